import type { Review, ReviewModeration, ReviewOccasion, ReviewReport } from '../generated/prisma/client.js'
import type { Db, Tx } from './db.js'

export type ReviewRow = Review
export type ReviewOccasionRow = ReviewOccasion
export type ReviewWithModeration = Review & { reports: ReviewReport[]; moderations: ReviewModeration[] }

/** Reviews, their occasions, reports and moderation history. */
export const reviewRepository = {
  /** Records an occasion once (a redelivered event changes nothing). */
  openOccasion: (db: Db, row: ReviewOccasionRow) =>
    db.reviewOccasion.upsert({
      where: { contractId_occasion: { contractId: row.contractId, occasion: row.occasion } },
      create: row,
      update: {},
    }),
  /**
   * The occasion, locked until the transaction ends: two parties submitting at once are serialized, so the
   * second one always sees the first one's review (and releases both).
   */
  lockOccasion: async (tx: Tx, contractId: string, occasion: string): Promise<ReviewOccasionRow | null> => {
    const rows = await tx.$queryRaw<{ contract_id: string }[]>`
      SELECT contract_id FROM review_occasions WHERE contract_id = ${contractId}::uuid AND occasion = ${occasion}
      FOR UPDATE`
    if (rows.length === 0) return null
    return tx.reviewOccasion.findUnique({ where: { contractId_occasion: { contractId, occasion } } })
  },
  /** The occasions this user is a party of, opened after `since`. */
  occasionsOf: (db: Db, userId: string, since: Date) =>
    db.reviewOccasion.findMany({
      where: { OR: [{ renterId: userId }, { cosignerId: userId }], openedAt: { gt: since } },
      orderBy: { openedAt: 'desc' },
      include: { reviews: { select: { authorId: true } } },
    }),
  reviewsOfOccasion: (db: Db, contractId: string, occasion: string) =>
    db.review.findMany({ where: { contractId, occasion } }),
  create: (db: Db, row: Omit<ReviewRow, 'id' | 'hiddenAt' | 'hiddenReason'>) => db.review.create({ data: row }),
  /** Both reviews of an occasion are released the moment the second one is written. */
  release: (db: Db, ids: string[], at: Date) =>
    db.review.updateMany({ where: { id: { in: ids }, releasedAt: { gt: at } }, data: { releasedAt: at } }),
  findById: (db: Db, id: string) => db.review.findUnique({ where: { id } }),
  writtenBy: (db: Db, authorId: string) =>
    db.review.findMany({ where: { authorId }, orderBy: { createdAt: 'desc' }, take: 200 }),
  /** Released reviews about a user (hidden ones included only when asked). */
  releasedAbout: (db: Db, subjectId: string, now: Date, take: number) =>
    db.review.findMany({
      where: { subjectId, releasedAt: { lte: now }, hiddenAt: null },
      orderBy: [{ releasedAt: 'desc' }, { id: 'desc' }],
      take,
      include: { reports: { select: { reporterId: true } } },
    }),
  countBlindAbout: (db: Db, subjectId: string, now: Date) =>
    db.review.count({ where: { subjectId, releasedAt: { gt: now }, hiddenAt: null } }),
  /** Average and count of the released, visible reviews about a user (one aggregate query). */
  statsAbout: async (db: Db, subjectId: string, now: Date) => {
    const stats = await db.review.aggregate({
      where: { subjectId, releasedAt: { lte: now }, hiddenAt: null },
      _avg: { rating: true },
      _count: { _all: true },
    })
    return { average: stats._avg.rating, count: stats._count._all }
  },
  /** Adds a report; false when this reporter already reported this review. */
  addReport: async (db: Db, row: Omit<ReviewReport, 'id'>): Promise<boolean> => {
    const created = await db.reviewReport.createMany({ data: [row], skipDuplicates: true })
    return created.count === 1
  },
  hide: (db: Db, id: string, reason: string, adminId: string, at: Date) =>
    db.review.update({
      where: { id },
      data: {
        hiddenAt: at,
        hiddenReason: reason,
        moderations: { create: { action: 'hidden', reason, adminId, createdAt: at } },
      },
    }),
  /** Admin list: reported ones (newest report first) or all, with their reports and history. */
  forAdmin: (db: Db, reportedOnly: boolean, take: number): Promise<ReviewWithModeration[]> =>
    db.review.findMany({
      where: reportedOnly ? { reports: { some: {} } } : {},
      orderBy: { createdAt: 'desc' },
      take,
      include: { reports: { orderBy: { createdAt: 'desc' } }, moderations: { orderBy: { createdAt: 'asc' } } },
    }),
  findForAdmin: (db: Db, id: string): Promise<ReviewWithModeration | null> =>
    db.review.findUnique({
      where: { id },
      include: { reports: { orderBy: { createdAt: 'desc' } }, moderations: { orderBy: { createdAt: 'asc' } } },
    }),
}

/** Names and profile lookups the review screens need (first name and last initial are built from them). */
export const reviewPeopleRepository = {
  namesOf: (db: Db, userIds: string[]) =>
    db.user.findMany({
      where: { id: { in: [...new Set(userIds)] } },
      select: { id: true, firstName: true, lastName: true },
    }),
}
