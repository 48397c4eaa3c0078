import type { Db } from './db.js'

/**
 * A deleted person's data in payments (issue 30). Payments, refunds and receipts stay (payment and tax law rely on
 * them) with the person's name replaced by the pseudonym and their payout address erased.
 */
export const privacyRepository = {
  eraseUser: async (db: Db, userId: string, pseudonym: string, deletedEmail: string) => {
    await db.payment.updateMany({ where: { renterId: userId }, data: { renterName: pseudonym } })
    await db.payment.updateMany({ where: { cosignerId: userId }, data: { cosignerName: pseudonym, payeeEmail: deletedEmail } })
    await db.receipt.updateMany({ where: { payerId: userId }, data: { payerName: pseudonym } })
    await db.receipt.updateMany({ where: { payeeId: userId }, data: { payeeName: pseudonym } })
    await db.userDirectory.updateMany({ where: { userId }, data: { email: deletedEmail, fullName: pseudonym } })
    await db.contractTerms.updateMany({ where: { cosignerId: userId }, data: { cosignerPaypalEmail: deletedEmail } })
    await db.installmentEntry.updateMany({ where: { cosignerId: userId }, data: { cosignerPaypalEmail: deletedEmail } })
    await db.confirmedPayoutEmail.deleteMany({ where: { userId } })
  },
  /**
   * Issue 30's retention purge (`contract.purged`): everything payments keeps under the contract — its payments
   * (steps and installments), their receipts, refund requests and admin actions, the terms, the cancellation,
   * the installments and the replacement credit it gave that is used up (an unused one is still the renter's money).
   * Deleting what is already gone changes nothing, so a redelivery is harmless.
   */
  purgeContract: async (db: Db, contractId: string) => {
    const paymentIds = (await db.payment.findMany({ where: { contractId }, select: { id: true } })).map((p) => p.id)
    await db.receipt.deleteMany({ where: { OR: [{ contractId }, { paymentId: { in: paymentIds } }] } })
    await db.refundRequest.deleteMany({ where: { paymentId: { in: paymentIds } } })
    await db.adminAction.deleteMany({ where: { targetId: { in: paymentIds } } })
    await db.payment.deleteMany({ where: { id: { in: paymentIds } } })
    await db.installmentEntry.deleteMany({ where: { contractId } })
    await db.contractTerms.deleteMany({ where: { contractId } })
    await db.contractCancellation.deleteMany({ where: { contractId } })
    await db.replacementCredit.deleteMany({ where: { sourceContractId: contractId, status: { not: 'available' } } })
  },
  exportOf: async (db: Db, userId: string) => {
    const [payments, receipts, credits] = await Promise.all([
      db.payment.findMany({
        where: { userId },
        orderBy: { createdAt: 'asc' },
        select: {
          id: true,
          purpose: true,
          amountCents: true,
          currency: true,
          status: true,
          description: true,
          contractId: true,
          completedAt: true,
          refundedAt: true,
          createdAt: true,
        },
      }),
      db.receipt.findMany({
        where: { OR: [{ payerId: userId }, { payeeId: userId }] },
        select: { number: true, kind: true, paymentId: true, contractId: true, payerName: true, payeeName: true, method: true },
      }),
      db.replacementCredit.findMany({ where: { renterId: userId } }),
    ])
    return { 'payments.json': payments, 'receipts.json': receipts, 'replacement-credits.json': credits }
  },
}
