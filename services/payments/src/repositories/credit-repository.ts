import { Prisma as PrismaNamespace, type Prisma, type ReplacementCredit } from '../generated/prisma/client.js'
import type { Db } from './db.js'

// Cosigner Replacement Guarantee credits (domain/apply-contract-cancelled.ts, pay-step-one-with-credit.ts,
// refund-credit.ts). Every status change is conditional on the status it leaves, so two writers racing for one
// credit cannot both move it.
export const creditRepository = {
  findById: (db: Db, id: string): Promise<ReplacementCredit | null> =>
    db.replacementCredit.findUnique({ where: { id } }),
  findBySourceContract: (db: Db, contractId: string): Promise<ReplacementCredit | null> =>
    db.replacementCredit.findUnique({ where: { sourceContractId: contractId } }),
  findAppliedTo: (db: Db, contractId: string): Promise<ReplacementCredit | null> =>
    db.replacementCredit.findUnique({ where: { appliedToContractId: contractId } }),

  /** Inserts the credit of a cancelled contract; false when that contract has one already. */
  async createOnce(db: Db, data: Prisma.ReplacementCreditUncheckedCreateInput): Promise<boolean> {
    const { count } = await db.replacementCredit.createMany({ data: [data], skipDuplicates: true })
    return count === 1
  },

  list: (db: Db, renterId: string | null): Promise<ReplacementCredit[]> =>
    db.replacementCredit.findMany({
      where: renterId ? { renterId } : {},
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 500,
    }),

  /** Available credits of a renter that no refund has started on, oldest first. */
  usable: (db: Db, renterId: string): Promise<ReplacementCredit[]> =>
    db.replacementCredit.findMany({
      where: { renterId, status: 'available', refundStartedAt: null },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    }),

  /** available -> applied; false when another checkout (or a refund) took the credit first. */
  async apply(db: Db, id: string, contractId: string, paymentId: string, at: Date): Promise<boolean> {
    const { count } = await db.replacementCredit.updateMany({
      where: { id, status: 'available', refundStartedAt: null },
      data: { status: 'applied', appliedToContractId: contractId, appliedPaymentId: paymentId, appliedAt: at },
    })
    return count === 1
  },

  /** The renter asked for the refund: from now on the credit is never applied. */
  async startRefund(db: Db, id: string, at: Date): Promise<boolean> {
    const { count } = await db.replacementCredit.updateMany({
      where: { id, status: 'available' },
      data: { refundStartedAt: at },
    })
    return count === 1
  },
  async cancelRefund(db: Db, id: string): Promise<void> {
    await db.replacementCredit.updateMany({ where: { id, status: 'available' }, data: { refundStartedAt: null } })
  },

  /** available -> refunded for every credit whose source payment was refunded; the credits moved. */
  async refundBySourcePayment(db: Db, paymentId: string, at: Date): Promise<ReplacementCredit[]> {
    const rows = await db.replacementCredit.findMany({ where: { sourcePaymentId: paymentId, status: 'available' } })
    const moved: ReplacementCredit[] = []
    for (const row of rows) {
      const { count } = await db.replacementCredit.updateMany({
        where: { id: row.id, status: 'available' },
        data: { status: 'refunded', refundedAt: at },
      })
      if (count === 1) moved.push({ ...row, status: 'refunded', refundedAt: at })
    }
    return moved
  },

  isUniqueViolation: (err: unknown) =>
    err instanceof PrismaNamespace.PrismaClientKnownRequestError && err.code === 'P2002',
}
