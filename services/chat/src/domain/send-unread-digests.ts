import { outboxRepository } from '../repositories/outbox-repository.js'
import { presenceRepository } from '../repositories/presence-repository.js'
import { readModelRepository } from '../repositories/read-model-repository.js'
import { DIGEST_AWAY_MS, DIGEST_MIN_GAP_MS, groupDigests } from '../model/unread-digest.js'
import type { Deps } from './deps.js'

const BATCH = 500

/**
 * Scheduled (every minute): users away for more than 15 minutes with unread messages written while they were
 * away get one `chat.unread_digest` (auth mails it), at most one per hour, never one per message. One transaction
 * under an advisory lock, so several chat instances run it once; the digest's watermark is written with its
 * outbox row. Returns how many digests were recorded.
 */
export async function sendUnreadDigests(deps: Pick<Deps, 'prisma' | 'record' | 'flush'>, now: Date = new Date()): Promise<number> {
  const awaySince = new Date(now.getTime() - DIGEST_AWAY_MS)
  const recorded = await deps.prisma.$transaction(async (tx) => {
    if (!(await presenceRepository.tryJobLock(tx))) return 0
    const userIds = await presenceRepository.dueForDigest(tx, awaySince, new Date(now.getTime() - DIGEST_MIN_GAP_MS), BATCH)
    if (userIds.length === 0) return 0
    const lines = await presenceRepository.unreadLines(tx, userIds)
    const users = await readModelRepository.users(tx, [...new Set(lines.map((l) => l.otherId))])
    const digests = groupDigests(lines, new Map(users.map((u) => [u.userId, u])))
    for (const digest of digests) await outboxRepository.add(tx, deps.record('chat.unread_digest', digest))
    await presenceRepository.markDigested(tx, userIds, awaySince, now)
    return digests.length
  })
  if (recorded) void deps.flush()
  return recorded
}
