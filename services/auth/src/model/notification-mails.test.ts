import { randomUUID } from 'node:crypto'
import type { EventEnvelope } from '@cosign/api'
import { NOTIFICATION_MAIL_MAX_AGE_MS, notificationMailFor, renderNotificationMail } from './notification-mails.js'

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
