import { isUuid, type EventEnvelope } from '@cosign/api'
import type { Tx } from '../repositories/db.js'
import { accountNameRepository } from '../repositories/account-name-repository.js'

/** user.registered / user.updated (auth): the name the admin's credit report reviews show. False when malformed. */
export async function recordAccountName(
  tx: Tx,
  event: EventEnvelope<'user.registered' | 'user.updated'>,
): Promise<boolean> {
  const { userId, firstName, lastName } = event.data ?? {}
  const at = new Date(event.occurredAt)
  if (typeof userId !== 'string' || !isUuid(userId) || Number.isNaN(at.getTime())) return false
  if (typeof firstName !== 'string' || typeof lastName !== 'string') return false
  await accountNameRepository.record(tx, { userId: userId.toLowerCase(), firstName, lastName }, at)
  return true
}
