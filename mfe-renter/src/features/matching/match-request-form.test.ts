import { MATCHING_MESSAGES } from '@cosign/api'
import {
  matchRequestFormError,
  toMatchRequestInput,
  type MatchRequestFormValues,
} from './match-request-form.js'

const ID = '11111111-1111-4111-8111-111111111111'
const valid: MatchRequestFormValues = {
  monthlyRent: '1800',
  leaseDurationMonths: '12',
  propertyAddress: '12 Main St, Austin, TX',
  moveInDate: '2030-05-01',
  message: '',
}

describe('match request form', () => {
  it('sends rent in cents, the duration as a number and no empty message', () => {
    expect(toMatchRequestInput(ID, valid)).toEqual({
      cosignerProfileId: ID,
      monthlyRentCents: 180_000,
      leaseDurationMonths: 12,
      propertyAddress: '12 Main St, Austin, TX',
      moveInDate: '2030-05-01',
      message: null,
      source: 'matches',
    })
    expect(matchRequestFormError(ID, valid, '2030-01-01')).toBeNull()
  })

  it("requires rent, duration, address and move-in date ('Please fill in all required fields')", () => {
    for (const field of ['monthlyRent', 'leaseDurationMonths', 'propertyAddress', 'moveInDate'] as const) {
      expect(matchRequestFormError(ID, { ...valid, [field]: '' }, '2030-01-01')).toBe(
        'Please fill in all required fields',
      )
    }
  })

  it('rejects non-whole rent and past move-in dates', () => {
    expect(matchRequestFormError(ID, { ...valid, monthlyRent: '1800.5' }, '2030-01-01')).toBe(
      MATCHING_MESSAGES.invalidMonthlyRent,
    )
    expect(matchRequestFormError(ID, valid, '2031-01-01')).toBe(MATCHING_MESSAGES.moveInDateInPast)
  })

  it("refuses a rent above the cosigner's maximum before sending, and accepts the maximum itself", () => {
    expect(matchRequestFormError(ID, { ...valid, monthlyRent: '1801' }, '2030-01-01', 180_000)).toBe(
      MATCHING_MESSAGES.rentAboveMaximum,
    )
    expect(matchRequestFormError(ID, valid, '2030-01-01', 180_000)).toBeNull()
  })
})
