import type { Prisma, PrismaClient, User } from '../generated/prisma/client.js'

type Db = PrismaClient | Prisma.TransactionClient

/**
 * Erasing an account (issue 30). The user row stays, since other services' records name its id, with every
 * personal field replaced; what only this person had (sessions, links, preferences, consents, exports, pending
 * mail, the published events that carried their details) goes.
 */
export const accountDeletionRepository = {
  eraseUser: async (db: Db, user: User, pseudonym: string, deletedEmail: string, at: Date): Promise<User> => {
    const id = user.id
    await db.refreshToken.deleteMany({ where: { userId: id } })
    await db.accountToken.deleteMany({ where: { userId: id } })
    await db.notificationPreference.deleteMany({ where: { userId: id } })
    await db.legalConsent.deleteMany({ where: { userId: id } })
    await db.dataExport.deleteMany({ where: { userId: id } })
    await db.outboundMail.deleteMany({ where: { toAddress: user.email } })
    // user.registered / user.updated rows carried the email and names: a replay must not bring them back.
    await db.$executeRaw`DELETE FROM outbox_events WHERE published_at IS NOT NULL AND payload::text LIKE ${`%${id}%`}`
    return db.user.update({
      where: { id },
      data: {
        email: deletedEmail,
        passwordHash: '!deleted',
        firstName: pseudonym,
        lastName: '',
        phone: null,
        isActive: false,
        profileCompleted: false,
        profileStatus: null,
        creditScore: 0,
        monthlyPayment: 0,
        creditVerified: false,
        paypalVerified: false,
        paypalEmail: null,
        creditDocumentId: null,
        emailVerifiedAt: null,
        termsVersion: null,
        privacyVersion: null,
        deletedAt: at,
        sessionVersion: { increment: 1 },
      },
    })
  },
}
