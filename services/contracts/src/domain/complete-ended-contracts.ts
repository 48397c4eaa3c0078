import { notificationRows } from '../model/notifications.js'
import { isoDate } from '../model/terms.js'
import type { Deps } from './deps.js'
import { handleClaimedRows } from './handle-claimed-rows.js'

const BATCH = 200

/**
 * Scheduled: finalized contracts whose lease ended before `today` (UTC date) become completed, with history,
 * `contract.completed` and both parties' notifications. Claimed with FOR UPDATE SKIP LOCKED; the status change
 * makes it once per contract across instances. Returns how many it completed.
 */
export async function completeEndedContracts(deps: Deps, today: string = isoDate(deps.now())): Promise<number> {
  const { contracts, outbox, record } = deps
  return handleClaimedRows(deps, BATCH, (tx, size) => contracts.completeEnded(tx, today, size), async (tx, c) => {
    await contracts.addHistory(tx, { contractId: c.id, status: 'completed', actorId: null, actorRole: 'system', note: 'The lease ended' })
    await outbox.add(
      tx,
      record('contract.completed', { contractId: c.id, renterId: c.renterId, cosignerId: c.cosignerId }),
      ...notificationRows(record, [c.renterId, c.cosignerId], 'Contract completed', 'The lease term has ended and your cosigning contract is complete.'),
    )
  })
}
