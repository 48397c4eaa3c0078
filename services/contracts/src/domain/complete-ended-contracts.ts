import { randomUUID } from 'node:crypto'
import type { Deps } from './deps.js'
import { emit, notify } from './notify.js'
import { isoDate } from './terms.js'

const BATCH = 200

/**
 * Scheduled: finalized contracts whose lease ended before `today` (UTC date) become completed, with history,
 * `contract.completed` and both parties' notifications. Claimed with FOR UPDATE SKIP LOCKED; the status change
 * makes it once per contract across instances. Returns how many it completed.
 */
export async function completeEndedContracts(deps: Deps, today: string = isoDate(new Date())): Promise<number> {
  let total = 0
  for (;;) {
    const count = await deps.prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<{ id: string; renterId: string; cosignerId: string }[]>`
        UPDATE contracts SET status = 'completed', completed_at = now(), updated_at = now()
        WHERE id IN (
          SELECT id FROM contracts WHERE status = 'finalized' AND lease_end_date < ${today}::date
          ORDER BY lease_end_date LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING id, renter_id AS "renterId", cosigner_id AS "cosignerId"`
      for (const c of rows) {
        await tx.contractEvent.create({
          data: { id: randomUUID(), contractId: c.id, status: 'completed', actorId: null, actorRole: 'system', note: 'The lease ended' },
        })
        await emit(tx, deps.record, 'contract.completed', { contractId: c.id, renterId: c.renterId, cosignerId: c.cosignerId })
        await notify(tx, deps.record, [c.renterId, c.cosignerId], 'Contract completed', 'The lease term has ended and your cosigning contract is complete.')
      }
      return rows.length
    })
    total += count
    if (count < BATCH) return total
  }
}
