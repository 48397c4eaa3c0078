import { PROFILE_MESSAGES, type RenterProfileDto } from '@cosign/contracts'
import {
  cosignerBudgetLabel,
  EMPTY_RENTER_FORM,
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
