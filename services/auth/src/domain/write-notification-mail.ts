import type { EventEnvelope } from '@cosign/api'
import type { Tx } from '../repositories/db.js'
import { userRepository } from '../repositories/user-repository.js'
import { notificationPreferenceRepository } from '../repositories/notification-preference-repository.js'
import { outboundMailRepository } from '../repositories/outbound-mail-repository.js'
import { notificationMailsFor, renderNotificationMail, type NotificationMailDraft } from '../model/notification-mails.js'
import { signUnsubscribeToken, unsubscribeUrl } from '../model/unsubscribe-token.js'
import type { Deps } from './deps.js'

export type NotificationMailOutcome =
  | 'written'
  /** This event's email was written before (a redelivery): nothing new. */
  | 'duplicate'
  /** The event asks for no email (or is too old to be news). */
  | 'none'
  | 'unknown_user'
  /** The recipient switched this kind off, or their account is switched off. */
  | 'not_wanted'

/**
 * Writes the notification emails an event asks for into the mail outbox, in the consumer's transaction. Their
 * idempotency key is the event's id (with the recipient when an event mails both parties), so an event delivered
 * twice (or handled by two instances) writes each email once. The recipient's preference is read at this moment:
 * switching a kind off stops the emails of later events. The outcome: 'written' when any email was written, else
 * the first recipient's.
 */
export async function writeNotificationMail(
  deps: Pick<Deps, 'now' | 'mailBrand' | 'unsubscribeKey'>,
  tx: Tx,
  event: EventEnvelope,
): Promise<NotificationMailOutcome> {
  const drafts = notificationMailsFor(event, deps.now())
  const outcomes: NotificationMailOutcome[] = []
  for (const draft of drafts) {
    const key = drafts.length === 1 ? `notification:${event.id}` : `notification:${event.id}:${draft.userId}`
    outcomes.push(await writeOne(deps, tx, draft, key))
  }
  return outcomes.includes('written') ? 'written' : (outcomes[0] ?? 'none')
}

async function writeOne(
  deps: Pick<Deps, 'mailBrand' | 'unsubscribeKey'>,
  tx: Tx,
  draft: NotificationMailDraft,
  idempotencyKey: string,
): Promise<NotificationMailOutcome> {
  const user = await userRepository.findById(tx, draft.userId)
  if (!user) return 'unknown_user'
  if (!user.isActive || !(await notificationPreferenceRepository.isEmailEnabled(tx, user.id, draft.kind)))
    return 'not_wanted'
  const link = unsubscribeUrl(deps.mailBrand.origin, signUnsubscribeToken(deps.unsubscribeKey, user.id, draft.kind))
  const added = await outboundMailRepository.add(tx, {
    idempotencyKey,
    kind: `notification:${draft.kind}`,
    toAddress: user.email,
    headers: {
      // RFC 8058: the mail provider POSTs "List-Unsubscribe=One-Click" to the link; no session needed.
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...renderNotificationMail(deps.mailBrand, draft, { firstName: user.firstName, unsubscribeUrl: link }),
  })
  return added ? 'written' : 'duplicate'
}
