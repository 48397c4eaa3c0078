import { CONTRACT_MESSAGES, type ContractPartyRole } from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import type { ContractRow } from './rows.js'
import type { Viewer } from './viewer.js'

/** The caller's part in a contract: a party, an admin, or nobody. */
export function partyOf(c: Pick<ContractRow, 'renterId' | 'cosignerId'>, viewer: Viewer): ContractPartyRole | 'admin' | null {
  const id = viewer.id.toLowerCase()
  if (viewer.role === 'RENTER' && c.renterId === id) return 'renter'
  if (viewer.role === 'COSIGNER' && c.cosignerId === id) return 'cosigner'
  if (viewer.role === 'ADMIN') return 'admin'
  return null
}

/** The contract if the caller may see it; anyone else gets the same 404 as for an unknown id. */
export function visibleTo<T extends Pick<ContractRow, 'renterId' | 'cosignerId'>>(
  c: T | null,
  viewer: Viewer,
): { contract: T; party: ContractPartyRole | 'admin' } {
  const party = c ? partyOf(c, viewer) : null
  if (!c || !party) throw notFound(CONTRACT_MESSAGES.notFound)
  return { contract: c, party }
}
