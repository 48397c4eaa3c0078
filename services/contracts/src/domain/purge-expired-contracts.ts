import { retentionCutoff } from '../model/retention.js'
import type { Deps } from './deps.js'
import { handleClaimedRows } from './handle-claimed-rows.js'

const BATCH = 100

/**
 * Scheduled (issue 30): contracts a party of which deleted their account are deleted once RECORD_RETENTION_YEARS
 * passed since they ended (completed or cancelled), with their signatures, history, ledger and the accepted
 * request's copy; `contract.purged` in the same transaction tells payments and documents to delete theirs.
 * Claimed with FOR UPDATE SKIP LOCKED and deleting is the once-only marker across instances. Contracts whose
 * parties both still exist are never purged. Returns how many it purged.
 */
export async function purgeExpiredContracts(deps: Deps): Promise<number> {
  const { contracts, outbox, record } = deps
  const endedBefore = retentionCutoff(deps.now())
  return handleClaimedRows(deps, BATCH, (tx, size) => contracts.purgeExpired(tx, endedBefore, size), (tx, contractId) =>
    outbox.add(tx, record('contract.purged', { contractId })),
  )
}
