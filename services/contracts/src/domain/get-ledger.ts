import {
  earningsTotalsOf,
  type LedgerEntryDto,
  type LedgerEntryStatus,
  type LedgerEntryType,
  type LedgerQuery,
  type LedgerResponse,
} from '@cosign/api'
import { renterSummaryOf } from '../model/contract-money.js'
import { isoDate } from '../model/terms.js'
import type { Deps, Viewer } from './deps.js'
import { loadContractsMoney } from './load-contracts-money.js'

/**
 * GET /ledger?contractId=: the caller's entries (renters and cosigners as parties, admins all), due date
 * descending, with totals. Installment entries still owed are `payable` for the renter. The summaries add up the
 * breakdown of each contract in view (the same figures as the contract page and the cosigner's earnings).
 */
export async function getLedger(deps: Deps, viewer: Viewer, query: LedgerQuery): Promise<LedgerResponse> {
  const me = viewer.id.toLowerCase()
  const where: { renterId?: string; cosignerId?: string; contractId?: string } = {}
  if (viewer.role === 'RENTER') where.renterId = me
  else if (viewer.role === 'COSIGNER') where.cosignerId = me
  if (query.contractId) where.contractId = query.contractId.toLowerCase()
  const [rows, summaries] = await Promise.all([
    deps.ledger.entries(deps.db, where),
    ledgerSummaries(deps, viewer, query.contractId?.toLowerCase()),
  ])
  const totals = { paidCents: 0, outstandingCents: 0, overdueCents: 0 }
  const entries: LedgerEntryDto[] = rows.map((e) => {
    if (e.status === 'paid') totals.paidCents += e.amountCents
    else {
      totals.outstandingCents += e.amountCents
      if (e.status === 'overdue') totals.overdueCents += e.amountCents
    }
    return {
      id: e.id,
      contractId: e.contractId,
      renterId: e.renterId,
      cosignerId: e.cosignerId,
      entryType: e.entryType as LedgerEntryType,
      description: e.description,
      amountCents: e.amountCents,
      dueDate: isoDate(e.dueDate),
      paidDate: e.paidDate?.toISOString() ?? null,
      status: e.status as LedgerEntryStatus,
      payable: viewer.role === 'RENTER' && e.renterId === me && e.status !== 'paid' && e.installmentNumber !== null,
    }
  })
  return { entries, totals, ...summaries }
}

/** Each side the viewer may see, summed over the contracts in view (admins: one contract at a time). */
async function ledgerSummaries(
  deps: Deps,
  viewer: Viewer,
  contractId: string | undefined,
): Promise<Pick<LedgerResponse, 'renterSummary' | 'cosignerSummary'>> {
  const me = viewer.id.toLowerCase()
  const seesRenter = viewer.role === 'RENTER' || (viewer.role === 'ADMIN' && !!contractId)
  const seesCosigner = viewer.role === 'COSIGNER' || (viewer.role === 'ADMIN' && !!contractId)
  if (!seesRenter && !seesCosigner) return { renterSummary: null, cosignerSummary: null }
  const contracts = await deps.money.contractsOf(deps.db, {
    ...(viewer.role === 'RENTER' ? { renterId: me } : viewer.role === 'COSIGNER' ? { cosignerId: me } : {}),
    ...(contractId ? { id: contractId } : {}),
  })
  const money = [...(await loadContractsMoney(deps, contracts, seesRenter)).values()]
  return {
    renterSummary: seesRenter ? renterSummaryOf(money.map((m) => m.renter)) : null,
    cosignerSummary: seesCosigner ? earningsTotalsOf(money.flatMap((m) => m.cosigner.payouts)) : null,
  }
}
