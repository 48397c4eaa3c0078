import { EMAIL_NOTIFICATION_LABELS, type EmailNotificationKind } from '@cosign/api'
import { userRepository } from '../repositories/user-repository.js'
import { readUnsubscribeToken, unsubscribeLinkInvalid as invalidLink } from '../model/unsubscribe-token.js'
import type { Deps } from './deps.js'

/** The kind an unsubscribe link names, for the confirmation page (GET changes nothing: scanners open links). */
export async function describeUnsubscribeLink(
  deps: Pick<Deps, 'prisma' | 'unsubscribeKey'>,
  token: string,
): Promise<{ kind: EmailNotificationKind; label: string }> {
  const named = readUnsubscribeToken(deps.unsubscribeKey, token)
  if (!named || !(await userRepository.findById(deps.prisma, named.userId))) throw invalidLink()
  return { kind: named.kind, label: EMAIL_NOTIFICATION_LABELS[named.kind].label }
}
