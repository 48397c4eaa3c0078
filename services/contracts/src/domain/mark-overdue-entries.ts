import { ledgerEntryEventFacts } from '../model/ledger-events.js'
import { notificationRows } from '../model/notifications.js'
import { isoDate } from '../model/terms.js'
import type { Deps } from './deps.js'
import { handleClaimedRows } from './handle-claimed-rows.js'

const BATCH = 200

/**
 * Scheduled: pending ledger entries due before `today` (UTC date) become overdue, once per entry, with
 * `ledger_entry.overdue` and a notification to both parties in the same transaction. Rows are claimed with
 * FOR UPDATE SKIP LOCKED and the status change itself is the "once" marker, so several instances (or two
 * overlapping runs) never announce an entry twice. Returns how many entries it marked.
 */
export async function markOverdueEntries(deps: Deps, today: string = isoDate(deps.now())): Promise<number> {
  const { ledger, outbox, record } = deps
  return handleClaimedRows(deps, BATCH, (tx, size) => ledger.markOverdue(tx, today, size), async (tx, e) => {
    const dueDate = isoDate(e.dueDate)
    await outbox.add(
      tx,
      record('ledger_entry.overdue', { ...ledgerEntryEventFacts(e), dueDate }),
      ...notificationRows(
        record,
        [e.renterId, e.cosignerId],
        'Payment overdue',
        `An installment of $${(e.amountCents / 100).toFixed(2)} due ${dueDate} is overdue.`,
      ),
    )
  })
}
