import type { AccountToken, AccountTokenPurpose } from '../generated/prisma/client.js'
import type { Db } from './db.js'

export type { AccountToken, AccountTokenPurpose }

/** Single-use link tokens (stored hashed; model/account-token.ts). */
export const accountTokenRepository = {
  create: (
    db: Db,
    data: { userId: string; purpose: AccountTokenPurpose; tokenHash: string; expiresAt: Date; newEmail?: string },
  ) =>
    db.accountToken.create({ data }),
  findByHash: (db: Db, tokenHash: string): Promise<AccountToken | null> =>
    db.accountToken.findUnique({ where: { tokenHash } }),
  /** Marks the token used only if it still was unused and unexpired: false when another request won, or too late. */
  use: async (db: Db, id: string, now: Date): Promise<boolean> =>
    (await db.accountToken.updateMany({ where: { id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } }))
      .count === 1,
  /** Ends every other open token of the purpose (a newer link, or the change it was for, is done). */
  useAllOf: (db: Db, userId: string, purpose: AccountTokenPurpose, now: Date) =>
    db.accountToken.updateMany({ where: { userId, purpose, usedAt: null }, data: { usedAt: now } }),
}
