// The demo marketplace that `SEED_DEMO=1` seeds (auth: the accounts; matching: their profiles, the cosigners'
// already approved). Shared here so both services seed the same people under the same fixed ids: the auth
// account and the matching profile meet without either service reading the other's data, and seeding again
// finds them instead of adding copies. Emails use example.com (reserved: nothing is ever delivered there).
import type { CosignerProfileInput, RenterProfileInput } from './matching/profile-types.js'
import type { Role } from './constants.js'

/** Every demo account's password (README, "Accounts"). */
export const DEMO_PASSWORD = 'cosign-demo'

export interface DemoAccount<R extends Role, P> {
  /** Fixed, so auth and matching seed the same user and a second run finds it. */
  id: string
  email: string
  role: R
  profile: P
}

export type DemoCosigner = DemoAccount<'COSIGNER', CosignerProfileInput>
export type DemoRenter = DemoAccount<'RENTER', RenterProfileInput>

export const DEMO_COSIGNERS: readonly DemoCosigner[] = [
  {
    id: 'd3e0c051-0000-4000-8000-000000000001',
    email: 'margaret.okafor@example.com',
    role: 'COSIGNER',
    profile: {
      firstName: 'Margaret',
      lastName: 'Okafor',
      location: 'Austin, Texas',
      creditScore: 792,
      monthlyIncomeCents: 980_000,
      employmentStatus: 'full-time',
      maxRentSupportCents: 250_000,
      feeType: 'one-time',
      totalFeeCents: 90_000,
      requireUpfront: true,
      paypalEmail: 'margaret.okafor@example.com',
      phone: '(512) 555-0143',
      rentalHistoryIssues: ['None'],
      bio: 'Hospital operations manager in Austin for twelve years. I own my home, have never missed a payment and have cosigned for two nieces through college. I like to talk with renters before I sign, so expect a short call about your job, your budget and the apartment you have in mind.',
    },
  },
  {
    id: 'd3e0c051-0000-4000-8000-000000000002',
    email: 'daniel.reyes@example.com',
    role: 'COSIGNER',
    profile: {
      firstName: 'Daniel',
      lastName: 'Reyes',
      location: 'San Diego, California',
      creditScore: 765,
      monthlyIncomeCents: 1_150_000,
      employmentStatus: 'self-employed',
      maxRentSupportCents: 320_000,
      feeType: 'setup-monthly',
      totalFeeCents: 144_000,
      setupFeeCents: 24_000,
      monthlyFeeCents: 10_000,
      requireUpfront: false,
      paypalEmail: 'payouts.dreyes@example.com',
      rentalHistoryIssues: ['None'],
      bio: 'I run a small structural engineering firm and have been a landlord myself, so I know what property managers look for. I back leases for graduate students and young professionals moving to San Diego for a new job. A setup fee and small monthly payments keep the cost spread over your lease.',
    },
  },
  {
    id: 'd3e0c051-0000-4000-8000-000000000003',
    email: 'priya.natarajan@example.com',
    role: 'COSIGNER',
    profile: {
      firstName: 'Priya',
      lastName: 'Natarajan',
      location: 'Chicago, Illinois',
      creditScore: 811,
      monthlyIncomeCents: 1_420_000,
      employmentStatus: 'full-time',
      maxRentSupportCents: 300_000,
      feeType: 'one-time',
      totalFeeCents: 120_000,
      requireUpfront: true,
      paypalEmail: 'priya.natarajan@example.com',
      phone: '(312) 555-0188',
      rentalHistoryIssues: ['None'],
      bio: 'Software engineering director living in Chicago. I came to the US on a student visa and could not rent an apartment without a guarantor, so I cosign for people new to the country: international students, new hires and relocating families. Steady income and a clear plan matter more to me than a long credit history.',
    },
  },
  {
    id: 'd3e0c051-0000-4000-8000-000000000004',
    email: 'walter.brennan@example.com',
    role: 'COSIGNER',
    profile: {
      firstName: 'Walter',
      lastName: 'Brennan',
      location: 'Columbus, Ohio',
      creditScore: 748,
      monthlyIncomeCents: 640_000,
      employmentStatus: 'retired',
      maxRentSupportCents: 160_000,
      feeType: 'one-time',
      totalFeeCents: 60_000,
      requireUpfront: false,
      paypalEmail: 'walter.brennan@example.com',
      rentalHistoryIssues: ['None'],
      bio: 'Retired high school principal with a pension and a paid-off house in Columbus. I enjoy helping young people get their first apartment and I am happy to back modest leases near the university. I ask for a short introduction about you and your plans, and I answer messages the same day.',
    },
  },
  {
    id: 'd3e0c051-0000-4000-8000-000000000005',
    email: 'sofia.lindqvist@example.com',
    role: 'COSIGNER',
    profile: {
      firstName: 'Sofia',
      lastName: 'Lindqvist',
      location: 'Seattle, Washington',
      creditScore: 779,
      monthlyIncomeCents: 1_060_000,
      employmentStatus: 'full-time',
      maxRentSupportCents: 280_000,
      feeType: 'setup-monthly',
      totalFeeCents: 180_000,
      setupFeeCents: 36_000,
      monthlyFeeCents: 12_000,
      requireUpfront: false,
      paypalEmail: 'sofia.lindqvist@example.com',
      phone: '(206) 555-0121',
      rentalHistoryIssues: ['None'],
      requiresLeaseArmor: true,
      bio: 'Nurse practitioner in Seattle. I cosign for healthcare workers and students starting residencies who need to sign a lease before their first paycheck arrives. I ask renters to add Lease Armor protection so both of us are covered if something unexpected happens during the lease.',
    },
  },
  {
    id: 'd3e0c051-0000-4000-8000-000000000006',
    email: 'james.whitfield@example.com',
    role: 'COSIGNER',
    profile: {
      firstName: 'James',
      lastName: 'Whitfield',
      location: 'Atlanta, Georgia',
      creditScore: 803,
      monthlyIncomeCents: 1_300_000,
      employmentStatus: 'self-employed',
      maxRentSupportCents: 350_000,
      feeType: 'one-time',
      totalFeeCents: 150_000,
      requireUpfront: true,
      paypalEmail: 'jw.payouts@example.com',
      rentalHistoryIssues: ['None'],
      bio: 'Owner of two restaurants in Atlanta and a long-time member of the local small business association. I back leases for freelancers, gig workers and entrepreneurs whose income is real but hard to show on a pay stub. Bring recent bank statements and we can usually decide within a day.',
    },
  },
]

export const DEMO_RENTERS: readonly DemoRenter[] = [
  {
    id: 'd3e0c051-0000-4000-8000-000000000101',
    email: 'lena.fischer@example.com',
    role: 'RENTER',
    profile: {
      firstName: 'Lena',
      lastName: 'Fischer',
      location: 'Chicago, Illinois',
      monthlyIncomeCents: 420_000,
      employmentStatus: 'full-time',
      rentalIssues: ['Low Credit History'],
      cosignerBudget: '750-1500',
      moveInTimeline: '1-month',
      housingBudgetCents: 160_000,
      housingType: 'apartment',
      bio: 'I moved from Germany six months ago for a research job at a university lab. My salary is stable but I have no US credit history yet, so landlords ask for a guarantor. I am looking for a one-bedroom apartment close to the lab and can share my offer letter and pay stubs.',
    },
  },
  {
    id: 'd3e0c051-0000-4000-8000-000000000102',
    email: 'marcus.bell@example.com',
    role: 'RENTER',
    profile: {
      firstName: 'Marcus',
      lastName: 'Bell',
      location: 'Atlanta, Georgia',
      monthlyIncomeCents: 510_000,
      employmentStatus: 'self-employed',
      rentalIssues: ['None'],
      cosignerBudget: '1000-2000',
      moveInTimeline: '2-3-months',
      housingBudgetCents: 180_000,
      housingType: 'either',
      bio: 'Freelance video editor with three years of steady clients. My income comes from invoices rather than a salary, which makes property managers nervous even though I have always paid rent on time. I want a two-bedroom so one room can be my studio.',
    },
  },
  {
    id: 'd3e0c051-0000-4000-8000-000000000103',
    email: 'aisha.karimi@example.com',
    role: 'RENTER',
    profile: {
      firstName: 'Aisha',
      lastName: 'Karimi',
      location: 'Seattle, Washington',
      monthlyIncomeCents: 380_000,
      employmentStatus: 'full-time',
      rentalIssues: ['None'],
      cosignerBudget: '750-1500',
      moveInTimeline: 'asap',
      housingBudgetCents: 150_000,
      housingType: 'apartment',
      bio: 'Registered nurse starting my first hospital job in Seattle next month after graduating. I have a signed job offer but no pay stubs yet, and the apartments near the hospital require income of three times the rent or a cosigner. I am quiet, tidy and a non-smoker.',
    },
  },
  {
    id: 'd3e0c051-0000-4000-8000-000000000104',
    email: 'tyler.nguyen@example.com',
    role: 'RENTER',
    profile: {
      firstName: 'Tyler',
      lastName: 'Nguyen',
      location: 'Austin, Texas',
      monthlyIncomeCents: 290_000,
      employmentStatus: 'part-time',
      rentalIssues: ['Broken Lease'],
      cosignerBudget: '300-700',
      moveInTimeline: 'flexible',
      housingBudgetCents: 110_000,
      housingType: 'apartment',
      bio: 'Final-year student working part time as a barista while I finish my accounting degree. I broke a lease two years ago when my roommate moved out and I could not cover the full rent alone. I have paid that balance off and now want a studio of my own near campus.',
    },
  },
]
