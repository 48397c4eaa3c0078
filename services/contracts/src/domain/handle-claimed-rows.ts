import { inBatches } from '@cosign/service-kit'
import type { Tx } from '../repositories/db.js'
import type { Deps } from './deps.js'

/**
 * The scheduled jobs' loop: `claim` takes at most `size` rows in a transaction (FOR UPDATE SKIP LOCKED, its change
 * being the once-only marker across instances), `handle` writes each one's outbox rows in the same transaction;
 * batches follow until one comes back short. Returns how many rows were handled.
 */
export function handleClaimedRows<R>(
  deps: Pick<Deps, 'transaction'>,
  size: number,
  claim: (tx: Tx, size: number) => Promise<R[]>,
  handle: (tx: Tx, row: R) => Promise<void>,
): Promise<number> {
  return inBatches(deps.transaction, size, async (tx) => {
    const rows = await claim(tx, size)
    for (const row of rows) await handle(tx, row)
    return rows.length
  })
}
