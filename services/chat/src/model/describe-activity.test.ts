import { randomUUID } from 'node:crypto'
import { ACTIVITY_TYPES, type EventEnvelope } from '@cosign/api'
import { describeActivity, type ActivityEventType } from './describe-activity.js'

const event = <T extends ActivityEventType>(type: T, data: EventEnvelope<T>['data']): EventEnvelope<T> => ({
  id: randomUUID(),
  type,
  occurredAt: new Date().toISOString(),
  data,
})
const renterId = randomUUID()
const cosignerId = randomUUID()
const parties = { contractId: randomUUID(), renterId, cosignerId }

describe('describeActivity', () => {
  it('a completed payment is the payer’s payment_made with its amount', () => {
    const [row, ...rest] = describeActivity(
      event('payment.completed', { paymentId: randomUUID(), userId: renterId, purpose: 'match_request', amountCents: 4_900, subjectId: null, metadata: null }),
    )
    expect(rest).toHaveLength(0)
    expect(row).toEqual({ clientId: renterId, type: 'payment_made', title: 'Payment made', description: 'Paid $49.00 for the match request fee.', amountCents: 4_900 })
  })

  it('a contract step 2 is also the cosigner’s payment_received, a replacement credit (nothing paid) is not', () => {
    const step2 = { paymentId: randomUUID(), userId: renterId, purpose: 'contract_cosigner_payment', amountCents: 85_000, subjectId: randomUUID(), metadata: null, payeeId: cosignerId } as const
    expect(describeActivity(event('payment.completed', step2)).map((r) => [r.clientId, r.type, r.amountCents])).toEqual([
      [renterId, 'payment_made', 85_000],
      [cosignerId, 'payment_received', 85_000],
    ])
    expect(describeActivity(event('payment.completed', step2))[1]).toMatchObject({
      title: 'Payment received',
      description: 'Received $850.00 from the renter for the cosigner payment (step 2).',
    })
    const credit = describeActivity(event('payment.completed', { ...step2, amountCents: 0, method: 'credit' }))
    expect(credit.map((r) => r.clientId)).toEqual([renterId])
  })

  it('refunds and installments are payment_received (payer, cosigner)', () => {
    expect(
      describeActivity(event('payment.refunded', { paymentId: randomUUID(), userId: renterId, purpose: 'unlock_contact', amountCents: 999, subjectId: null, metadata: null, refundedAt: '' }))[0],
    ).toMatchObject({ clientId: renterId, type: 'payment_received', amountCents: 999 })
    expect(describeActivity(event('ledger_entry.paid', { ...parties, entryId: randomUUID(), amountCents: 20_000, paidAt: '' }))[0]).toMatchObject({
      clientId: cosignerId,
      type: 'payment_received',
    })
  })

  it('match requests and contract events go on both parties’ timelines', () => {
    const rows = describeActivity(event('match_request.created', { requestId: randomUUID(), renterId, cosignerId }))
    expect(rows.map((r) => [r.clientId, r.type, r.title])).toEqual([
      [renterId, 'match_request', 'Match request sent'],
      [cosignerId, 'match_request', 'Match request received'],
    ])
    const cancelled = describeActivity(event('contract.cancelled', { ...parties, cancelledBy: 'cosigner', cancelledByUserId: cosignerId, reason: 'Moved' }))
    expect(cancelled.map((r) => r.clientId)).toEqual([renterId, cosignerId])
    expect(cancelled[0]).toMatchObject({ type: 'contract_update', description: 'Cancelled by the cosigner: Moved' })
  })

  it('profile events, disputes and Lease Armor enrollments use the spec’s types', () => {
    expect(describeActivity(event('cosigner_profile.rejected', { profileId: randomUUID(), userId: cosignerId, reason: 'Blurry ID' }))[0].type).toBe('profile_update')
    expect(
      describeActivity(
        event('dispute.opened', { disputeId: randomUUID(), reporterId: renterId, reporterRole: 'RENTER', subjectType: 'payment', subjectId: randomUUID(), title: 'Double charge', priority: 'high' }),
      )[0],
    ).toMatchObject({ clientId: renterId, type: 'dispute_filed', description: 'Reported a problem with a payment: Double charge' })
    expect(describeActivity(event('lease_armor.enrolled', { userId: renterId, planId: '3A', monthlyFeeCents: 16_783 }))[0]).toMatchObject({
      type: 'lease_armor_enrollment',
      amountCents: 16_783,
    })
  })

  it('admins’ sign-ups are not client activity', () => {
    expect(describeActivity(event('user.registered', { userId: randomUUID(), email: 'a@x.io', firstName: 'A', lastName: 'B', role: 'ADMIN' }))).toEqual([])
    expect(describeActivity(event('user.registered', { userId: renterId, email: 'r@x.io', firstName: 'R', lastName: 'L', role: 'RENTER' }))[0].type).toBe('profile_update')
  })

  it('every row type is one of the timeline’s types', () => {
    const rows = describeActivity(event('contract.finalized', parties))
    for (const row of rows) expect(ACTIVITY_TYPES).toContain(row.type)
  })
})
