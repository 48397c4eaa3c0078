import type { CosignerProfile, CosignerProfileStatus, Prisma, User } from '../generated/prisma/client.js'
import type { Db } from './db.js'

export type CosignerProfileWithUser = CosignerProfile & { user: User }
export type CosignerProfileData = Omit<
  Prisma.CosignerProfileUncheckedCreateInput,
  'id' | 'userId' | 'status' | 'isActive' | 'createdAt' | 'updatedAt'
>

const MATCH_ROW = {
  id: true,
  userId: true,
  firstName: true,
  lastName: true,
  location: true,
  locationKey: true,
  stateKey: true,
  creditScore: true,
  creditVerified: true,
  feeType: true,
  totalFeeCents: true,
  maxRentSupportCents: true,
  requireUpfront: true,
  requiresLeaseArmor: true,
} as const
export type MatchRow = Pick<CosignerProfile, keyof typeof MATCH_ROW>

export const cosignerProfileRepository = {
  findById: (db: Db, id: string): Promise<CosignerProfileWithUser | null> =>
    db.cosignerProfile.findUnique({ where: { id }, include: { user: true } }),
  findByUserId: (db: Db, userId: string): Promise<CosignerProfileWithUser | null> =>
    db.cosignerProfile.findUnique({ where: { userId }, include: { user: true } }),
  /** Row-locks the profile for the rest of the transaction (review and payment race each other). */
  lockById: async (db: Db, id: string): Promise<void> => {
    await db.$queryRaw`SELECT id FROM cosigner_profiles WHERE id = ${id}::uuid FOR UPDATE`
  },
  lockByUserId: async (db: Db, userId: string): Promise<void> => {
    await db.$queryRaw`SELECT id FROM cosigner_profiles WHERE user_id = ${userId}::uuid FOR UPDATE`
  },

  create: (db: Db, userId: string, data: CosignerProfileData): Promise<CosignerProfileWithUser> =>
    db.cosignerProfile.create({ data: { ...data, userId }, include: { user: true } }),
  update: (
    db: Db,
    id: string,
    data: Prisma.CosignerProfileUncheckedUpdateInput,
  ): Promise<CosignerProfileWithUser> =>
    db.cosignerProfile.update({ where: { id }, data, include: { user: true } }),
  updateForUser: async (
    db: Db,
    userId: string,
    data: Prisma.CosignerProfileUncheckedUpdateManyInput,
    /** Only while the profile shows this credit score. */
    creditScore?: number,
  ): Promise<number> => (await db.cosignerProfile.updateMany({ where: { userId, creditScore }, data })).count,

  listByStatus: (
    db: Db,
    status: CosignerProfileStatus,
    skip: number,
    take: number,
  ): Promise<CosignerProfileWithUser[]> =>
    db.cosignerProfile.findMany({
      where: { status },
      orderBy: [{ submittedAt: 'asc' }, { id: 'asc' }],
      skip,
      take,
      include: { user: true },
    }),
  countByStatus: (db: Db, status: CosignerProfileStatus): Promise<number> =>
    db.cosignerProfile.count({ where: { status } }),

  /** Fresh rows of ranked matches, listed ones only, with what a match shows and scores. */
  findListedByIds: (db: Db, ids: string[]): Promise<MatchRow[]> =>
    db.cosignerProfile.findMany({ where: { id: { in: ids }, isActive: true }, select: MATCH_ROW }),

  /** The profiles whose creation fee this payment paid go back to awaiting_payment (unlisted); what the event needs. */
  revertToAwaitingPayment: (db: Db, creationPaymentId: string) =>
    db.cosignerProfile.updateManyAndReturn({
      where: { creationPaymentId },
      data: { status: 'awaiting_payment', isActive: false, creationPaymentId: null, submittedAt: null },
      select: { id: true, userId: true, paypalEmail: true, location: true, totalFeeCents: true, maxRentSupportCents: true },
    }),
}
