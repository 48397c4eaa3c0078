import type { Db } from './db.js'

const NAME = { firstName: true, lastName: true } as const

/** The names people gave in their profiles (match requests and credit report requests show them). */
export const profileNameRepository = {
  /** Renter and cosigner profiles of these profile ids, with their names. */
  byProfileIds: async (db: Db, ids: string[]) => {
    const unique = [...new Set(ids)]
    const [renters, cosigners] = await Promise.all([
      db.renterProfile.findMany({ where: { id: { in: unique } }, select: { id: true, ...NAME } }),
      db.cosignerProfile.findMany({ where: { id: { in: unique } }, select: { id: true, ...NAME } }),
    ])
    return [...renters, ...cosigners]
  },
  /** Renter and cosigner profiles of these users, with their names. */
  byUserIds: async (db: Db, userIds: string[]) => {
    const [renters, cosigners] = await Promise.all([
      db.renterProfile.findMany({ where: { userId: { in: userIds } }, select: { userId: true, ...NAME } }),
      db.cosignerProfile.findMany({ where: { userId: { in: userIds } }, select: { userId: true, ...NAME } }),
    ])
    return [...renters, ...cosigners]
  },
}
