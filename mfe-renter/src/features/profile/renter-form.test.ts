import { PROFILE_MESSAGES, type RenterProfileDto } from '@cosign/api'
import {
  cosignerBudgetLabel,
  EMPTY_RENTER_FORM,
  renterFieldErrors,
  renterFormError,
  renterFormFromProfile,
  toRenterProfileInput,
  type RenterFormValues,
} from './renter-form.js'

const BIO = 'I am a nurse who has rented in the same city for six years and always paid on time. '
  .repeat(3)
  .trim()

const valid: RenterFormValues = {
  firstName: 'Rita',
  lastName: 'Renter',
  location: 'Austin, TX',
  monthlyIncome: '4200',
  employmentStatus: 'full-time',
  rentalIssues: [],
  cosignerBudget: '300-700',
  moveInTimeline: '1-month',
  housingBudget: '1500',
  housingType: 'apartment',
  bio: BIO,
  phone: '',
}

describe('renter form validation wiring', () => {
  it('accepts a complete form and sends money in cents', () => {
    expect(renterFormError(valid)).toBeNull()
    const input = toRenterProfileInput(valid)
    expect(input.monthlyIncomeCents).toBe(420_000)
    expect(input.housingBudgetCents).toBe(150_000)
    expect(input.phone).toBeNull()
  })

  it('requires every field but rental issues, with the spec message', () => {
    expect(renterFormError(EMPTY_RENTER_FORM)).toBe(PROFILE_MESSAGES.renterRequired)
    expect(renterFormError({ ...valid, housingType: '' })).toBe('Please fill in all required fields')
    expect(renterFormError({ ...valid, rentalIssues: ['Evictions'] })).toBeNull()
  })

  it('checks the bio length (200 minimum, 500 maximum)', () => {
    expect(renterFormError({ ...valid, bio: 'Too short' })).toBe(PROFILE_MESSAGES.renterBioTooShort)
    expect(renterFormError({ ...valid, bio: 'x'.repeat(501) })).toBe(PROFILE_MESSAGES.renterBioTooLong)
  })

  it('rejects amounts that are not whole dollars', () => {
    expect(renterFormError({ ...valid, monthlyIncome: '4200.50' })).toBe(PROFILE_MESSAGES.wholeNumbers)
    expect(renterFormError({ ...valid, housingBudget: 'lots' })).toBe(PROFILE_MESSAGES.wholeNumbers)
    expect(renterFormError({ ...valid, housingBudget: '0' })).toBe(PROFILE_MESSAGES.housingBudgetNotPositive)
  })

  it('loads a saved profile back into the form (cents to dollars)', () => {
    const profile = {
      ...toRenterProfileInput(valid),
      id: 'p',
      userId: 'u',
      isActive: true,
      email: 'r@example.com',
      phone: '555 123 4567',
      creditScore: null,
      creditVerified: false,
      rentalIssues: ['None'],
      createdAt: '',
      updatedAt: '',
    } as unknown as RenterProfileDto
    expect(renterFormFromProfile(profile)).toEqual({
      ...valid,
      rentalIssues: ['None'],
      phone: '555 123 4567',
    })
  })

  it('labels budget ranges in whole dollars', () => {
    expect(cosignerBudgetLabel('750-1500')).toBe('$750 - $1,500')
  })
})

describe('renter form field errors', () => {
  it('marks no field on a complete form', () => {
    expect(renterFieldErrors(valid)).toEqual({})
    expect(renterFieldErrors({ ...valid, phone: '+1 (512) 555-0100', rentalIssues: ['Evictions'] })).toEqual(
      {},
    )
  })

  it('marks every empty required field, but not the optional phone', () => {
    expect(renterFieldErrors(EMPTY_RENTER_FORM)).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      location: 'Required',
      monthlyIncome: 'Required',
      employmentStatus: 'Required',
      cosignerBudget: 'Required',
      moveInTimeline: 'Required',
      housingBudget: 'Required',
      housingType: 'Required',
      bio: 'Required',
    })
    expect(renterFieldErrors({ ...valid, firstName: '   ', housingType: '' })).toEqual({
      firstName: 'Required',
      housingType: 'Required',
    })
  })

  it('gives the bio length, amount and format rules a short message on their field', () => {
    expect(renterFieldErrors({ ...valid, bio: 'Too short' })).toEqual({ bio: '200 to 500 characters' })
    expect(renterFieldErrors({ ...valid, bio: 'x'.repeat(501) })).toEqual({ bio: '200 to 500 characters' })
    expect(renterFieldErrors({ ...valid, bio: 'x'.repeat(500) })).toEqual({})
    expect(renterFieldErrors({ ...valid, monthlyIncome: '4200.50', housingBudget: 'lots' })).toEqual({
      monthlyIncome: 'Enter whole dollars',
      housingBudget: 'Enter whole dollars',
    })
    expect(renterFieldErrors({ ...valid, housingBudget: '0' })).toEqual({
      housingBudget: 'Must be more than $0',
    })
    expect(renterFieldErrors({ ...valid, phone: 'call me' })).toEqual({ phone: 'Enter a valid phone number' })
    expect(renterFieldErrors({ ...valid, housingType: 'castle' })).toEqual({
      housingType: 'Choose one of the options',
    })
  })

  it('marks a field exactly when the shared validator refuses the form', () => {
    const cases: RenterFormValues[] = [
      valid,
      EMPTY_RENTER_FORM,
      { ...valid, lastName: '' },
      { ...valid, bio: 'x'.repeat(199) },
      { ...valid, bio: 'x'.repeat(200) },
      { ...valid, bio: ` ${'x'.repeat(199)} ` },
      { ...valid, monthlyIncome: '4,200' },
      { ...valid, monthlyIncome: '0' },
      { ...valid, housingBudget: '0' },
      { ...valid, housingBudget: '-5' },
      { ...valid, phone: '12' },
      { ...valid, phone: '555 123 4567' },
      { ...valid, employmentStatus: 'astronaut' },
      { ...valid, cosignerBudget: '1-2' },
      { ...valid, moveInTimeline: 'never' },
    ]
    for (const values of cases) {
      const refused = renterFormError(values) !== null
      expect({ values, marked: Object.keys(renterFieldErrors(values)).length > 0 }).toEqual({
        values,
        marked: refused,
      })
    }
  })
})
