import type { Db } from './db.js'

// What disputes are checked against and show, kept from events (domain/apply-subject-event.ts): payments, and the
// status and fee of the contracts chat already keeps (chat_contracts). An event older than the one a row's status
// came from never overwrites it (status_at), since JetStream may deliver them out of order after a retry.
export const subjectReadModelRepository = {
  async savePayment(
    db: Db,
    p: { paymentId: string; userId: string; purpose: string; status: string; amountCents: number; subjectId: string | null; at: Date },
  ): Promise<void> {
    await db.$executeRaw`INSERT INTO chat_payments (payment_id, user_id, purpose, status, amount_cents, subject_id, status_at)
      VALUES (${p.paymentId}::uuid, ${p.userId}::uuid, ${p.purpose}, ${p.status}, ${p.amountCents}, ${p.subjectId}::uuid, ${p.at})
      ON CONFLICT (payment_id) DO UPDATE SET status = EXCLUDED.status, amount_cents = EXCLUDED.amount_cents,
        status_at = EXCLUDED.status_at
      WHERE chat_payments.status_at <= EXCLUDED.status_at`
  },
  payment: (db: Db, paymentId: string) => db.chatPayment.findUnique({ where: { paymentId } }),

  async saveContractStatus(
    db: Db,
    c: { contractId: string; renterId: string; cosignerId: string; status: string; feeCents: number | null; at: Date },
  ): Promise<void> {
    await db.$executeRaw`INSERT INTO chat_contracts (contract_id, renter_id, cosigner_id, status, fee_cents, status_at)
      VALUES (${c.contractId}::uuid, ${c.renterId}::uuid, ${c.cosignerId}::uuid, ${c.status}, ${c.feeCents}, ${c.at})
      ON CONFLICT (contract_id) DO UPDATE SET
        status = CASE WHEN chat_contracts.status_at IS NULL OR chat_contracts.status_at <= EXCLUDED.status_at
          THEN EXCLUDED.status ELSE chat_contracts.status END,
        status_at = GREATEST(chat_contracts.status_at, EXCLUDED.status_at),
        fee_cents = COALESCE(chat_contracts.fee_cents, EXCLUDED.fee_cents)`
  },
}
