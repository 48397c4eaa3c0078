import { randomUUID } from 'node:crypto'
import type { EventEnvelope } from '@cosign/api'
import {
  describeNotification,
  MESSAGE_MAX,
  NOTIFYING_EVENTS,
  type NotifyingEvent,
} from './describe-notification.js'

const renter = randomUUID()
const cosigner = randomUUID()
const event = <T extends NotifyingEvent>(type: T, data: EventEnvelope<T>['data']): EventEnvelope<T> => ({
  id: randomUUID(),
  type,
  occurredAt: new Date().toISOString(),
  data,
})
const describe_ = (e: EventEnvelope<NotifyingEvent>) => describeNotification(e, 'Cosign Marketplace')
const pair = { requestId: randomUUID(), renterId: renter, cosignerId: cosigner }
const creditPair = { requestId: randomUUID(), requesterId: renter, targetUserId: cosigner }
const creditReview = {
  userId: renter,
  documentId: randomUUID(),
  creditScore: 712,
  reviewedBy: cosigner,
  reviewedAt: new Date().toISOString(),
}
const payment = {
  paymentId: randomUUID(),
  userId: renter,
  purpose: 'unlock_contact' as const,
  amountCents: 2500,
  subjectId: null,
  metadata: null,
}

describe('describeNotification', () => {
  it('welcomes a new user by first name', () => {
    const n = describe_(
      event('user.registered', {
        userId: renter,
        email: 'a@b.co',
        firstName: ' Ana ',
        lastName: 'B',
        role: 'RENTER',
      }),
    )
    expect(n).toEqual({
      userId: renter,
      title: 'Welcome to Cosign Marketplace!',
      message: expect.stringContaining('Welcome to Cosign Marketplace, Ana!'),
    })
  })

  it('welcomes a user without a first name without a dangling comma', () => {
    const n = describe_(
      event('user.registered', {
        userId: renter,
        email: 'a@b.co',
        firstName: '',
        lastName: '',
        role: 'RENTER',
      }),
    )
    expect(n?.message.startsWith('Welcome to Cosign Marketplace! ')).toBe(true)
  })

  it.each([
    [
      'cosigner_profile.approved',
      { profileId: randomUUID(), userId: cosigner },
      cosigner,
      'Profile Approved',
    ],
    ['match_request.created', pair, cosigner, 'New Match Request'],
    ['match_request.accepted', pair, renter, 'Match Request Accepted'],
    ['match_request.declined', pair, renter, 'Match Request Declined'],
    ['match_request.withdrawn', pair, cosigner, 'Match Request Withdrawn'],
    ['credit_report_request.created', creditPair, cosigner, 'Credit Report Request'],
    ['credit_report_request.approved', creditPair, renter, 'Request Approved'],
    ['credit_report_request.denied', creditPair, renter, 'Request Denied'],
    ['payment.completed', payment, renter, 'Payment Successful'],
    ['payment.failed', { ...payment, reason: 'INSTRUMENT_DECLINED' }, renter, 'Payment Failed'],
  ] as const)('%s goes to the right person', (type, data, recipient, title) => {
    const n = describe_(event(type as NotifyingEvent, data as never))
    expect(n?.userId).toBe(recipient)
    expect(n?.title).toBe(title)
  })

  it('uses the spec wording for credit report decisions', () => {
    expect(describe_(event('credit_report_request.approved', creditPair))?.message).toBe(
      'Credit report request has been approved.',
    )
    expect(describe_(event('credit_report_request.denied', creditPair))?.message).toBe(
      'Credit report request has been denied.',
    )
  })

  it('tells the owner of a credit report the review decision, with the reason of a rejection', () => {
    const verified = describe_(event('credit_report.verified', creditReview))
    expect(verified).toMatchObject({ userId: renter, title: 'Credit Report Verified' })
    expect(verified?.message).toContain('712')
    const rejected = describe_(event('credit_report.rejected', { ...creditReview, reason: ' Blurry scan ' }))
    expect(rejected).toMatchObject({ userId: renter, title: 'Credit Report Not Verified' })
    expect(rejected?.message).toContain('Reason: Blurry scan')
  })

  it('gives the rejection reason to the cosigner', () => {
    const n = describe_(
      event('cosigner_profile.rejected', {
        profileId: randomUUID(),
        userId: cosigner,
        reason: 'Bio is incomplete',
      }),
    )
    expect(n).toMatchObject({ userId: cosigner, title: 'Profile Not Approved' })
    expect(n?.message).toContain('Reason: Bio is incomplete')
  })

  it('formats payment amounts in dollars and keeps technical failure reasons out', () => {
    expect(describe_(event('payment.completed', payment))?.message).toContain(
      '$25.00 payment for unlocking contact details',
    )
    const failed = describe_(event('payment.failed', { ...payment, reason: 'INSTRUMENT_DECLINED' }))
    expect(failed?.message).toContain('could not be completed')
    expect(failed?.message).not.toContain('INSTRUMENT_DECLINED')
  })

  it('passes notification.requested through and bounds its length', () => {
    const n = describe_(
      event('notification.requested', { userId: renter, title: 'Hello', message: 'x'.repeat(5000) }),
    )
    expect(n).toMatchObject({ userId: renter, title: 'Hello' })
    expect(n?.message).toHaveLength(MESSAGE_MAX)
  })

  it('skips malformed events instead of storing them', () => {
    expect(
      describe_(event('notification.requested', { userId: 'not-a-uuid', title: 'a', message: 'b' })),
    ).toBeNull()
    expect(
      describe_(event('notification.requested', { userId: renter, title: ' ', message: 'b' })),
    ).toBeNull()
    expect(describe_({ ...event('payment.completed', payment), data: undefined as never })).toBeNull()
  })

  it('turns every event type it subscribes to into a notification', () => {
    const samples: { [K in NotifyingEvent]: EventEnvelope<K>['data'] } = {
      'user.registered': { userId: renter, email: 'a@b.co', firstName: 'Ana', lastName: 'B', role: 'RENTER' },
      'cosigner_profile.approved': { profileId: randomUUID(), userId: cosigner },
      'cosigner_profile.rejected': { profileId: randomUUID(), userId: cosigner, reason: 'r' },
      'match_request.created': pair,
      'match_request.accepted': pair,
      'match_request.declined': pair,
      'match_request.withdrawn': pair,
      'credit_report_request.created': creditPair,
      'credit_report_request.approved': creditPair,
      'credit_report_request.denied': creditPair,
      'credit_report.verified': creditReview,
      'credit_report.rejected': { ...creditReview, reason: 'r' },
      'payment.completed': payment,
      'payment.failed': { ...payment, reason: 'r' },
      'notification.requested': { userId: renter, title: 't', message: 'm' },
    }
    for (const type of NOTIFYING_EVENTS) expect(describe_(event(type, samples[type] as never))).not.toBeNull()
  })
})

test('an event type outside the list, even one named like an object property, asks for nothing', () => {
  for (const type of ['contract.signed', 'toString', '__proto__'])
    expect(
      describe_({ ...event('payment.completed', payment), type } as unknown as EventEnvelope<NotifyingEvent>),
    ).toBeNull()
})
