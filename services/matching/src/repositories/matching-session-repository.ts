import type { MatchingSession } from '../generated/prisma/client.js'
import type { Db } from './db.js'

export const matchingSessionRepository = {
  /** The renter's live session that ends last, if any. */
  findLive: (db: Db, renterId: string, now: Date): Promise<MatchingSession | null> =>
    db.matchingSession.findFirst({
      where: { renterId, revokedAt: null, expiresAt: { gt: now } },
      orderBy: { expiresAt: 'desc' },
    }),
  /** Idempotent per payment. */
  grant: async (db: Db, renterId: string, paymentId: string, expiresAt: Date): Promise<void> => {
    await db.$executeRaw`INSERT INTO matching_sessions (id, renter_id, payment_id, expires_at)
                         VALUES (gen_random_uuid(), ${renterId}::uuid, ${paymentId}::uuid, ${expiresAt})
                         ON CONFLICT (payment_id) DO NOTHING`
  },
  revokeByPayment: async (db: Db, paymentId: string, at: Date): Promise<number> =>
    (await db.matchingSession.updateMany({ where: { paymentId, revokedAt: null }, data: { revokedAt: at } }))
      .count,
}
