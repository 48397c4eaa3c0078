import type { PaymentPurpose, PaymentStatus } from '@cosign/api'
import { Prisma as PrismaNamespace, type Payment, type Prisma } from '../generated/prisma/client.js'
import type { FigurePayment } from '../model/client-payment-figures.js'
import type { Db } from './db.js'

export const paymentRepository = {
  create: (db: Db, data: Prisma.PaymentUncheckedCreateInput): Promise<Payment> => db.payment.create({ data }),
  findById: (db: Db, id: string): Promise<Payment | null> => db.payment.findUnique({ where: { id } }),
  findByOrderId: (db: Db, orderId: string): Promise<Payment | null> =>
    db.payment.findUnique({ where: { providerOrderId: orderId } }),
  findByCaptureId: (db: Db, captureId: string): Promise<Payment | null> =>
    db.payment.findUnique({ where: { providerCaptureId: captureId } }),

  /** Locks the row until the transaction ends: concurrent settlements of one payment run one after the other. */
  async lockById(tx: Prisma.TransactionClient, id: string): Promise<Payment | null> {
    await tx.$queryRaw`SELECT id FROM payments WHERE id = ${id}::uuid FOR UPDATE`
    return tx.payment.findUnique({ where: { id } })
  },

  /**
   * Conditional status change: the updated row, or null when another writer moved the payment first
   * (its status is no longer `from`).
   */
  async transition(
    db: Db,
    id: string,
    from: PaymentStatus,
    data: Prisma.PaymentUncheckedUpdateInput,
  ): Promise<Payment | null> {
    try {
      return await db.payment.update({ where: { id, status: from }, data })
    } catch (err) {
      if (err instanceof PrismaNamespace.PrismaClientKnownRequestError && err.code === 'P2025') return null
      throw err
    }
  },

  listByUser: (db: Db, userId: string, limit: number): Promise<Payment[]> =>
    db.payment.findMany({ where: { userId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: limit }),

  /** Purposes this user already completed for a subject (contract steps, unlocks, profile fee). */
  async completedPurposes(db: Db, userId: string, subjectId: string): Promise<Set<PaymentPurpose>> {
    const rows = await db.payment.findMany({
      where: { userId, subjectId, status: 'completed' },
      select: { purpose: true },
    })
    return new Set(rows.map((r) => r.purpose))
  },

  /** Whether anyone completed a payment of this purpose for this subject. */
  completedExists: async (db: Db, purpose: PaymentPurpose, subjectId: string): Promise<boolean> =>
    (await db.payment.count({ where: { purpose, subjectId, status: 'completed' } })) > 0,

  findCompletedSibling: (
    db: Db,
    payment: Pick<Payment, 'id' | 'userId' | 'purpose' | 'subjectId'>,
  ): Promise<Payment | null> =>
    db.payment.findFirst({
      where: {
        userId: payment.userId,
        purpose: payment.purpose,
        subjectId: payment.subjectId,
        status: 'completed',
        NOT: { id: payment.id },
      },
    }),

  pendingOlderThan: (db: Db, before: Date, limit: number): Promise<Payment[]> =>
    db.payment.findMany({
      where: { status: 'pending', createdAt: { lt: before } },
      orderBy: { createdAt: 'asc' },
      take: limit,
    }),

  update: (db: Db, id: string, data: Prisma.PaymentUncheckedUpdateInput): Promise<Payment> =>
    db.payment.update({ where: { id }, data }),

  /** A client's completed payments, as payer or as the cosigner paid (step 2, step 1's platform fee, installments). */
  figuresOf: (db: Db, userId: string): Promise<FigurePayment[]> =>
    db.payment.findMany({
      where: {
        status: 'completed',
        OR: [
          { userId },
          { cosignerId: userId, purpose: { in: ['contract_cosigner_payment', 'contract_platform_fee', 'contract_installment'] } },
        ],
      },
      select: { userId: true, cosignerId: true, purpose: true, status: true, amountCents: true, platformFeeCents: true },
    }) as Promise<FigurePayment[]>,

  /** The first completed step 1 the renter paid for a contract. */
  firstPaidStepOne: (db: Db, contractId: string, renterId: string): Promise<Payment | null> =>
    db.payment.findFirst({
      where: { purpose: 'contract_platform_fee', subjectId: contractId, userId: renterId, status: 'completed' },
      orderBy: { completedAt: 'asc' },
    }),
}
