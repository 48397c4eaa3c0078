import { CONTRACT_LIST_MAX_LIMIT, type ContractListResponse, type ListContractsQuery } from '@cosign/api'
import { badRequest } from '@cosign/service-kit'
import { toSummaryDto } from '../model/contract-dto.js'
import { decodeCursor, encodeCursor, INVALID_CURSOR } from '../model/cursor.js'
import type { ContractFilter } from '../repositories/contract-repository.js'
import type { Deps, Viewer } from './deps.js'
import { withPaymentHolds } from './payment-hold.js'

/**
 * GET /contracts: renters see theirs as renter, cosigners as cosigner, admins all; newest first with a keyset
 * cursor on (created_at desc, id desc), which the (party, created_at desc, id) indexes serve directly.
 */
export async function listContracts(deps: Deps, viewer: Viewer, query: ListContractsQuery): Promise<ContractListResponse> {
  const limit = Math.min(query.limit ?? 20, CONTRACT_LIST_MAX_LIMIT)
  const me = viewer.id.toLowerCase()
  const filter: ContractFilter = {}
  if (viewer.role === 'RENTER') filter.renterId = me
  else if (viewer.role === 'COSIGNER') filter.cosignerId = me
  if (query.status) filter.status = query.status
  const after = query.cursor ? decodeCursor(query.cursor) : null
  if (query.cursor && !after) throw badRequest(INVALID_CURSOR)
  const [rows, total] = await Promise.all([
    deps.contracts.summaries(deps.db, filter, after, limit + 1),
    deps.contracts.count(deps.db, filter),
  ])
  const more = rows.length > limit
  const items = rows.slice(0, limit)
  const last = items.at(-1)
  return {
    items: await withPaymentHolds(deps, items, items.map(toSummaryDto), viewer.id),
    total,
    nextCursor: more && last ? encodeCursor(last.createdAt, last.id) : null,
  }
}
