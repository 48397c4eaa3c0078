import { ledgerEntryEventFacts } from '../model/ledger-events.js'
import { isoDate } from '../model/terms.js'
import type { Deps } from './deps.js'
import { handleClaimedRows } from './handle-claimed-rows.js'

const BATCH = 200
/** How many days ahead an installment counts as due soon (its reminder email goes out then). */
export const DUE_SOON_DAYS = 3

/**
 * Scheduled: pending installments due within `DUE_SOON_DAYS` (today included) announce `ledger_entry.due_soon`
 * once per entry (auth mails the renter a reminder). Claimed with FOR UPDATE SKIP LOCKED and stamped in the
 * same transaction, so several instances or overlapping runs announce an entry once. Returns how many.
 */
export async function remindDueEntries(deps: Deps, now: Date = deps.now()): Promise<number> {
  const { ledger, outbox, record } = deps
  const today = isoDate(now)
  const lastDay = isoDate(new Date(now.getTime() + DUE_SOON_DAYS * 86_400_000))
  return handleClaimedRows(deps, BATCH, (tx, size) => ledger.markDueSoon(tx, today, lastDay, size), (tx, e) =>
    outbox.add(tx, record('ledger_entry.due_soon', { ...ledgerEntryEventFacts(e), dueDate: isoDate(e.dueDate) })),
  )
}
