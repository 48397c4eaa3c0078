import type { Prisma, PrismaClient } from '../generated/prisma/client.js'

type Db = PrismaClient | Prisma.TransactionClient

/** A grant as it was used up: the approval (credit report request) it came from. */
export interface ConsumedGrant {
  requestId: string
  requesterId: string
  targetUserId: string
  consumedAt: Date
}

export const grantRepository = {
  /** Records a grant once per approved request, however often the approval event arrives. */
  createOnce: async (
    db: Db,
    grant: { requestId: string; requesterId: string; targetUserId: string },
  ): Promise<void> => {
    await db.creditReportGrant.createMany({ data: [grant], skipDuplicates: true })
  },
  /** The user whose report a used-up grant (by its approval) lets its requester view; null if none. */
  consumedTarget: async (db: Db, requestId: string): Promise<string | null> =>
    (
      await db.creditReportGrant.findFirst({
        where: { requestId, consumedAt: { not: null } },
        select: { targetUserId: true },
      })
    )?.targetUserId ?? null,
  hasUnused: async (db: Db, requesterId: string, targetUserId: string): Promise<boolean> =>
    (await db.creditReportGrant.count({ where: { requesterId, targetUserId, consumedAt: null } })) > 0,
  /**
   * Uses up the oldest unused grant and returns it (which approval it was, and when); null when none is left.
   * Concurrent callers never share one.
   */
  consumeOne: async (db: Db, requesterId: string, targetUserId: string): Promise<ConsumedGrant | null> => {
    const rows = await db.$queryRaw<ConsumedGrant[]>`
      UPDATE credit_report_grants SET consumed_at = now()
      WHERE id = (
        SELECT id FROM credit_report_grants
        WHERE requester_id = ${requesterId}::uuid AND target_user_id = ${targetUserId}::uuid AND consumed_at IS NULL
        ORDER BY granted_at LIMIT 1 FOR UPDATE SKIP LOCKED)
      RETURNING request_id::text AS "requestId", requester_id::text AS "requesterId",
        target_user_id::text AS "targetUserId", consumed_at AS "consumedAt"`
    return rows[0] ?? null
  },
}
