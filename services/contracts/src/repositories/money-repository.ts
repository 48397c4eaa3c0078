import type { Contract } from '../generated/prisma/client.js'
import type { ServiceFeeRow } from '../model/rows.js'
import type { Db } from './db.js'

/** What a contract's money breakdown reads besides the contract row: its installments and the renter's service fees. */
export const moneyRepository = {
  /** Installment entries (numbered ledger entries) of these contracts, by contract and number. */
  installments: (db: Db, contractIds: string[]) =>
    contractIds.length === 0
      ? Promise.resolve([])
      : db.ledgerEntry.findMany({
          where: { contractId: { in: contractIds }, installmentNumber: { not: null } },
          orderBy: [{ contractId: 'asc' }, { installmentNumber: 'asc' }],
          select: { contractId: true, installmentNumber: true, dueDate: true, amountCents: true, status: true, paidDate: true },
        }),

  /**
   * The renter's completed, not refunded service payments toward this contract's match: the matching session the
   * accepted request was sent under, and unlocking this cosigner's contact details.
   */
  serviceFees: (db: Db, c: Pick<Contract, 'renterId' | 'cosignerId' | 'matchRequestId'>) =>
    db.$queryRaw<ServiceFeeRow[]>`SELECT p.payment_id AS "paymentId", p.purpose, p.amount_cents AS "amountCents",
        p.paid_at AS "paidAt"
      FROM renter_service_payments p
      WHERE p.renter_id = ${c.renterId}::uuid AND p.refunded_at IS NULL AND (
        (p.purpose = 'match_request' AND p.payment_id = (
          SELECT r.session_payment_id FROM accepted_match_requests r WHERE r.request_id = ${c.matchRequestId}::uuid))
        OR (p.purpose = 'unlock_contact' AND p.subject_id = (
          SELECT o.profile_id FROM cosigner_payouts o WHERE o.user_id = ${c.cosignerId}::uuid)))
      ORDER BY p.paid_at, p.payment_id`,

  /** payment.completed of a matching session or a contact unlock (idempotent). */
  recordServicePayment: (
    db: Db,
    p: { paymentId: string; renterId: string; purpose: string; subjectId: string | null; amountCents: number; paidAt: Date },
  ) =>
    db.$executeRaw`INSERT INTO renter_service_payments (payment_id, renter_id, purpose, subject_id, amount_cents, paid_at)
      VALUES (${p.paymentId}::uuid, ${p.renterId}::uuid, ${p.purpose}, ${p.subjectId}::uuid, ${p.amountCents}, ${p.paidAt})
      ON CONFLICT (payment_id) DO NOTHING`,

  /** payment.refunded: the fee no longer counts toward the match (whatever arrived first, the refund is kept). */
  refundServicePayment: (
    db: Db,
    p: { paymentId: string; renterId: string; purpose: string; subjectId: string | null; amountCents: number; refundedAt: Date },
  ) =>
    db.$executeRaw`INSERT INTO renter_service_payments (payment_id, renter_id, purpose, subject_id, amount_cents, paid_at, refunded_at)
      VALUES (${p.paymentId}::uuid, ${p.renterId}::uuid, ${p.purpose}, ${p.subjectId}::uuid, ${p.amountCents}, ${p.refundedAt}, ${p.refundedAt})
      ON CONFLICT (payment_id) DO UPDATE SET refunded_at = EXCLUDED.refunded_at`,

  /** The cosigner's contracts that carry payouts (signed by both, paid or being paid), newest first. */
  earningContracts: (db: Db, cosignerId: string) =>
    db.contract.findMany({
      where: { cosignerId, status: { in: ['fully_signed', 'finalized', 'completed'] } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 500,
    }),

  /**
   * The contracts in a ledger's scope: the one asked for, else all of the viewer's that both parties signed
   * (proposals still awaiting a signature owe nothing yet), at most 500.
   */
  contractsOf: (db: Db, where: { renterId?: string; cosignerId?: string; id?: string }) =>
    db.contract.findMany({
      where: where.id ? where : { ...where, status: { in: ['fully_signed', 'finalized', 'completed', 'cancelled'] } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: 500,
    }),
}
