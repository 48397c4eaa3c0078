import type { ContractTerms } from '../generated/prisma/client.js'
import type { Db } from './db.js'

// What this service learns from other services' events: contract terms, user names, profile owners.
export const directoryRepository = {
  contractTerms: (db: Db, contractId: string): Promise<ContractTerms | null> =>
    db.contractTerms.findUnique({ where: { contractId } }),
  upsertContractTerms: (db: Db, terms: Omit<ContractTerms, 'createdAt' | 'updatedAt'>) =>
    db.contractTerms.upsert({ where: { contractId: terms.contractId }, create: terms, update: terms }),

  async userName(db: Db, userId: string | null): Promise<string | null> {
    if (!userId) return null
    const user = await db.userDirectory.findUnique({ where: { userId } })
    return user?.fullName || user?.email || null
  },
  upsertUser: (db: Db, user: { userId: string; email: string; fullName: string }) =>
    db.userDirectory.upsert({
      where: { userId: user.userId },
      create: user,
      update: { email: user.email, fullName: user.fullName },
    }),

  async profileOwner(db: Db, profileId: string | null): Promise<string | null> {
    if (!profileId) return null
    return (await db.profileOwner.findUnique({ where: { profileId } }))?.userId ?? null
  },
  upsertProfileOwner: (db: Db, profileId: string, userId: string) =>
    db.profileOwner.upsert({ where: { profileId }, create: { profileId, userId }, update: { userId } }),
}
