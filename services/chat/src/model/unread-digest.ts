import type { DomainEvents } from '@cosign/api'
import { displayNameOf } from './chat-dto.js'

/** Away this long with unread messages: a digest email (issue 29). */
export const DIGEST_AWAY_MS = 15 * 60_000
/** At most one digest per user in this time: messages arriving later wait for the next one. */
export const DIGEST_MIN_GAP_MS = 60 * 60_000
/** Lines of one digest (its busiest conversations). */
export const DIGEST_MAX_CONVERSATIONS = 50

/**
 * One digest per user from the unread lines (user, conversation, sender, count): conversations in the order given
 * (most recent first), each named by the other party, at most DIGEST_MAX_CONVERSATIONS. Pure.
 */
export function groupDigests(
  lines: readonly { userId: string; conversationId: string; otherId: string; userIsRenter: boolean; unreadCount: number }[],
  users: ReadonlyMap<string, { firstName: string; lastName: string }>,
): DomainEvents['chat.unread_digest'][] {
  const byUser = new Map<string, DomainEvents['chat.unread_digest']>()
  for (const line of lines) {
    if (line.unreadCount < 1) continue
    let digest = byUser.get(line.userId)
    if (!digest) byUser.set(line.userId, (digest = { userId: line.userId, conversations: [] }))
    const known = digest.conversations.find((c) => c.conversationId === line.conversationId)
    if (known) known.unreadCount += line.unreadCount
    else if (digest.conversations.length < DIGEST_MAX_CONVERSATIONS)
      digest.conversations.push({
        conversationId: line.conversationId,
        with: displayNameOf(users.get(line.otherId), line.userIsRenter ? 'cosigner' : 'renter'),
        unreadCount: line.unreadCount,
      })
  }
  return [...byUser.values()]
}
