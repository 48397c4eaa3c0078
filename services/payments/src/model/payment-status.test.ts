import { PAYMENT_STATUSES } from '@cosign/api'
import { canTransition, isFinal, statusForCapture } from './payment-status.js'

describe('payment state machine', () => {
  it('allows exactly pending->completed, pending->failed and completed->refunded', () => {
    const allowed = PAYMENT_STATUSES.flatMap((from) =>
      PAYMENT_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}->${to}`),
    )
    expect(allowed.sort()).toEqual(['completed->refunded', 'pending->completed', 'pending->failed'])
  })

  it('treats failed and refunded as final', () => {
    expect(PAYMENT_STATUSES.filter(isFinal).sort()).toEqual(['failed', 'refunded'])
  })

  it('maps PayPal capture statuses', () => {
    expect(statusForCapture('COMPLETED')).toBe('completed')
    expect(statusForCapture('REFUNDED')).toBe('completed')
    expect(statusForCapture('DECLINED')).toBe('failed')
    expect(statusForCapture('FAILED')).toBe('failed')
    expect(statusForCapture('PENDING')).toBeNull()
  })
})
