import type { Prisma, Receipt } from '../generated/prisma/client.js'
import type { Db } from './db.js'

export const receiptRepository = {
  /**
   * The next number of `year`, in the caller's transaction: the counter row stays locked until it commits (the
   * next issuer waits) and a rollback undoes the increment, so numbers are gapless.
   */
  async nextSequence(tx: Prisma.TransactionClient, year: number): Promise<number> {
    const [row] = await tx.$queryRaw<{ last_number: number }[]>`
      INSERT INTO receipt_counters (year, last_number) VALUES (${year}, 1)
      ON CONFLICT (year) DO UPDATE SET last_number = receipt_counters.last_number + 1
      RETURNING last_number`
    return row!.last_number
  },

  create: (db: Db, data: Prisma.ReceiptUncheckedCreateInput): Promise<Receipt> => db.receipt.create({ data }),

  findForPayment: (db: Db, paymentId: string, kind: string): Promise<Receipt | null> =>
    db.receipt.findUnique({ where: { paymentId_kind: { paymentId, kind } } }),

  findById: (db: Db, id: string): Promise<Receipt | null> => db.receipt.findUnique({ where: { id } }),

  /** Receipts a user paid or was paid by (the cosigner of step 2 and installments), newest first. */
  listVisibleTo: (db: Db, userId: string, contractId: string | undefined, limit: number): Promise<Receipt[]> =>
    db.receipt.findMany({
      where: { OR: [{ payerId: userId }, { payeeId: userId }], ...(contractId ? { contractId } : {}) },
      orderBy: [{ issuedAt: 'desc' }, { sequence: 'desc' }],
      take: limit,
    }),

  /** Every receipt of a contract (admins). */
  listForContract: (db: Db, contractId: string, limit: number): Promise<Receipt[]> =>
    db.receipt.findMany({ where: { contractId }, orderBy: [{ issuedAt: 'desc' }, { sequence: 'desc' }], take: limit }),
}
