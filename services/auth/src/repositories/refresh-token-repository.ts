import type { Prisma, PrismaClient, RefreshToken } from '../generated/prisma/client.js'

type Db = PrismaClient | Prisma.TransactionClient

export const refreshTokenRepository = {
  create: (db: Db, data: { userId: string; familyId: string; tokenHash: string; expiresAt: Date }) =>
    db.refreshToken.create({ data }),
  findByHash: (db: Db, tokenHash: string): Promise<RefreshToken | null> =>
    db.refreshToken.findUnique({ where: { tokenHash } }),
  /** Marks the token rotated only if it was still current; returns false when another request won. */
  markRotated: async (db: Db, id: string): Promise<boolean> =>
    (await db.refreshToken.updateMany({ where: { id, rotatedAt: null, revokedAt: null }, data: { rotatedAt: new Date() } }))
      .count === 1,
  revokeFamily: (db: Db, familyId: string) =>
    db.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: new Date() } }),
}
