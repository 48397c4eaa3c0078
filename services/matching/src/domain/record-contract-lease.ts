import { isUuid, type ContractPartiesData } from '@cosign/api'
import type { Tx } from '../repositories/db.js'
import { leaseRepository, type LeaseStatus } from '../repositories/lease-repository.js'

/**
 * contract.finalized (active), contract.completed (completed), contract.cancelled (cancelled): the cosigner's lease
 * counts on their profile and in the ranking. Idempotent (see leaseRepository.record). False when malformed.
 */
export async function recordContractLease(
  tx: Tx,
  status: LeaseStatus,
  data: ContractPartiesData,
  at: Date,
): Promise<boolean> {
  if (!isUuid(data.contractId) || !isUuid(data.renterId) || !isUuid(data.cosignerId)) return false
  if (Number.isNaN(at.getTime())) return false
  await leaseRepository.record(
    tx,
    {
      contractId: data.contractId.toLowerCase(),
      cosignerId: data.cosignerId.toLowerCase(),
      renterId: data.renterId.toLowerCase(),
    },
    status,
    at,
  )
  return true
}
