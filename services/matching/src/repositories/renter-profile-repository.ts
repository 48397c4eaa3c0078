import type { Prisma, RenterProfile, User } from '../generated/prisma/client.js'
import type { Db } from './db.js'

export type RenterProfileWithUser = RenterProfile & { user: User }
export type RenterProfileData = Omit<
  Prisma.RenterProfileUncheckedCreateInput,
  'id' | 'userId' | 'isActive' | 'creditScore' | 'creditVerified' | 'createdAt' | 'updatedAt'
>

export const renterProfileRepository = {
  findById: (db: Db, id: string): Promise<RenterProfileWithUser | null> =>
    db.renterProfile.findUnique({ where: { id }, include: { user: true } }),
  findByUserId: (db: Db, userId: string): Promise<RenterProfileWithUser | null> =>
    db.renterProfile.findUnique({ where: { userId }, include: { user: true } }),
  upsert: (
    db: Db,
    userId: string,
    data: RenterProfileData,
    created: { isActive: boolean; creditScore: number | null; creditVerified: boolean },
  ): Promise<RenterProfileWithUser> =>
    db.renterProfile.upsert({
      where: { userId },
      create: { ...data, ...created, userId },
      update: data,
      include: { user: true },
    }),
  updateForUser: async (
    db: Db,
    userId: string,
    data: Prisma.RenterProfileUncheckedUpdateManyInput,
    /** Only while the profile shows this credit score. */
    creditScore?: number,
  ): Promise<number> => (await db.renterProfile.updateMany({ where: { userId, creditScore }, data })).count,
}
