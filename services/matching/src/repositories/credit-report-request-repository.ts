import type { CreditReportRequest, CreditReportRequestStatus } from '../generated/prisma/client.js'
import type { Db } from './db.js'

export const creditReportRequestRepository = {
  create: (db: Db, requesterId: string, targetUserId: string): Promise<CreditReportRequest> =>
    db.creditReportRequest.create({ data: { requesterId, targetUserId } }),
  findById: (db: Db, id: string): Promise<CreditReportRequest | null> =>
    db.creditReportRequest.findUnique({ where: { id } }),
  /** Decides a pending request; 0 when it was no longer pending. */
  decide: async (
    db: Db,
    id: string,
    status: Exclude<CreditReportRequestStatus, 'pending'>,
    at: Date,
  ): Promise<number> =>
    (
      await db.creditReportRequest.updateMany({
        where: { id, status: 'pending' },
        data: { status, approvedAt: status === 'approved' ? at : null },
      })
    ).count,
  /**
   * Marks an approved request's one view as used, the first time only: 0 when it was already marked, or is
   * not an approved request between these two users.
   */
  markViewed: async (
    db: Db,
    id: string,
    requesterId: string,
    targetUserId: string,
    at: Date,
  ): Promise<number> =>
    (
      await db.creditReportRequest.updateMany({
        where: { id, requesterId, targetUserId, status: 'approved', viewedAt: null },
        data: { viewedAt: at },
      })
    ).count,
  listPendingForTarget: (db: Db, targetUserId: string, take: number): Promise<CreditReportRequest[]> =>
    db.creditReportRequest.findMany({
      where: { targetUserId, status: 'pending' },
      orderBy: [{ requestedAt: 'desc' }, { id: 'desc' }],
      take,
    }),
  listForRequester: (db: Db, requesterId: string, take: number): Promise<CreditReportRequest[]> =>
    db.creditReportRequest.findMany({
      where: { requesterId },
      orderBy: [{ requestedAt: 'desc' }, { id: 'desc' }],
      take,
    }),
}
