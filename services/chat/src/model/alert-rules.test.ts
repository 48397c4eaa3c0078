import { randomUUID } from 'node:crypto'
import { HIGH_VALUE_SIGNUP_MIN_CREDIT_SCORE, LARGE_TRANSACTION_THRESHOLD_CENTS, type EventEnvelope, type PaymentEventData } from '@cosign/api'
import { alertFor, type AlertEventType } from './alert-rules.js'

const event = <T extends AlertEventType>(type: T, data: EventEnvelope<T>['data']): EventEnvelope<T> => ({
  id: randomUUID(),
  type,
  occurredAt: new Date().toISOString(),
  data,
})
const payment = (amountCents: number): PaymentEventData => ({
  paymentId: randomUUID(),
  userId: randomUUID(),
  purpose: 'contract_cosigner_payment',
  amountCents,
  subjectId: randomUUID(),
  metadata: null,
})

describe('admin alert rules', () => {
  it('payment_failed: none for a payment the buyer cancelled or abandoned', () => {
    for (const failureKind of ['cancelled', 'expired'] as const)
      expect(alertFor(event('payment.failed', { ...payment(1_500), reason: 'Cancelled', failureKind }))).toBeNull()
  })

  it('payment_failed: every failed payment, high priority, with amount and reason, keyed by the event', () => {
    const e = event('payment.failed', { ...payment(1_500), reason: 'Card declined' })
    expect(alertFor(e)).toEqual({
      type: 'payment_failed',
      title: 'Payment failed',
      message: 'A $15.00 payment for the contract cosigner payment failed: Card declined',
      priority: 'high',
      subjectId: e.data.paymentId,
      dedupeKey: `payment_failed:${e.id}`,
    })
  })

  it('large_transaction: fires at the threshold and above, never below; once per payment', () => {
    expect(alertFor(event('payment.completed', payment(LARGE_TRANSACTION_THRESHOLD_CENTS - 1)))).toBeNull()
    const at = payment(LARGE_TRANSACTION_THRESHOLD_CENTS)
    const first = alertFor(event('payment.completed', at))
    expect(first).toMatchObject({ type: 'large_transaction', priority: 'medium', subjectId: at.paymentId })
    expect(first?.message).toBe('A $2,500.00 payment for the contract cosigner payment was completed.')
    // A second event for the same payment carries the same key, so the unique key stores it once.
    expect(alertFor(event('payment.completed', at))?.dedupeKey).toBe(first?.dedupeKey)
    expect(alertFor(event('payment.completed', payment(1_000_000)))?.type).toBe('large_transaction')
  })

  it('dispute_opened: at the priority the reporter chose, keyed by the dispute', () => {
    const disputeId = randomUUID()
    const alert = alertFor(
      event('dispute.opened', {
        disputeId,
        reporterId: randomUUID(),
        reporterRole: 'RENTER',
        subjectType: 'payment',
        subjectId: randomUUID(),
        title: 'Charged twice',
        priority: 'low',
      }),
    )
    expect(alert).toEqual({
      type: 'dispute_opened',
      title: 'New dispute',
      message: 'A renter reported a problem with a payment: Charged twice (Low priority)',
      priority: 'low',
      subjectId: disputeId,
      dedupeKey: `dispute_opened:${disputeId}`,
    })
  })

  it('high_value_signup: a credit score of 800 or more, once per client (the key is the user)', () => {
    const userId = randomUUID()
    const upload = (creditScore: number) => alertFor(event('credit_report.uploaded', { userId, creditScore, documentId: randomUUID() }))
    expect(upload(HIGH_VALUE_SIGNUP_MIN_CREDIT_SCORE - 1)).toBeNull()
    const first = upload(HIGH_VALUE_SIGNUP_MIN_CREDIT_SCORE)
    expect(first).toMatchObject({ type: 'high_value_signup', priority: 'low', subjectId: userId, dedupeKey: `high_value_signup:${userId}` })
    expect(upload(850)?.dedupeKey).toBe(first?.dedupeKey)
  })

  it('profile_review: a paid cosigner profile waiting for review, medium', () => {
    const profileId = randomUUID()
    expect(alertFor(event('cosigner_profile.submitted', { profileId, userId: randomUUID() }))).toMatchObject({
      type: 'profile_review',
      priority: 'medium',
      subjectId: profileId,
    })
  })
})
