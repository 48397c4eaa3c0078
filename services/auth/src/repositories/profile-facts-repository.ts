import type { Prisma, PrismaClient } from '../generated/prisma/client.js'
import type { ProfileFacts } from '../model/profile-facts.js'

type Db = PrismaClient | Prisma.TransactionClient

const PROFILE_FACT_COLUMNS = {
  profileCompleted: true,
  profileStatus: true,
  profileStatusEventAt: true,
  creditScore: true,
  creditVerified: true,
  creditScoreEventAt: true,
  creditDocumentId: true,
} as const satisfies Prisma.UserSelect

/** The profile and credit columns of `users` that the profile events consumer maintains. */
export const profileFactsRepository = {
  /**
   * The user's facts, row-locked for the rest of the transaction (auth instances share the durable consumer,
   * so two events of one user can be handled at once); null for a user this service does not know.
   */
  async lockByUserId(db: Prisma.TransactionClient, userId: string): Promise<ProfileFacts | null> {
    const locked = await db.$queryRaw<
      { id: string }[]
    >`SELECT id FROM users WHERE id = ${userId}::uuid FOR UPDATE`
    if (!locked.length) return null
    return db.user.findUnique({ where: { id: userId }, select: PROFILE_FACT_COLUMNS })
  },
  update: async (db: Db, userId: string, change: Partial<ProfileFacts>): Promise<void> => {
    await db.user.update({ where: { id: userId }, data: change })
  },
}
