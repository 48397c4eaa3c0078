import type { DomainEvents } from '@cosign/api'
import { privacyRepository } from '../repositories/privacy-repository.js'
import type { Tx } from '../repositories/db.js'
import type { Deps } from './deps.js'

/** `contract.purged` (issue 30's retention purge): the contract's signed PDFs (rows and files) and share links go. */
export async function deletePurgedContract(
  deps: Pick<Deps, 'files'>,
  tx: Tx,
  event: DomainEvents['contract.purged'],
): Promise<void> {
  const keys = await privacyRepository.purgeContract(tx, event.contractId.toLowerCase())
  // A file already gone (a redelivery after a crash) is fine: remove ignores it.
  for (const key of keys) await deps.files.remove(key)
}
