import type { Db } from './db.js'

// What chat keeps of the other services' facts (fed by events, see domain/apply-conversation-event.ts): names and
// roles, who owns which cosigner profile, paid unlocks, and which contract links which two people.
export const readModelRepository = {
  async saveUser(db: Db, u: { userId: string; firstName: string; lastName: string; role: string }): Promise<void> {
    await db.$executeRaw`INSERT INTO chat_users (user_id, first_name, last_name, role, updated_at)
      VALUES (${u.userId}::uuid, ${u.firstName}, ${u.lastName}, ${u.role}, now())
      ON CONFLICT (user_id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
        role = COALESCE(chat_users.role, EXCLUDED.role), updated_at = now()`
  },
  async setRole(db: Db, userId: string, role: string): Promise<void> {
    await db.$executeRaw`INSERT INTO chat_users (user_id, role) VALUES (${userId}::uuid, ${role})
      ON CONFLICT (user_id) DO UPDATE SET role = EXCLUDED.role, updated_at = now()`
  },
  /** The account's new name (user.updated, issue 29): the conversation list shows it. */
  async rename(db: Db, userId: string, firstName: string, lastName: string): Promise<void> {
    await db.$executeRaw`INSERT INTO chat_users (user_id, first_name, last_name) VALUES (${userId}::uuid, ${firstName}, ${lastName})
      ON CONFLICT (user_id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, updated_at = now()`
  },
  /** A name known from another event (a match request): used only while the user's own name is unknown. */
  async nameIfUnknown(db: Db, userId: string, name: string): Promise<void> {
    await db.$executeRaw`INSERT INTO chat_users (user_id, first_name) VALUES (${userId}::uuid, ${name})
      ON CONFLICT (user_id) DO UPDATE SET first_name = EXCLUDED.first_name, updated_at = now()
      WHERE chat_users.first_name = '' AND chat_users.last_name = ''`
  },
  users: (db: Db, userIds: string[]) => db.chatUser.findMany({ where: { userId: { in: userIds } } }),
  user: (db: Db, userId: string) => db.chatUser.findUnique({ where: { userId } }),

  async saveProfileOwner(db: Db, profileId: string, userId: string): Promise<void> {
    await db.$executeRaw`INSERT INTO cosigner_profile_owners (profile_id, user_id) VALUES (${profileId}::uuid, ${userId}::uuid)
      ON CONFLICT (profile_id) DO NOTHING`
  },
  profileOwner: (db: Db, profileId: string) => db.cosignerProfileOwner.findUnique({ where: { profileId } }),

  async saveUnlock(db: Db, u: { renterId: string; profileId: string; purpose: string; paidAt: Date }): Promise<void> {
    await db.$executeRaw`INSERT INTO contact_unlocks (renter_id, profile_id, purpose, paid_at)
      VALUES (${u.renterId}::uuid, ${u.profileId}::uuid, ${u.purpose}, ${u.paidAt})
      ON CONFLICT (renter_id, profile_id) DO NOTHING`
  },
  unlocksOf: (db: Db, profileId: string) => db.contactUnlock.findMany({ where: { profileId } }),

  async saveContract(db: Db, c: { contractId: string; renterId: string; cosignerId: string }): Promise<void> {
    await db.$executeRaw`INSERT INTO chat_contracts (contract_id, renter_id, cosigner_id)
      VALUES (${c.contractId}::uuid, ${c.renterId}::uuid, ${c.cosignerId}::uuid)
      ON CONFLICT (contract_id) DO NOTHING`
  },
  contract: (db: Db, contractId: string) => db.chatContract.findUnique({ where: { contractId } }),
  contractsBetween: (db: Db, pairs: { renterId: string; cosignerId: string }[]) =>
    pairs.length === 0
      ? Promise.resolve([])
      : db.chatContract.findMany({ where: { OR: pairs }, orderBy: [{ createdAt: 'desc' }, { contractId: 'asc' }] }),
}
