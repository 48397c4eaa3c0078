import type { Prisma, PrismaClient, Role } from '../generated/prisma/client.js'

type Db = PrismaClient | Prisma.TransactionClient

/** The spec's limited columns of the admin users tab; never the password hash or profile data. */
export const ADMIN_USER_COLUMNS = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  role: true,
  isActive: true,
  createdAt: true,
} as const satisfies Prisma.UserSelect
export type AdminUserRow = Prisma.UserGetPayload<{ select: typeof ADMIN_USER_COLUMNS }>

export interface AdminUserFilter {
  search?: string
  role?: Role
}

/** A user's text for a LIKE pattern: `%`, `_` and `\` match themselves (Prisma does not escape them). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/** Case-insensitive; every word of the search must appear in the email, the first name or the last name. */
function where(filter: AdminUserFilter): Prisma.UserWhereInput {
  const words = (filter.search ?? '').trim().split(/\s+/).filter(Boolean)
  const contains = (word: string) => ({ contains: escapeLike(word), mode: 'insensitive' as const })
  return {
    ...(filter.role ? { role: filter.role } : {}),
    AND: words.map((word) => ({
      OR: [{ email: contains(word) }, { firstName: contains(word) }, { lastName: contains(word) }],
    })),
  }
}

export const adminUserRepository = {
  /** One page, newest first (id breaks ties so pages never overlap), and the number of matching users. */
  list: async (db: Db, filter: AdminUserFilter, page: number, pageSize: number) => {
    const condition = where(filter)
    const [items, total] = await Promise.all([
      db.user.findMany({
        where: condition,
        select: ADMIN_USER_COLUMNS,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        skip: (page - 1) * pageSize,
        take: pageSize,
      }),
      db.user.count({ where: condition }),
    ])
    return { items, total }
  },

  findById: (db: Db, id: string): Promise<AdminUserRow | null> =>
    db.user.findUnique({ where: { id }, select: ADMIN_USER_COLUMNS }),

  /**
   * Sets the flag only if it differs (the row lock makes a concurrent identical change see it already set);
   * returns whether this call changed it.
   */
  setActive: async (db: Db, id: string, isActive: boolean): Promise<boolean> =>
    (await db.user.updateMany({ where: { id, isActive: !isActive }, data: { isActive } })).count === 1,

  /** Revokes every refresh token of the user that is still usable (all sessions, all devices). */
  revokeAllRefreshTokens: (db: Db, userId: string) =>
    db.refreshToken.updateMany({ where: { userId, revokedAt: null }, data: { revokedAt: new Date() } }),
}
