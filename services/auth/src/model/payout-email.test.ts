import type { EventEnvelope } from '@cosign/api'
import { payoutEmailChange, readPayoutEmailFact } from './payout-email.js'

const userId = '0b7c4f2e-7d1a-4c59-9a57-3f0c2f7a9e11'
const saved = (data: Record<string, unknown>, occurredAt = '2026-03-01T12:00:00.000Z') =>
  ({ id: 'e', type: 'cosigner_profile.saved', occurredAt, data: { profileId: userId, userId, status: 'approved', ...data } }) as EventEnvelope

describe('payout email facts (issue 27)', () => {
  const now = new Date('2026-03-02T00:00:00Z')
  it('reads the address of a save, normalised; none when the save does not carry it', () => {
    expect(readPayoutEmailFact(saved({ paypalEmail: '  Ana@PayPal.Test ' }), now)).toEqual({
      userId,
      paypalEmail: 'ana@paypal.test',
      at: new Date('2026-03-01T12:00:00.000Z'),
    })
    expect(readPayoutEmailFact(saved({ paypalEmail: '' }), now)?.paypalEmail).toBeNull()
    expect(readPayoutEmailFact(saved({ paypalEmail: null }), now)?.paypalEmail).toBeNull()
    expect(readPayoutEmailFact(saved({}), now)).toBeNull()
    expect(readPayoutEmailFact(saved({ paypalEmail: 'a@b.c', userId: 'nope' }), now)).toBeNull()
    expect(readPayoutEmailFact({ ...saved({ paypalEmail: 'a@b.c' }), type: 'cosigner_profile.approved' } as EventEnvelope, now)).toBeNull()
    expect(readPayoutEmailFact(saved({ paypalEmail: 'a@b.c' }, 'garbage'), now)?.at).toEqual(now)
  })

  it('a newer save with another address changes it; equal or older saves do not', () => {
    const at = new Date('2026-03-01T12:00:00Z')
    const stored = { paypalEmail: 'a@pay.test', paypalEmailEventAt: at }
    const fact = (paypalEmail: string | null, ms: number) => ({ userId, paypalEmail, at: new Date(at.getTime() + ms) })
    expect(payoutEmailChange(stored, fact('b@pay.test', 1))).toBe('changed')
    expect(payoutEmailChange(stored, fact(null, 1))).toBe('changed')
    expect(payoutEmailChange(stored, fact('a@pay.test', 1))).toBe('same')
    expect(payoutEmailChange(stored, fact('b@pay.test', 0))).toBe('stale')
    expect(payoutEmailChange(stored, fact('b@pay.test', -1))).toBe('stale')
    expect(payoutEmailChange({ paypalEmail: null, paypalEmailEventAt: null }, fact('a@pay.test', 0))).toBe('changed')
  })
})
