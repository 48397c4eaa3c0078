import type { Prisma, PrismaClient, RefreshToken } from '../generated/prisma/client.js'

type Db = PrismaClient | Prisma.TransactionClient

export const refreshTokenRepository = {
  create: (db: Db, data: { userId: string; familyId: string; tokenHash: string; expiresAt: Date; userAgent?: string | null; secondFactor?: boolean }) =>
    db.refreshToken.create({ data }),
  findByHash: (db: Db, tokenHash: string): Promise<RefreshToken | null> =>
    db.refreshToken.findUnique({ where: { tokenHash } }),
  /** Marks the token rotated only if it was still current; returns false when another request won. */
  markRotated: async (db: Db, id: string): Promise<boolean> =>
    (await db.refreshToken.updateMany({ where: { id, rotatedAt: null, revokedAt: null }, data: { rotatedAt: new Date() } }))
      .count === 1,
  revokeFamily: (db: Db, familyId: string) =>
    db.refreshToken.updateMany({ where: { familyId, revokedAt: null }, data: { revokedAt: new Date() } }),
  /** The current token of each live session of the user (one per family: not rotated, revoked or expired), newest first. */
  listLive: (db: Db, userId: string, now: Date, take: number): Promise<RefreshToken[]> =>
    db.refreshToken.findMany({
      where: { userId, rotatedAt: null, revokedAt: null, expiresAt: { gt: now } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take,
    }),
  /** When each of these sessions began: its family's first token. */
  startedAt: async (db: Db, familyIds: string[]): Promise<Map<string, Date>> => {
    if (familyIds.length === 0) return new Map()
    const rows = await db.refreshToken.groupBy({ by: ['familyId'], where: { familyId: { in: familyIds } }, _min: { createdAt: true } })
    return new Map(rows.map((row) => [row.familyId, row._min.createdAt ?? new Date(0)]))
  },
  /** Whether the session is one of the user's and still live. */
  isLiveSessionOf: async (db: Db, userId: string, familyId: string, now: Date): Promise<boolean> =>
    (await db.refreshToken.count({ where: { userId, familyId, rotatedAt: null, revokedAt: null, expiresAt: { gt: now } } })) > 0,
  /** Revokes every usable refresh token of the user but those of `keepFamilyId` (the caller's own session). */
  revokeAllOfUserExcept: (db: Db, userId: string, keepFamilyId: string | undefined) =>
    db.refreshToken.updateMany({
      where: { userId, revokedAt: null, ...(keepFamilyId ? { familyId: { not: keepFamilyId } } : {}) },
      data: { revokedAt: new Date() },
    }),
}
