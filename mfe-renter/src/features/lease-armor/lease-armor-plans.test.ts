import { LEASE_ARMOR_PLANS } from '@cosign/api'
import { LEASE_ARMOR_PLAN_OPTIONS, planFromQuery } from './lease-armor-plans.js'

describe('Lease Armor plan picker', () => {
  it('offers every plan of the plan table with its fee and coverage', () => {
    expect(LEASE_ARMOR_PLAN_OPTIONS.map((o) => o.value)).toEqual(LEASE_ARMOR_PLANS.map((p) => p.code))
    expect(LEASE_ARMOR_PLAN_OPTIONS[2].label).toBe('Plan 3A: $167.83 a month, covers up to $1,500.00')
  })

  it('reads a plan from the URL and ignores anything else', () => {
    expect(planFromQuery('3c')).toBe('3C')
    expect(planFromQuery('9Z')).toBeNull()
    expect(planFromQuery(null)).toBeNull()
  })
})
