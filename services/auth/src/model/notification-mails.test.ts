import { randomUUID } from 'node:crypto'
import type { EventEnvelope } from '@cosign/api'
import { NOTIFICATION_MAIL_MAX_AGE_MS, notificationMailFor, notificationMailsFor, renderNotificationMail } from './notification-mails.js'

const now = new Date('2026-11-27T12:00:00.000Z')
const brand = { productName: 'Cosign', postalAddress: '1 Test Road', origin: 'https://cosign.test' }
const event = (type: string, data: unknown, occurredAt = now): EventEnvelope =>
  ({ id: randomUUID(), type, occurredAt: occurredAt.toISOString(), data }) as EventEnvelope

describe('notificationMailFor', () => {
  const renterId = randomUUID()
  const cosignerId = randomUUID()
  const contractId = randomUUID()

  test('a contract asks the party who signs next', () => {
    const byCosigner = notificationMailFor(event('contract.created', { contractId, renterId, cosignerId, feeCents: 1, createdBy: cosignerId }), now)
    expect(byCosigner).toMatchObject({ userId: renterId, kind: 'contract_signature', action: { path: `/contracts/${contractId}` } })
    const byAdmin = notificationMailFor(
      event('contract.created', { contractId, renterId, cosignerId, feeCents: 1, createdBy: randomUUID(), status: 'awaiting_cosigner' }),
      now,
    )
    expect(byAdmin).toMatchObject({ userId: cosignerId, kind: 'contract_signature' })
  })

  test('events older than the limit, unknown types and missing data ask for nothing', () => {
    const old = new Date(now.getTime() - NOTIFICATION_MAIL_MAX_AGE_MS - 1)
    expect(notificationMailFor(event('match_request.created', { requestId: randomUUID(), renterId, cosignerId }, old), now)).toBeNull()
    expect(notificationMailFor(event('match_request.withdrawn', { requestId: randomUUID(), renterId, cosignerId }), now)).toBeNull()
    expect(notificationMailFor(event('toString', {}), now)).toBeNull()
    expect(notificationMailFor(event('payment.completed', null), now)).toBeNull()
  })

  test('the rendered email escapes the reason and carries the unsubscribe link in both parts', () => {
    const draft = notificationMailFor(
      event('cosigner_profile.rejected', { profileId: randomUUID(), userId: cosignerId, reason: '<b>Blurry</b>' }),
      now,
    )!
    const mail = renderNotificationMail(brand, draft, { firstName: 'Cora', unsubscribeUrl: 'https://cosign.test/api/auth/unsubscribe?token=t' })
    expect(mail.text).toContain('Reason: <b>Blurry</b>')
    expect(mail.html).toContain('Reason: &lt;b&gt;Blurry&lt;/b&gt;')
    expect(mail.text).toContain('Update your profile: https://cosign.test/profile/cosigner')
    expect(mail.text).toContain('Unsubscribe from these emails: https://cosign.test/api/auth/unsubscribe?token=t')
    expect(mail.html).toContain('href="https://cosign.test/api/auth/unsubscribe?token=t"')
    expect(mail.text).toContain('"Profile reviews" emails are on')
  })
})

describe('notificationMailsFor: the rest of the issue 29 list', () => {
  const renterId = randomUUID()
  const cosignerId = randomUUID()
  const contractId = randomUUID()
  const parties = { contractId, renterId, cosignerId }

  test('a finalized contract mails both parties the agreement; fully signed tells the cosigner', () => {
    const finalized = notificationMailsFor(event('contract.finalized', parties), now)
    expect(finalized.map((d) => d.userId).sort()).toEqual([renterId, cosignerId].sort())
    for (const d of finalized) expect(d).toMatchObject({ kind: 'contract_progress', action: { path: `/contracts/${contractId}#agreement` } })
    expect(notificationMailsFor(event('contract.fully_signed', { ...parties, feeCents: 1, cosignerPaypalEmail: 'c@example.com' }), now)).toEqual([
      expect.objectContaining({ userId: cosignerId, subject: 'The renter signed your contract' }),
    ])
  })

  test('installments due soon and overdue remind the renter with the amount, the day and the schedule', () => {
    const entry = { ...parties, entryId: randomUUID(), amountCents: 12_500, dueDate: '2026-12-01' }
    const [soon] = notificationMailsFor(event('ledger_entry.due_soon', entry), now)
    const [late] = notificationMailsFor(event('ledger_entry.overdue', entry), now)
    expect(soon).toMatchObject({ userId: renterId, kind: 'installments', subject: 'An installment is due soon' })
    expect(late).toMatchObject({ userId: renterId, kind: 'installments', subject: 'An installment is overdue' })
    expect(soon.paragraphs[0]).toContain('$125.00')
    expect(soon.action.path).toBe(`/ledger?contractId=${contractId}`)
  })

  test('a dispute mails its reporter only when its status changed', () => {
    const base = { disputeId: randomUUID(), reporterId: renterId, actorId: randomUUID(), status: 'resolved' }
    const status = notificationMailsFor(event('dispute.updated', { ...base, changes: [{ field: 'status', from: 'open', to: 'resolved' }] }), now)
    expect(status).toEqual([expect.objectContaining({ userId: renterId, kind: 'dispute_updates', subject: 'Your problem report is resolved' })])
    expect(notificationMailsFor(event('dispute.updated', { ...base, changes: [{ field: 'priority', from: 'low', to: 'high' }] }), now)).toEqual([])
  })

  test('credit reviews reach the owner, with the reason of a rejection', () => {
    const review = { userId: renterId, documentId: randomUUID(), creditScore: 712, reviewedBy: randomUUID(), reviewedAt: now.toISOString() }
    expect(notificationMailFor(event('credit_report.verified', review), now)?.paragraphs[0]).toContain('712')
    expect(notificationMailFor(event('credit_report.rejected', { ...review, reason: 'Blurry' }), now)?.paragraphs[0]).toContain('Reason: Blurry')
  })

  test('the unread digest is one email that sums the conversations, one line each', () => {
    const digest = notificationMailsFor(
      event('chat.unread_digest', {
        userId: renterId,
        conversations: [
          { conversationId: randomUUID(), with: 'Cora Signer', unreadCount: 3 },
          { conversationId: randomUUID(), with: 'Support', unreadCount: 1 },
        ],
      }),
      now,
    )
    expect(digest).toHaveLength(1)
    expect(digest[0]).toMatchObject({ kind: 'chat_digest', subject: 'You have 4 unread messages', action: { path: '/chat' } })
    expect(digest[0].paragraphs).toEqual(['Messages are waiting for you in your chats:', 'Cora Signer: 3 unread messages', 'Support: 1 unread message'])
  })
})
