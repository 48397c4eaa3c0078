import { PROFILE_MESSAGES, type CosignerProfileDto } from '@cosign/api'
import {
  EMPTY_COSIGNER_FORM,
  cosignerFieldErrors,
  cosignerFormError,
  formFromProfile,
  parseWholeNumber,
  toCosignerInput,
  toggleRentalIssue,
  totalFeeHint,
  type CosignerFormState,
} from './cosigner-form.js'

const BIO = 'I have backed leases for family and friends for years and pay every bill on time. '.repeat(3)

const valid: CosignerFormState = {
  ...EMPTY_COSIGNER_FORM,
  firstName: 'Dana',
  lastName: 'Reyes',
  location: 'San Diego, CA',
  creditScore: '780',
  monthlyIncome: '9,000',
  bio: BIO,
  maxRentSupport: '3000',
  feeType: 'one-time',
  totalFeeAmount: '$1500',
  requireUpfront: 'no',
  paypalEmail: 'dana@example.com',
}

describe('cosigner form', () => {
  it('passes with every required field and sends cents', () => {
    expect(cosignerFormError(valid)).toBeNull()
    expect(toCosignerInput(valid)).toMatchObject({
      creditScore: 780,
      monthlyIncomeCents: 900_000,
      maxRentSupportCents: 300_000,
      totalFeeCents: 150_000,
      requireUpfront: false,
      requiresLeaseArmor: false,
      setupFeeCents: null,
      monthlyFeeCents: null,
    })
  })

  it('names missing basics first, then financials, then the bio length', () => {
    expect(cosignerFormError(EMPTY_COSIGNER_FORM)).toBe(PROFILE_MESSAGES.basicRequired)
    expect(cosignerFormError({ ...valid, location: '  ' })).toBe(PROFILE_MESSAGES.basicRequired)
    expect(cosignerFormError({ ...valid, paypalEmail: '' })).toBe(PROFILE_MESSAGES.financialRequired)
    expect(cosignerFormError({ ...valid, requireUpfront: '' })).toBe(PROFILE_MESSAGES.financialRequired)
    expect(cosignerFormError({ ...valid, bio: 'x'.repeat(199) })).toBe(
      'Bio must be between 200-800 characters.',
    )
    expect(cosignerFormError({ ...valid, bio: 'x'.repeat(801) })).toBe(
      'Bio must be between 200-800 characters.',
    )
  })

  it('requires setup and monthly fees only for setup-monthly, adding up to the total', () => {
    const setupMonthly = { ...valid, feeType: 'setup-monthly' as const, totalFeeAmount: '2400' }
    expect(cosignerFormError(setupMonthly)).toBe(PROFILE_MESSAGES.financialRequired)
    expect(cosignerFormError({ ...setupMonthly, setupFee: '600', monthlyFee: '100' })).toBe(
      PROFILE_MESSAGES.setupMonthlyTotal,
    )
    expect(cosignerFormError({ ...setupMonthly, setupFee: '600', monthlyFee: '150' })).toBeNull()
    // Leftover setup/monthly text is dropped when the fee is one-time.
    expect(toCosignerInput({ ...valid, setupFee: '5', monthlyFee: '5' }).setupFeeCents).toBeNull()
  })

  it('keeps the fee at most $2,500, the score in 300-850 and numbers whole', () => {
    expect(cosignerFormError({ ...valid, totalFeeAmount: '2501' })).toBe(PROFILE_MESSAGES.feeTooHigh)
    expect(cosignerFormError({ ...valid, totalFeeAmount: '2500' })).toBeNull()
    expect(cosignerFormError({ ...valid, creditScore: '299' })).toBe(PROFILE_MESSAGES.creditScoreRange)
    expect(cosignerFormError({ ...valid, creditScore: '851' })).toBe(PROFILE_MESSAGES.creditScoreRange)
    expect(cosignerFormError({ ...valid, monthlyIncome: '1200.50' })).toBe(PROFILE_MESSAGES.wholeNumbers)
  })

  it('parses whole numbers, blank as missing', () => {
    expect(parseWholeNumber(' ')).toBeUndefined()
    expect(parseWholeNumber('1,250')).toBe(1250)
    expect(parseWholeNumber('12.5')).toBeNaN()
    expect(parseWholeNumber('-3')).toBeNaN()
  })

  it('reloads a saved draft into the same form values', () => {
    const input = toCosignerInput({
      ...valid,
      feeType: 'setup-monthly',
      totalFeeAmount: '2400',
      setupFee: '600',
      monthlyFee: '150',
    })
    const dto = {
      ...input,
      id: 'p1',
      userId: 'u1',
      status: 'awaiting_payment',
      email: 'dana@example.com',
      phone: null,
      employmentStatus: null,
      rentalHistoryIssues: [],
    } as unknown as CosignerProfileDto
    const form = formFromProfile(dto)
    expect(form).toMatchObject({
      monthlyIncome: '9000',
      totalFeeAmount: '2400',
      setupFee: '600',
      monthlyFee: '150',
      requireUpfront: 'no',
    })
    expect(cosignerFormError(form)).toBeNull()
  })

  it('"None" excludes the other rental history issues', () => {
    expect(toggleRentalIssue(['Evictions'], 'None')).toEqual(['None'])
    expect(toggleRentalIssue(['None'], 'Broken Lease')).toEqual(['Broken Lease'])
    expect(toggleRentalIssue(['Evictions', 'Broken Lease'], 'Evictions')).toEqual(['Broken Lease'])
  })
})

describe('totalFeeHint', () => {
  it('states the cap, and suggests the range for the rating of a valid score', () => {
    expect(totalFeeHint('')).toBe('At most $2,500')
    expect(totalFeeHint('900')).toBe('At most $2,500')
    expect(totalFeeHint('700')).toBe('At most $2,500. Suggested for Good credit (Silver): $1,000–$2,000')
    expect(totalFeeHint('810')).toBe(
      'At most $2,500. Suggested for Excellent credit (Platinum): $2,000–$2,500',
    )
  })
})

describe('cosigner form field errors', () => {
  const setupMonthly: CosignerFormState = {
    ...valid,
    feeType: 'setup-monthly',
    totalFeeAmount: '2400',
    setupFee: '600',
    monthlyFee: '150',
  }

  it('marks no field on a complete form', () => {
    expect(cosignerFieldErrors(valid)).toEqual({})
    expect(cosignerFieldErrors(setupMonthly)).toEqual({})
    expect(
      cosignerFieldErrors({ ...valid, employmentStatus: 'retired', rentalHistoryIssues: ['None'] }),
    ).toEqual({})
  })

  it('names each missing basic and financial field (the summary only names the group)', () => {
    expect(cosignerFieldErrors(EMPTY_COSIGNER_FORM)).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      location: 'Required',
      creditScore: 'Required',
      monthlyIncome: 'Required',
      bio: 'Required',
      maxRentSupport: 'Required',
      feeType: 'Required',
      totalFeeAmount: 'Required',
      requireUpfront: 'Required',
      paypalEmail: 'Required',
    })
    expect(cosignerFieldErrors({ ...valid, location: '  ', paypalEmail: '' })).toEqual({
      location: 'Required',
      paypalEmail: 'Required',
    })
  })

  it('requires the setup and monthly fees only for setup-monthly, adding up to the total', () => {
    expect(cosignerFieldErrors({ ...setupMonthly, setupFee: '', monthlyFee: ' ' })).toEqual({
      setupFee: 'Required',
      monthlyFee: 'Required',
    })
    const mismatch = 'Setup fee + 12 × monthly fee must equal the total fee'
    expect(cosignerFieldErrors({ ...setupMonthly, monthlyFee: '100' })).toEqual({
      setupFee: mismatch,
      monthlyFee: mismatch,
    })
    expect(cosignerFieldErrors({ ...valid, setupFee: 'junk', monthlyFee: '' })).toEqual({})
  })

  it('puts the range, cap, whole-number and email rules on their field, with the shared limits', () => {
    expect(cosignerFieldErrors({ ...valid, creditScore: '299' })).toEqual({
      creditScore: 'Must be between 300 and 850',
    })
    expect(cosignerFieldErrors({ ...valid, creditScore: '851' })).toEqual({
      creditScore: 'Must be between 300 and 850',
    })
    expect(cosignerFieldErrors({ ...valid, creditScore: '7.5' })).toEqual({
      creditScore: 'Enter a whole number',
    })
    expect(cosignerFieldErrors({ ...valid, totalFeeAmount: '2501' })).toEqual({
      totalFeeAmount: 'Must be at most $2,500',
    })
    expect(cosignerFieldErrors({ ...valid, totalFeeAmount: '2500' })).toEqual({})
    expect(cosignerFieldErrors({ ...valid, totalFeeAmount: '0', maxRentSupport: '0' })).toEqual({
      totalFeeAmount: 'Must be more than $0',
      maxRentSupport: 'Must be more than $0',
    })
    expect(cosignerFieldErrors({ ...valid, monthlyIncome: '1200.50' })).toEqual({
      monthlyIncome: 'Enter whole dollars',
    })
    expect(cosignerFieldErrors({ ...valid, paypalEmail: 'dana@example' })).toEqual({
      paypalEmail: 'Enter a valid email address',
    })
    expect(cosignerFieldErrors({ ...valid, bio: 'x'.repeat(199) })).toEqual({ bio: '200 to 800 characters' })
    expect(cosignerFieldErrors({ ...valid, bio: 'x'.repeat(801) })).toEqual({ bio: '200 to 800 characters' })
    expect(
      cosignerFieldErrors({
        ...valid,
        employmentStatus: 'astronaut' as CosignerFormState['employmentStatus'],
      }),
    ).toEqual({ employmentStatus: 'Choose one of the options' })
  })

  it('marks a field exactly when the shared validator refuses the form', () => {
    const cases: CosignerFormState[] = [
      valid,
      setupMonthly,
      EMPTY_COSIGNER_FORM,
      { ...valid, firstName: '' },
      { ...valid, requireUpfront: '' },
      { ...valid, feeType: '' },
      { ...valid, bio: ` ${'x'.repeat(199)} ` },
      { ...valid, bio: 'x'.repeat(800) },
      { ...valid, creditScore: '300' },
      { ...valid, creditScore: 'abc' },
      { ...valid, monthlyIncome: '0' },
      { ...valid, maxRentSupport: '-1' },
      { ...valid, totalFeeAmount: '1e3' },
      { ...valid, paypalEmail: 'not an email' },
      { ...valid, paypalEmail: ' dana@example.com ' },
      { ...setupMonthly, setupFee: '0', monthlyFee: '200' },
      { ...setupMonthly, setupFee: '1', monthlyFee: '200' },
      { ...setupMonthly, totalFeeAmount: '2600', setupFee: '200', monthlyFee: '200' },
      { ...setupMonthly, monthlyFee: '1.5' },
    ]
    for (const form of cases) {
      const refused = cosignerFormError(form) !== null
      expect({ form, marked: Object.keys(cosignerFieldErrors(form)).length > 0 }).toEqual({
        form,
        marked: refused,
      })
    }
  })

  it('sends whether the cosigner requires Lease Armor, and reads it back from a saved profile', () => {
    expect(toCosignerInput({ ...valid, requiresLeaseArmor: 'yes' }).requiresLeaseArmor).toBe(true)
    expect(EMPTY_COSIGNER_FORM.requiresLeaseArmor).toBe('no')
  })
})
