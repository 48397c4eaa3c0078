import type { Prisma } from '../generated/prisma/client.js'
import type { Db, Tx } from './db.js'

/** A ledger entry the ledger's events name (overdue, paid). */
export interface LedgerEntryFacts {
  id: string
  contractId: string
  renterId: string
  cosignerId: string
  amountCents: number
}

/** The ledger: the renter's payments of a final contract, paid and due. */
export const ledgerRepository = {
  /** A new entry (Prisma fills created_at). */
  add: (tx: Tx, data: Prisma.LedgerEntryUncheckedCreateInput) => tx.ledgerEntry.create({ data }),

  /** The entries of a party (or all), of one contract or every one, due date descending, at most 1000. */
  entries: (db: Db, of: { renterId?: string; cosignerId?: string; contractId?: string }) =>
    db.ledgerEntry.findMany({
      where: of,
      orderBy: [{ dueDate: 'desc' }, { installmentNumber: 'desc' }, { id: 'asc' }],
      take: 1000,
    }),

  /** An installment still owed becomes paid (null: unknown or already paid). */
  markPaid: async (tx: Tx, entryId: string, at: Date): Promise<LedgerEntryFacts | null> => {
    const rows = await tx.$queryRaw<LedgerEntryFacts[]>`UPDATE ledger_entries SET status = 'paid', paid_date = ${at}
    WHERE id = ${entryId}::uuid AND status IN ('pending', 'overdue')
    RETURNING id, contract_id AS "contractId", renter_id AS "renterId", cosigner_id AS "cosignerId", amount_cents AS "amountCents"`
    return rows[0] ?? null
  },

  /**
   * Scheduled: pending entries due before `today` become overdue, at most `batch`, claimed with FOR UPDATE SKIP
   * LOCKED; the status change is the once-only marker.
   */
  markOverdue: (tx: Tx, today: string, batch: number) =>
    tx.$queryRaw<(LedgerEntryFacts & { dueDate: Date })[]>`UPDATE ledger_entries SET status = 'overdue', overdue_notified_at = now()
        WHERE id IN (
          SELECT id FROM ledger_entries
          WHERE status = 'pending' AND due_date < ${today}::date AND overdue_notified_at IS NULL
          ORDER BY due_date LIMIT ${batch} FOR UPDATE SKIP LOCKED)
        RETURNING id, contract_id AS "contractId", renter_id AS "renterId", cosigner_id AS "cosignerId",
          amount_cents AS "amountCents", due_date AS "dueDate"`,

  /**
   * Scheduled: pending entries due from `today` to `lastDay` (UTC dates) not yet reminded, at most `batch`,
   * claimed with FOR UPDATE SKIP LOCKED and stamped `due_soon_notified_at` (the once-only marker).
   */
  markDueSoon: (tx: Tx, today: string, lastDay: string, batch: number) =>
    tx.$queryRaw<(LedgerEntryFacts & { dueDate: Date })[]>`UPDATE ledger_entries SET due_soon_notified_at = now()
        WHERE id IN (
          SELECT id FROM ledger_entries
          WHERE status = 'pending' AND due_date >= ${today}::date AND due_date <= ${lastDay}::date
            AND due_soon_notified_at IS NULL
          ORDER BY due_date LIMIT ${batch} FOR UPDATE SKIP LOCKED)
        RETURNING id, contract_id AS "contractId", renter_id AS "renterId", cosigner_id AS "cosignerId",
          amount_cents AS "amountCents", due_date AS "dueDate"`,
}
