import { DEMO_COSIGNERS, DEMO_PASSWORD, DEMO_RENTERS } from './demo-marketplace.js'
import { PASSWORD_MIN_LENGTH } from './constants.js'
import { isUuid, validateCosignerProfile, validateRenterProfile } from './matching/profile-rules.js'

describe('demo marketplace', () => {
  it('has believable profiles that pass the forms’ own rules', () => {
    for (const c of DEMO_COSIGNERS)
      expect([c.email, validateCosignerProfile(c.profile)]).toEqual([c.email, null])
    for (const r of DEMO_RENTERS) expect([r.email, validateRenterProfile(r.profile)]).toEqual([r.email, null])
  })

  it('gives every account its own fixed id and email, and a password sign-up would accept', () => {
    const all = [...DEMO_COSIGNERS, ...DEMO_RENTERS]
    expect(all.every((a) => isUuid(a.id))).toBe(true)
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length)
    expect(new Set(all.map((a) => a.email)).size).toBe(all.length)
    expect(DEMO_PASSWORD.length).toBeGreaterThanOrEqual(PASSWORD_MIN_LENGTH)
  })
})
