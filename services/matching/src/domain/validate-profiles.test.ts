import {
  PROFILE_MESSAGES,
  validateCosignerProfile,
  validateRenterProfile,
  type CosignerProfileInput,
  type RenterProfileInput,
} from '@cosign/api'

const BIO_200 = 'x'.repeat(200)

const cosigner = (over: Partial<Record<keyof CosignerProfileInput, unknown>> = {}) => ({
  firstName: 'Ana',
  lastName: 'Lopez',
  location: 'Austin, TX',
  creditScore: 760,
  monthlyIncomeCents: 900_000,
  bio: BIO_200,
  maxRentSupportCents: 300_000,
  feeType: 'one-time',
  totalFeeCents: 150_000,
  requireUpfront: true,
  paypalEmail: 'ana@pay.example',
  ...over,
})

const renter = (over: Partial<Record<keyof RenterProfileInput, unknown>> = {}) => ({
  firstName: 'Ben',
  lastName: 'Cole',
  location: 'Dallas, TX',
  monthlyIncomeCents: 400_000,
  employmentStatus: 'full-time',
  cosignerBudget: '750-1500',
  moveInTimeline: 'asap',
  housingBudgetCents: 150_000,
  housingType: 'apartment',
  bio: BIO_200,
  ...over,
})

describe('cosigner profile form rules', () => {
  it('accepts a complete one-time profile and a consistent setup-monthly one', () => {
    expect(validateCosignerProfile(cosigner())).toBeNull()
    expect(
      validateCosignerProfile(
        cosigner({
          feeType: 'setup-monthly',
          totalFeeCents: 250_000,
          setupFeeCents: 10_000,
          monthlyFeeCents: 20_000,
        }),
      ),
    ).toBeNull()
  })

  it.each(['firstName', 'lastName', 'location', 'creditScore', 'monthlyIncomeCents', 'bio'] as const)(
    'missing or blank basic field %s -> basic information message',
    (field) => {
      expect(validateCosignerProfile(cosigner({ [field]: undefined }))).toBe(
        'Please complete all required basic information fields.',
      )
      expect(validateCosignerProfile(cosigner({ [field]: null }))).toBe(PROFILE_MESSAGES.basicRequired)
      if (field !== 'creditScore' && field !== 'monthlyIncomeCents')
        expect(validateCosignerProfile(cosigner({ [field]: '   ' }))).toBe(PROFILE_MESSAGES.basicRequired)
    },
  )

  it.each(['maxRentSupportCents', 'feeType', 'totalFeeCents', 'requireUpfront', 'paypalEmail'] as const)(
    'missing financial field %s -> financial information message',
    (field) => {
      expect(validateCosignerProfile(cosigner({ [field]: undefined }))).toBe(
        'Please complete all required financial information fields.',
      )
      expect(validateCosignerProfile(cosigner({ [field]: null }))).toBe(PROFILE_MESSAGES.financialRequired)
    },
  )

  it('basic fields are checked before financial ones', () => {
    expect(validateCosignerProfile(cosigner({ firstName: '', paypalEmail: '' }))).toBe(
      PROFILE_MESSAGES.basicRequired,
    )
  })

  it('setup and monthly fees are required only for setup-monthly', () => {
    expect(validateCosignerProfile(cosigner({ feeType: 'setup-monthly', setupFeeCents: 10_000 }))).toBe(
      PROFILE_MESSAGES.financialRequired,
    )
    expect(validateCosignerProfile(cosigner({ feeType: 'setup-monthly', monthlyFeeCents: 10_000 }))).toBe(
      PROFILE_MESSAGES.financialRequired,
    )
    expect(
      validateCosignerProfile(cosigner({ feeType: 'one-time', setupFeeCents: null, monthlyFeeCents: null })),
    ).toBeNull()
  })

  it('bio must be 200-800 characters (trimmed)', () => {
    const msg = 'Bio must be between 200-800 characters.'
    expect(validateCosignerProfile(cosigner({ bio: 'x'.repeat(199) }))).toBe(msg)
    expect(validateCosignerProfile(cosigner({ bio: ` ${'x'.repeat(199)}  ` }))).toBe(msg)
    expect(validateCosignerProfile(cosigner({ bio: 'x'.repeat(800) }))).toBeNull()
    expect(validateCosignerProfile(cosigner({ bio: 'x'.repeat(801) }))).toBe(msg)
  })

  it('numbers must be whole: integer credit score, whole-dollar cent amounts, none negative', () => {
    expect(validateCosignerProfile(cosigner({ creditScore: 700.5 }))).toBe(PROFILE_MESSAGES.wholeNumbers)
    expect(validateCosignerProfile(cosigner({ monthlyIncomeCents: 900_050 }))).toBe(
      PROFILE_MESSAGES.wholeNumbers,
    )
    expect(validateCosignerProfile(cosigner({ totalFeeCents: 1500.5 }))).toBe(PROFILE_MESSAGES.wholeNumbers)
    expect(validateCosignerProfile(cosigner({ maxRentSupportCents: -100 }))).toBe(
      PROFILE_MESSAGES.wholeNumbers,
    )
    expect(
      validateCosignerProfile(
        cosigner({
          feeType: 'setup-monthly',
          totalFeeCents: 250_000,
          setupFeeCents: 10_000,
          monthlyFeeCents: 20_001,
        }),
      ),
    ).toBe(PROFILE_MESSAGES.wholeNumbers)
  })

  it('credit score 300-850', () => {
    expect(validateCosignerProfile(cosigner({ creditScore: 299 }))).toBe(
      'Credit score must be between 300 and 850.',
    )
    expect(validateCosignerProfile(cosigner({ creditScore: 851 }))).toBe(PROFILE_MESSAGES.creditScoreRange)
    expect(validateCosignerProfile(cosigner({ creditScore: 300 }))).toBeNull()
    expect(validateCosignerProfile(cosigner({ creditScore: 850 }))).toBeNull()
  })

  it('fee total at most $2,500.00 and more than $0', () => {
    expect(validateCosignerProfile(cosigner({ totalFeeCents: 250_000 }))).toBeNull()
    expect(validateCosignerProfile(cosigner({ totalFeeCents: 250_100 }))).toBe(
      'The total fee cannot exceed $2,500.00.',
    )
    expect(validateCosignerProfile(cosigner({ totalFeeCents: 0 }))).toBe(PROFILE_MESSAGES.feeNotPositive)
  })

  it('setup-monthly: setup + 12 monthly fees must equal the total', () => {
    expect(
      validateCosignerProfile(
        cosigner({
          feeType: 'setup-monthly',
          totalFeeCents: 250_000,
          setupFeeCents: 10_000,
          monthlyFeeCents: 10_000,
        }),
      ),
    ).toBe('Setup fee plus 12 monthly fees must equal the total fee.')
  })

  it('fee type, employment and rental issues must be listed options; max rent support positive', () => {
    expect(validateCosignerProfile(cosigner({ feeType: 'weekly' }))).toBe(PROFILE_MESSAGES.invalidOption)
    expect(validateCosignerProfile(cosigner({ employmentStatus: 'astronaut' }))).toBe(
      PROFILE_MESSAGES.invalidOption,
    )
    expect(
      validateCosignerProfile(
        cosigner({ employmentStatus: 'retired', rentalHistoryIssues: ['Evictions', 'None'] }),
      ),
    ).toBeNull()
    expect(validateCosignerProfile(cosigner({ rentalHistoryIssues: ['Arson'] }))).toBe(
      PROFILE_MESSAGES.invalidOption,
    )
    expect(validateCosignerProfile(cosigner({ maxRentSupportCents: 0 }))).toBe(
      PROFILE_MESSAGES.maxRentSupportNotPositive,
    )
  })

  it('PayPal email and phone formats', () => {
    expect(validateCosignerProfile(cosigner({ paypalEmail: 'not-an-email' }))).toBe(
      'Please enter a valid email address',
    )
    expect(validateCosignerProfile(cosigner({ phone: '+1 (512) 555-0100' }))).toBeNull()
    expect(validateCosignerProfile(cosigner({ phone: 'call me' }))).toBe(PROFILE_MESSAGES.invalidPhone)
  })
})

describe('renter profile form rules', () => {
  it('accepts a complete profile; rental issues are optional', () => {
    expect(validateRenterProfile(renter())).toBeNull()
    expect(validateRenterProfile(renter({ rentalIssues: ['Broken Lease'] }))).toBeNull()
  })

  it.each([
    'firstName',
    'lastName',
    'location',
    'monthlyIncomeCents',
    'employmentStatus',
    'cosignerBudget',
    'moveInTimeline',
    'housingBudgetCents',
    'housingType',
    'bio',
  ] as const)('every field but rental issues is required: %s', (field) => {
    expect(validateRenterProfile(renter({ [field]: undefined }))).toBe('Please fill in all required fields')
    expect(validateRenterProfile(renter({ [field]: null }))).toBe(PROFILE_MESSAGES.renterRequired)
  })

  it('bio at least 200 characters, at most the counter (500)', () => {
    expect(validateRenterProfile(renter({ bio: 'x'.repeat(199) }))).toBe(
      'Bio must be at least 200 characters.',
    )
    expect(validateRenterProfile(renter({ bio: 'x'.repeat(500) }))).toBeNull()
    expect(validateRenterProfile(renter({ bio: 'x'.repeat(501) }))).toBe(
      'Bio must be at most 500 characters.',
    )
  })

  it('options come from the spec lists (budget ranges, timelines, housing, employment)', () => {
    expect(validateRenterProfile(renter({ cosignerBudget: '100-200' }))).toBe(PROFILE_MESSAGES.invalidOption)
    expect(validateRenterProfile(renter({ moveInTimeline: 'someday' }))).toBe(PROFILE_MESSAGES.invalidOption)
    expect(validateRenterProfile(renter({ housingType: 'castle' }))).toBe(PROFILE_MESSAGES.invalidOption)
    expect(validateRenterProfile(renter({ employmentStatus: 'pirate' }))).toBe(PROFILE_MESSAGES.invalidOption)
    expect(validateRenterProfile(renter({ rentalIssues: ['Nope'] }))).toBe(PROFILE_MESSAGES.invalidOption)
    for (const budget of ['300-700', '750-1500', '1000-2000', '1500-3000', '2000-4000'])
      expect(validateRenterProfile(renter({ cosignerBudget: budget }))).toBeNull()
  })

  it('whole-dollar amounts; housing budget above $0', () => {
    expect(validateRenterProfile(renter({ monthlyIncomeCents: 400_001 }))).toBe(PROFILE_MESSAGES.wholeNumbers)
    expect(validateRenterProfile(renter({ housingBudgetCents: 0 }))).toBe(
      PROFILE_MESSAGES.housingBudgetNotPositive,
    )
  })
})
