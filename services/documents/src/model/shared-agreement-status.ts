import type { SharedAgreementStatus } from '@cosign/api'

/** The contract events that move a signed agreement's status, and the status each one means. */
export const STATUS_OF_EVENT = {
  'contract.finalized': 'finalized',
  'contract.completed': 'completed',
  'contract.cancelled': 'cancelled',
} as const satisfies Record<string, SharedAgreementStatus>

const RANK: Record<SharedAgreementStatus, number> = { signed: 0, finalized: 1, completed: 2, cancelled: 2 }

/**
 * The status after an event: it only moves forward (a redelivered or late contract.finalized never brings a
 * cancelled or completed contract back to finalized); null when nothing changes.
 */
export function nextAgreementStatus(
  current: SharedAgreementStatus,
  incoming: SharedAgreementStatus,
): SharedAgreementStatus | null {
  return RANK[incoming] > RANK[current] ? incoming : null
}

export function asAgreementStatus(value: string | null | undefined): SharedAgreementStatus {
  return value === 'finalized' || value === 'completed' || value === 'cancelled' ? value : 'signed'
}

/** A landlord may be sent the agreement of a contract in force (or whose lease has ended), never of another. */
export const isShareable = (status: SharedAgreementStatus) => status === 'finalized' || status === 'completed'
