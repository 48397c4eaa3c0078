import { EMAIL_NOTIFICATION_LABELS, NOTIFICATION_EMAIL_MESSAGES, type EmailNotificationKind } from '@cosign/api'
import { userRepository } from '../repositories/user-repository.js'
import { notificationPreferenceRepository } from '../repositories/notification-preference-repository.js'
import { readUnsubscribeToken, unsubscribeLinkInvalid as invalidLink } from '../model/unsubscribe-token.js'
import type { Deps } from './deps.js'

/** One-click unsubscribe (RFC 8058 POST, or the page's button): switches the link's kind of email off. */
export async function unsubscribeByLink(
  deps: Pick<Deps, 'prisma' | 'unsubscribeKey' | 'log'>,
  token: string,
): Promise<{ kind: EmailNotificationKind; label: string; message: string }> {
  const named = readUnsubscribeToken(deps.unsubscribeKey, token)
  if (!named || !(await userRepository.findById(deps.prisma, named.userId))) throw invalidLink()
  await notificationPreferenceRepository.setEmailEnabled(deps.prisma, named.userId, named.kind, false)
  deps.log.info({ userId: named.userId, kind: named.kind }, 'notification email switched off by unsubscribe link')
  const label = EMAIL_NOTIFICATION_LABELS[named.kind].label
  return { kind: named.kind, label, message: NOTIFICATION_EMAIL_MESSAGES.unsubscribed(label) }
}
