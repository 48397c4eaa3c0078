// Pure helpers of the contract screens (unit-tested; no React, no network, no session).
import type { ContractDto, ContractHistoryEntryDto } from '@cosign/api'
import { contractStatusLabel, signerDue, type ContractViewer } from '@cosign/ui/contract-format'

/** Shown while the documents service renders the signed PDF (it answers 404 until then). */
export const AGREEMENT_PREPARING = 'The signed agreement is being prepared. Please try again in a moment.'

const ACTOR_LABELS: Record<ContractHistoryEntryDto['actorRole'], string> = {
  renter: 'Renter',
  cosigner: 'Cosigner',
  admin: 'Admin',
  system: 'Platform',
}

/** One history line: "Payment Required — by Renter". */
export function historyLine(entry: ContractHistoryEntryDto, viewer: ContractViewer): string {
  return `${contractStatusLabel(entry.status, viewer)} — by ${ACTOR_LABELS[entry.actorRole] ?? entry.actorRole}`
}

/** Oldest first, as a timeline reads. */
export function historyOldestFirst(history: readonly ContractHistoryEntryDto[]): ContractHistoryEntryDto[] {
  return [...history].sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
}

/** The viewer may sign while the contract waits for them (the cosigner of an admin-created one, then the renter). */
export function canSignNow(contract: Pick<ContractDto, 'status'>, viewer: ContractViewer): boolean {
  return signerDue(contract.status) === viewer
}

/** The payment screen's `?step=`: 'cosigner' points at step 2 (the spec's Continue link), anything else step 1. */
export function focusedStep(stepParam: string | null): 1 | 2 {
  return stepParam === 'cosigner' ? 2 : 1
}

/** Who cancelled, for the cancelled notice. */
export function cancelledByText(contract: Pick<ContractDto, 'cancelledBy'>, viewer: ContractViewer): string {
  const by = contract.cancelledBy
  if (!by) return 'Cancelled'
  if (by === viewer) return 'You cancelled this contract'
  return `Cancelled by the ${by === 'admin' ? 'platform' : by}`
}
