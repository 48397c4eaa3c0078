import {
  Prisma,
  type CreditReport,
  type CreditReportReviewStatus,
  type PrismaClient,
} from '../generated/prisma/client.js'

type Db = PrismaClient | Prisma.TransactionClient

/** For pending: no newer upload of the same user exists (the order latestFor uses: uploaded_at, then id). */
const SUPERSEDED_FILTER = (status: CreditReportReviewStatus) =>
  status === 'pending'
    ? Prisma.sql`NOT EXISTS (SELECT 1 FROM credit_reports n WHERE n.user_id = c.user_id
                   AND (n.uploaded_at, n.id) > (c.uploaded_at, c.id))`
    : Prisma.sql`TRUE`

/** The admin review of credit reports: the queue and the one-way pending -> verified / rejected step. */
export const creditReviewRepository = {
  /**
   * One status, oldest upload first (the queue is worked from the front). Pending lists only each user's
   * latest report: an older pending one was superseded by a newer upload and can no longer be reviewed.
   */
  page: async (
    db: Db,
    status: CreditReportReviewStatus,
    skip: number,
    take: number,
  ): Promise<CreditReport[]> => {
    const rows = await db.$queryRaw<{ id: string }[]>`
      SELECT c.id::text FROM credit_reports c
       WHERE c.review_status = ${status}::"CreditReportReviewStatus" AND ${SUPERSEDED_FILTER(status)}
       ORDER BY c.uploaded_at, c.id OFFSET ${skip} LIMIT ${take}`
    const byId = new Map(
      (await db.creditReport.findMany({ where: { id: { in: rows.map((r) => r.id) } } })).map((r) => [
        r.id,
        r,
      ]),
    )
    return rows.map((r) => byId.get(r.id)).filter((r): r is CreditReport => !!r)
  },
  count: async (db: Db, status: CreditReportReviewStatus): Promise<number> =>
    (
      await db.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM credit_reports c
         WHERE c.review_status = ${status}::"CreditReportReviewStatus" AND ${SUPERSEDED_FILTER(status)}`
    )[0].n,
  /** Of these users, the id of each one's latest report (only the latest one may be reviewed). */
  latestIds: async (db: Db, userIds: string[]): Promise<Set<string>> => {
    if (!userIds.length) return new Set()
    const rows = await db.$queryRaw<{ id: string }[]>`
      SELECT DISTINCT ON (user_id) id::text FROM credit_reports
       WHERE user_id = ANY(${userIds}::uuid[])
       ORDER BY user_id, uploaded_at DESC, id DESC`
    return new Set(rows.map((r) => r.id))
  },
  /** Locks the report's row for the review (concurrent admins decide one after the other). */
  lock: async (db: Prisma.TransactionClient, id: string): Promise<void> => {
    await db.$queryRaw`SELECT id FROM credit_reports WHERE id = ${id}::uuid FOR UPDATE`
  },
  /** Moves a pending report to its decision; 0 when it was no longer pending. */
  decide: async (
    db: Db,
    id: string,
    decision: {
      status: 'verified' | 'rejected'
      reviewedBy: string
      reviewedAt: Date
      reason: string | null
    },
  ): Promise<number> =>
    (
      await db.creditReport.updateMany({
        where: { id, reviewStatus: 'pending' },
        data: {
          reviewStatus: decision.status,
          verified: decision.status === 'verified',
          reviewedBy: decision.reviewedBy,
          reviewedAt: decision.reviewedAt,
          rejectionReason: decision.reason,
        },
      })
    ).count,
}
