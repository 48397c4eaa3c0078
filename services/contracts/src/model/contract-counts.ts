import type { ClientContractCounts, ContractStatus } from '@cosign/api'

/** Which count a contract status falls in (definitions on ClientContractCounts). */
const BUCKET: Record<ContractStatus, keyof ClientContractCounts> = {
  awaiting_cosigner: 'inProgress',
  cosigner_signed: 'inProgress',
  fully_signed: 'inProgress',
  finalized: 'active',
  completed: 'completed',
  cancelled: 'cancelled',
}

/** Counts of one side of a client's contracts from (status, count) groups; unknown statuses are ignored. */
export function countContracts(
  groups: ReadonlyArray<{ status: string; count: number }>,
): ClientContractCounts {
  const counts: ClientContractCounts = { active: 0, inProgress: 0, completed: 0, cancelled: 0 }
  for (const { status, count } of groups) {
    const bucket = BUCKET[status as ContractStatus]
    if (bucket) counts[bucket] += count
  }
  return counts
}
