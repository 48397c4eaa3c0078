import type { ContractPartiesData } from '@cosign/api'
import { contractPartiesOf } from '../model/contract-parties.js'
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
  const parties = contractPartiesOf(data)
  if (!parties || Number.isNaN(at.getTime())) return false
  await leaseRepository.record(tx, parties, status, at)
  return true
}
