import type { Role, User } from '../generated/prisma/client.js'
import type { Db } from './db.js'

export interface RegisteredUser {
  id: string
  email: string
  firstName: string
  lastName: string
  role: Role
}

export const userRepository = {
  findById: (db: Db, id: string): Promise<User | null> => db.user.findUnique({ where: { id } }),

  /** Creates the read-model row from a token's claims when no event has created it yet; never overwrites. */
  ensureExists: (db: Db, user: { id: string; email: string; role: Role }): Promise<number> =>
    db.$executeRaw`INSERT INTO users (id, email, role, updated_at) VALUES (${user.id}::uuid, ${user.email}, ${user.role}::"Role", now())
                   ON CONFLICT (id) DO NOTHING`,

  upsertRegistered: (db: Db, user: RegisteredUser): Promise<User> =>
    db.user.upsert({
      where: { id: user.id },
      create: user,
      update: { email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role },
    }),

  /** Name and email from a settings change; how many rows changed (0 when the user is not known here yet). */
  updateContact: async (db: Db, id: string, contact: { email: string; firstName: string; lastName: string }): Promise<number> =>
    (await db.user.updateMany({ where: { id }, data: contact })).count,
  /** Returns how many rows changed (0 when the user is not known here yet). */
  setRole: async (db: Db, id: string, role: Role): Promise<number> =>
    (await db.user.updateMany({ where: { id }, data: { role } })).count,
  setActive: async (db: Db, id: string, isActive: boolean): Promise<number> =>
    (await db.user.updateMany({ where: { id }, data: { isActive } })).count,

  recordCreditScore: async (
    db: Db,
    id: string,
    creditScore: number,
    documentId: string | null,
  ): Promise<number> =>
    (
      await db.user.updateMany({
        where: { id },
        data: {
          creditScore,
          creditVerified: false,
          creditDocumentId: documentId,
          creditUploadedAt: new Date(),
        },
      })
    ).count,

  /** The review of the user's latest upload; 0 rows when documentId is no longer the latest (or unknown). */
  setCreditVerified: async (
    db: Db,
    id: string,
    documentId: string,
    creditVerified: boolean,
  ): Promise<number> =>
    (await db.user.updateMany({ where: { id, creditDocumentId: documentId }, data: { creditVerified } }))
      .count,
}

export const userLookup = {
  findByIds: (db: Db, ids: string[]): Promise<User[]> =>
    ids.length ? db.user.findMany({ where: { id: { in: ids } } }) : Promise.resolve([]),
}
