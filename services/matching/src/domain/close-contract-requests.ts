import { isUuid, type ContractPartiesData } from '@cosign/api'
import type { Tx } from '../repositories/db.js'
import { matchRequestRepository } from '../repositories/match-request-repository.js'

/**
 * contract.cancelled / contract.completed: the pair's accepted request no longer counts as an open contract, so
 * the renter may ask that cosigner again. Idempotent (only requests still open are closed). False when malformed.
 */
export async function closeContractRequests(tx: Tx, data: ContractPartiesData, at: Date): Promise<boolean> {
  if (!isUuid(data.renterId) || !isUuid(data.cosignerId)) return false
  await matchRequestRepository.closeContract(
    tx,
    data.renterId.toLowerCase(),
    data.cosignerId.toLowerCase(),
    at,
  )
  return true
}
