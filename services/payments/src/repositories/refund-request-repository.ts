import type { RefundRequest } from '../generated/prisma/client.js'
import type { Db } from './db.js'

/** Admin refunds whose outcome is not recorded yet (see domain/refund-payment.ts). */
export const refundRequestRepository = {
  create: (
    db: Db,
    data: { id: string; paymentId: string; adminId: string; notes: string },
  ): Promise<RefundRequest> => db.refundRequest.create({ data }),
  delete: async (db: Db, id: string): Promise<void> => {
    await db.refundRequest.deleteMany({ where: { id } })
  },
  countForPayment: (db: Db, paymentId: string): Promise<number> =>
    db.refundRequest.count({ where: { paymentId } }),
  /** Requests for the payment made at `since` or later (those still in flight, see refundPayment). */
  countForPaymentSince: (db: Db, paymentId: string, since: Date): Promise<number> =>
    db.refundRequest.count({ where: { paymentId, requestedAt: { gte: since } } }),

  /** Removes and returns the payment's requests, oldest first (call with the payment row locked). */
  async takeForPayment(db: Db, paymentId: string): Promise<RefundRequest[]> {
    const requests = await db.refundRequest.findMany({
      where: { paymentId },
      orderBy: [{ requestedAt: 'asc' }, { id: 'asc' }],
    })
    if (requests.length)
      await db.refundRequest.deleteMany({ where: { id: { in: requests.map((r) => r.id) } } })
    return requests
  },

  /** Payments with a request older than `before` (for the reconcile job). */
  async paymentsWithRequestsBefore(db: Db, before: Date, limit: number): Promise<string[]> {
    const rows = await db.refundRequest.findMany({
      where: { requestedAt: { lt: before } },
      distinct: ['paymentId'],
      select: { paymentId: true },
      orderBy: { paymentId: 'asc' },
      take: limit,
    })
    return rows.map((r) => r.paymentId)
  },
  deleteForPaymentBefore: async (db: Db, paymentId: string, before: Date): Promise<number> =>
    (await db.refundRequest.deleteMany({ where: { paymentId, requestedAt: { lt: before } } })).count,
}
