import type { DomainEvents } from '@cosign/api'
import { privacyRepository } from '../repositories/privacy-repository.js'
import type { Tx } from '../repositories/db.js'

/** `contract.purged` (issue 30's retention purge): the contract's payments, receipts and refunds are deleted. */
export async function deletePurgedContract(tx: Tx, event: DomainEvents['contract.purged']): Promise<void> {
  await privacyRepository.purgeContract(tx, event.contractId.toLowerCase())
}
