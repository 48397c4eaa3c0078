import { MATCHING_MESSAGES, isCalendarDate, validateMatchRequest } from '@cosign/api'

const TODAY = '2026-03-10'
const valid = {
  cosignerProfileId: '3f8a7c0e-1d2b-4c5d-8e9f-0a1b2c3d4e5f',
  monthlyRentCents: 180_000,
  leaseDurationMonths: 12,
  propertyAddress: '12 Main St, Austin, TX',
  moveInDate: '2026-04-01',
}

describe('match request form rules', () => {
  it('accepts a complete request; message optional', () => {
    expect(validateMatchRequest(valid, TODAY)).toBeNull()
    expect(validateMatchRequest({ ...valid, message: 'Hello' }, TODAY)).toBeNull()
  })

  it.each([
    'cosignerProfileId',
    'monthlyRentCents',
    'leaseDurationMonths',
    'propertyAddress',
    'moveInDate',
  ] as const)('required: %s', (field) => {
    expect(validateMatchRequest({ ...valid, [field]: undefined }, TODAY)).toBe(
      'Please fill in all required fields',
    )
    expect(validateMatchRequest({ ...valid, [field]: '  ' }, TODAY)).toBe(
      'Please fill in all required fields',
    )
  })

  it('lease duration is 6, 12, 18 or 24 months', () => {
    for (const m of [6, 12, 18, 24])
      expect(validateMatchRequest({ ...valid, leaseDurationMonths: m }, TODAY)).toBeNull()
    expect(validateMatchRequest({ ...valid, leaseDurationMonths: 9 }, TODAY)).toBe(
      MATCHING_MESSAGES.invalidLeaseDuration,
    )
  })

  it('monthly rent is a positive whole-dollar amount', () => {
    expect(validateMatchRequest({ ...valid, monthlyRentCents: 0 }, TODAY)).toBe(
      MATCHING_MESSAGES.invalidMonthlyRent,
    )
    expect(validateMatchRequest({ ...valid, monthlyRentCents: 180_050 }, TODAY)).toBe(
      MATCHING_MESSAGES.invalidMonthlyRent,
    )
  })

  it('move-in date is a real day, today or later', () => {
    expect(validateMatchRequest({ ...valid, moveInDate: '2026-02-30' }, TODAY)).toBe(
      MATCHING_MESSAGES.invalidMoveInDate,
    )
    expect(validateMatchRequest({ ...valid, moveInDate: '04/01/2026' }, TODAY)).toBe(
      MATCHING_MESSAGES.invalidMoveInDate,
    )
    expect(validateMatchRequest({ ...valid, moveInDate: '2026-03-09' }, TODAY)).toBe(
      MATCHING_MESSAGES.moveInDateInPast,
    )
    expect(validateMatchRequest({ ...valid, moveInDate: TODAY }, TODAY)).toBeNull()
    expect(isCalendarDate('2028-02-29')).toBe(true)
  })
})
