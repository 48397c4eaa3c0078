import type { ContractStatus } from '@cosign/api'

/**
 * The contract status machine. awaiting_cosigner (created by an admin, the cosigner signs next) ->
 * cosigner_signed (created and signed by the cosigner, or signed by them after an admin created it) -> fully_signed (the
 * renter signed) -> finalized (both payment steps paid) -> completed (the lease ended). Cancellation is
 * possible until the contract is finalized.
 */
const TRANSITIONS: Record<ContractStatus, readonly ContractStatus[]> = {
  awaiting_cosigner: ['cosigner_signed', 'cancelled'],
  cosigner_signed: ['fully_signed', 'cancelled'],
  fully_signed: ['finalized', 'cancelled'],
  finalized: ['completed'],
  cancelled: [],
  completed: [],
}

export function canTransition(from: ContractStatus, to: ContractStatus): boolean {
  return TRANSITIONS[from]?.includes(to) ?? false
}

/** Statuses a contract can still be cancelled from. */
export const CANCELLABLE_STATUSES = (Object.keys(TRANSITIONS) as ContractStatus[]).filter((s) =>
  canTransition(s, 'cancelled'),
)

/** An open contract blocks another one for the same match request. */
export function isOpen(status: ContractStatus): boolean {
  return status !== 'cancelled'
}
