import { inBatches } from '@cosign/service-kit'
import { notificationRows } from '../model/notifications.js'
import { isoDate } from '../model/terms.js'
import type { Deps } from './deps.js'

const BATCH = 200

/**
 * Scheduled: finalized contracts whose lease ended before `today` (UTC date) become completed, with history,
 * `contract.completed` and both parties' notifications. Claimed with FOR UPDATE SKIP LOCKED; the status change
 * makes it once per contract across instances. Returns how many it completed.
 */
export async function completeEndedContracts(deps: Deps, today: string = isoDate(deps.now())): Promise<number> {
  const { contracts, outbox, record } = deps
  return inBatches(deps.transaction, BATCH, async (tx) => {
    const rows = await contracts.completeEnded(tx, today, BATCH)
    for (const c of rows) {
      await contracts.addHistory(tx, { contractId: c.id, status: 'completed', actorId: null, actorRole: 'system', note: 'The lease ended' })
      await outbox.add(
        tx,
        record('contract.completed', { contractId: c.id, renterId: c.renterId, cosignerId: c.cosignerId }),
        ...notificationRows(record, [c.renterId, c.cosignerId], 'Contract completed', 'The lease term has ended and your cosigning contract is complete.'),
      )
    }
    return rows.length
  })
}
