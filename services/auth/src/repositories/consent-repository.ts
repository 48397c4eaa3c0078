import type { Prisma, PrismaClient, User } from '../generated/prisma/client.js'

type Db = PrismaClient | Prisma.TransactionClient

/** Acceptances of the Terms of Service and Privacy Policy (issue 30). */
export const consentRepository = {
  /** Records one acceptance (the user's row carries the current versions: sign-up creates it with them). */
  add: (db: Db, userId: string, termsVersion: number, privacyVersion: number, at: Date) =>
    db.legalConsent.create({ data: { userId, termsVersion, privacyVersion, acceptedAt: at } }),
  /** Records one acceptance and makes it the user's current versions. */
  accept: async (db: Db, userId: string, termsVersion: number, privacyVersion: number, at: Date): Promise<User> => {
    await consentRepository.add(db, userId, termsVersion, privacyVersion, at)
    return db.user.update({ where: { id: userId }, data: { termsVersion, privacyVersion } })
  },
  listOf: (db: Db, userId: string) =>
    db.legalConsent.findMany({ where: { userId }, orderBy: { acceptedAt: 'asc' } }),
}
