import type { ContractStatus, ContractSummaryDto, DocumentAudience } from '@cosign/api'

/** Contracts whose signed agreement exists: both parties signed (documents renders it from contract.fully_signed). */
export const SIGNED_STATUSES: readonly ContractStatus[] = ['fully_signed', 'finalized', 'completed']

export const AUDIENCE_NOTES: Record<DocumentAudience, string> = {
  ALL: 'For everyone',
  RENTER: 'For renters',
  COSIGNER: 'For cosigners',
}

/** How a signed agreement is named in the list: the other party, from the viewer's side. */
export function agreementTitle(
  contract: Pick<ContractSummaryDto, 'renterId' | 'renterName' | 'cosignerName'>,
  viewerId: string,
): string {
  const other = contract.renterId === viewerId ? contract.cosignerName : contract.renterName
  return `Cosigning agreement with ${other.trim() || 'the other party'}`
}

/** Newest first, each contract once (the three status lists are fetched side by side). */
export function mergeSignedContracts(lists: ContractSummaryDto[][]): ContractSummaryDto[] {
  const byId = new Map<string, ContractSummaryDto>()
  for (const list of lists) for (const c of list) if (SIGNED_STATUSES.includes(c.status)) byId.set(c.id, c)
  return [...byId.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
}
