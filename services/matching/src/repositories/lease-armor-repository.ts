import type { LeaseArmorEnrollment } from '../generated/prisma/client.js'
import type { Db } from './db.js'

export type LeaseArmorEnrollmentRow = LeaseArmorEnrollment

export const leaseArmorRepository = {
  findByUserId: (db: Db, userId: string): Promise<LeaseArmorEnrollmentRow | null> =>
    db.leaseArmorEnrollment.findUnique({ where: { userId } }),
  /** One current plan per renter: enrolling again replaces the plan and restarts the date. */
  upsert: (
    db: Db,
    row: Pick<LeaseArmorEnrollmentRow, 'userId' | 'planCode' | 'monthlyFeeCents' | 'coverageCents'>,
    now: Date,
  ): Promise<LeaseArmorEnrollmentRow> =>
    db.leaseArmorEnrollment.upsert({
      where: { userId: row.userId },
      create: { ...row, enrolledAt: now },
      update: { planCode: row.planCode, monthlyFeeCents: row.monthlyFeeCents, coverageCents: row.coverageCents, enrolledAt: now },
    }),
  countByPlan: async (db: Db): Promise<Map<string, number>> => {
    const groups = await db.leaseArmorEnrollment.groupBy({ by: ['planCode'], _count: { _all: true } })
    return new Map(groups.map((g) => [g.planCode, g._count._all]))
  },
}
