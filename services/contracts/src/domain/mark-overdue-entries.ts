import type { Deps } from './deps.js'
import { emit, notify } from './notify.js'
import { isoDate } from './terms.js'

const BATCH = 200

/**
 * Scheduled: pending ledger entries due before `today` (UTC date) become overdue, once per entry, with
 * `ledger_entry.overdue` and a notification to both parties in the same transaction. Rows are claimed with
 * FOR UPDATE SKIP LOCKED and the status change itself is the "once" marker, so several instances (or two
 * overlapping runs) never announce an entry twice. Returns how many entries it marked.
 */
export async function markOverdueEntries(deps: Deps, today: string = isoDate(new Date())): Promise<number> {
  let total = 0
  for (;;) {
    const count = await deps.prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<
        { id: string; contractId: string; renterId: string; cosignerId: string; amountCents: number; dueDate: Date }[]
      >`UPDATE ledger_entries SET status = 'overdue', overdue_notified_at = now()
        WHERE id IN (
          SELECT id FROM ledger_entries
          WHERE status = 'pending' AND due_date < ${today}::date AND overdue_notified_at IS NULL
          ORDER BY due_date LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING id, contract_id AS "contractId", renter_id AS "renterId", cosigner_id AS "cosignerId",
          amount_cents AS "amountCents", due_date AS "dueDate"`
      for (const e of rows) {
        const dueDate = isoDate(e.dueDate)
        await emit(tx, deps.record, 'ledger_entry.overdue', {
          contractId: e.contractId,
          renterId: e.renterId,
          cosignerId: e.cosignerId,
          entryId: e.id,
          amountCents: e.amountCents,
          dueDate,
        })
        await notify(
          tx,
          deps.record,
          [e.renterId, e.cosignerId],
          'Payment overdue',
          `An installment of $${(e.amountCents / 100).toFixed(2)} due ${dueDate} is overdue.`,
        )
      }
      return rows.length
    })
    total += count
    if (count < BATCH) return total
  }
}
