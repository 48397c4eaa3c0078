import type { Db } from './db.js'

/** What unlocked it: a paid unlock, a paid match request, or an accepted match request (both ways). */
export type UnlockSource = 'unlock_contact' | 'match_request' | 'match_accepted'

export const contactUnlockRepository = {
  /** Idempotent: a second grant for the same viewer and profile keeps the first. */
  grant: async (
    db: Db,
    viewerId: string,
    profileId: string,
    source: UnlockSource,
    paymentId: string | null,
  ): Promise<void> => {
    await db.$executeRaw`INSERT INTO contact_unlocks (viewer_id, profile_id, source, payment_id)
                         VALUES (${viewerId}::uuid, ${profileId}::uuid, ${source}, ${paymentId}::uuid)
                         ON CONFLICT (viewer_id, profile_id) DO NOTHING`
  },
  revokeByPayment: async (db: Db, paymentId: string): Promise<number> =>
    (await db.contactUnlock.deleteMany({ where: { paymentId } })).count,
}
