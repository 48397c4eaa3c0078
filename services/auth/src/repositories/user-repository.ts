import { LEGAL_DOCUMENTS } from '@cosign/api'
import type { Prisma, PrismaClient, Role, User } from '../generated/prisma/client.js'

type Db = PrismaClient | Prisma.TransactionClient

export const userRepository = {
  findByEmail: (db: Db, email: string): Promise<User | null> => db.user.findUnique({ where: { email } }),
  findById: (db: Db, id: string): Promise<User | null> => db.user.findUnique({ where: { id } }),
  create: (db: Db, data: Prisma.UserCreateInput): Promise<User> => db.user.create({ data }),
  updateRole: (db: Db, id: string, role: Role): Promise<User> => db.user.update({ where: { id }, data: { role } }),
  /** A role change ends the user's access tokens signed with the old role (their version is now too low). */
  updateRoleAndRaiseSessionVersion: (db: Db, id: string, role: Role): Promise<User> =>
    db.user.update({ where: { id }, data: { role, sessionVersion: { increment: 1 } } }),
  raiseSessionVersion: (db: Db, id: string): Promise<User> =>
    db.user.update({ where: { id }, data: { sessionVersion: { increment: 1 } } }),
  /** A new password ends every session of the user: access tokens signed below the raised version are refused. */
  setPasswordAndRaiseSessionVersion: (db: Db, id: string, passwordHash: string): Promise<User> =>
    db.user.update({ where: { id }, data: { passwordHash, sessionVersion: { increment: 1 } } }),
  updateName: (db: Db, id: string, firstName: string, lastName: string): Promise<User> =>
    db.user.update({ where: { id }, data: { firstName, lastName } }),
  /** The confirmed new address: it was proved by its link, so it is verified at once. */
  changeEmail: (db: Db, id: string, email: string, at: Date): Promise<User> =>
    db.user.update({ where: { id }, data: { email, emailVerifiedAt: at } }),
  markEmailVerified: (db: Db, id: string, at: Date): Promise<User> =>
    db.user.update({ where: { id }, data: { emailVerifiedAt: at } }),
  /** The user's row, locked for the rest of the transaction (null when unknown). */
  lockById: async (db: Prisma.TransactionClient, id: string): Promise<User | null> => {
    const locked = await db.$queryRaw<{ id: string }[]>`SELECT id FROM users WHERE id = ${id}::uuid FOR UPDATE`
    return locked.length ? db.user.findUnique({ where: { id } }) : null
  },
  /** The PayPal payout email and whether it is confirmed (issue 27); `eventAt` orders the profile's saves. */
  setPaypalEmail: (db: Db, id: string, data: { paypalEmail?: string | null; paypalVerified?: boolean; paypalEmailEventAt?: Date }) =>
    db.user.update({ where: { id }, data }),
  upsertAdmin: (db: Db, email: string, passwordHash: string): Promise<User> =>
    db.user.upsert({
      where: { email },
      // The configured admin address is the operator's own: nothing to confirm.
      // The operator who deploys the product with these terms has accepted them.
      create: {
        email,
        passwordHash,
        role: 'ADMIN',
        firstName: 'Admin',
        profileCompleted: true,
        emailVerifiedAt: new Date(),
        termsVersion: LEGAL_DOCUMENTS.terms.version,
        privacyVersion: LEGAL_DOCUMENTS.privacy.version,
      },
      update: { passwordHash, role: 'ADMIN', isActive: true },
    }),
}
