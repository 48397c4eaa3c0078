import {
  CONTRACT_PROCESSING_FEE_CENTS,
  LEASE_ARMOR_PLANS,
  MAX_COSIGNER_FEE_CENTS,
  PLATFORM_FEE_BASIS_POINTS,
} from '@cosign/api'
// The amounts' helpers from the shell's shared @cosign/ui, not a copy in this app's bundle (JavaScript budget).
import { formatWholeUsd } from '@cosign/ui'

export const BRAND_NAME = 'Cosign'
export const BRAND_DESCRIPTION =
  'Cosign connects renters who need a lease cosigner with cosigners our team reviewed and approved, who back leases for a fee.'

export { formatWholeUsd } // the pages import their display helpers from here

/** "15%" from the basis points the payments service uses. */
export function percent(basisPoints: number): string {
  return `${basisPoints / 100}%`
}

export const PLATFORM_FEE_PERCENT = percent(PLATFORM_FEE_BASIS_POINTS)
export const COSIGNER_SHARE_PERCENT = percent(10000 - PLATFORM_FEE_BASIS_POINTS)
export const PROCESSING_FEE = formatWholeUsd(CONTRACT_PROCESSING_FEE_CENTS)
export const MAX_COSIGNER_FEE = formatWholeUsd(MAX_COSIGNER_FEE_CENTS)

export interface FaqItem {
  question: string
  answer: string
}

export const HOME_FAQ: FaqItem[] = [
  {
    question: 'What does a lease cosigner do?',
    answer:
      'A cosigner signs your lease with you and promises the landlord to cover the rent if you cannot. It helps renters with thin credit, new jobs or past rental issues get approved.',
  },
  {
    question: `How much does ${BRAND_NAME} cost?`,
    answer: `Each cosigner sets a one-time fee of at most ${MAX_COSIGNER_FEE}. Renters also pay a one-time ${PROCESSING_FEE} contract processing fee. Our ${PLATFORM_FEE_PERCENT} platform fee comes out of the cosigner's payout, never on top of the renter's cost.`,
  },
  {
    question: 'What if my cosigner backs out?',
    answer:
      'With the Cosigner Replacement Guarantee, what you already paid becomes a credit toward a new contract with another approved cosigner, with no new platform fee.',
  },
]

export const RENTER_FAQ: FaqItem[] = [
  {
    question: 'Who can use a cosigner?',
    answer:
      'Any renter whose landlord asks for a guarantor: students, people new to the country, freelancers, or anyone rebuilding their credit.',
  },
  {
    question: 'When do I pay?',
    answer: `After you and your cosigner both sign the contract, you pay in two steps: first the ${PLATFORM_FEE_PERCENT} platform share plus the ${PROCESSING_FEE} processing fee, then the rest of the cosigner fee to your cosigner.`,
  },
  {
    question: 'Do I need Lease Armor?',
    answer:
      'Lease Armor rental protection is optional. Some cosigners ask for it, and their profile says so before you match.',
  },
]

export const COSIGNER_FAQ: FaqItem[] = [
  {
    question: 'How much can I charge?',
    answer: `You choose your fee: a one-time fee, or a setup fee plus monthly payments, up to ${MAX_COSIGNER_FEE} per lease in total.`,
  },
  {
    question: 'What does the platform keep?',
    answer: `${PLATFORM_FEE_PERCENT} of your fee. You receive ${COSIGNER_SHARE_PERCENT}, paid to your PayPal account when the renter pays.`,
  },
  {
    question: 'How do I get listed?',
    answer:
      'Create your cosigner profile, pay the profile fee, and our team reviews it. Approved profiles appear in listings and matches.',
  },
]

/** Paid platform services shown on the home page; prices come live from the payments service. */
export const PAID_SERVICES = [
  {
    serviceName: 'cosigner_matching',
    title: 'Cosigner matching',
    text: 'We rank approved cosigners against your budget, rent and location, and send your match request.',
  },
  {
    serviceName: 'unlock_contact',
    title: 'Contact unlock',
    text: 'See a cosigner’s email and phone and start a chat once you have found the right person.',
  },
  {
    serviceName: 'profile_creation',
    title: 'Cosigner profile',
    text: 'Publish your cosigner profile after a review by our team, and start receiving renter requests.',
  },
] as const

const coverages = LEASE_ARMOR_PLANS.map((plan) => plan.coverageCents)
/** e.g. "$750 to $3,000", from the plan table. */
export const LEASE_ARMOR_COVERAGE_RANGE = `${formatWholeUsd(Math.min(...coverages))} to ${formatWholeUsd(Math.max(...coverages))}`
