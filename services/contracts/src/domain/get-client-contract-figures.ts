import { CLIENT_FIGURES_CONTRACTS_LIMIT, earningsTotalsOf, type ClientContractFiguresResponse } from '@cosign/api'
import { countContracts } from '../model/contract-counts.js'
import { toSummaryDto } from '../model/contract-dto.js'
import { renterSummaryOf } from '../model/contract-money.js'
import type { Deps } from './deps.js'
import { withPaymentHolds } from './payment-hold.js'
import { loadContractsMoney } from './load-contracts-money.js'

/** GET /contracts/admin/clients/:userId/figures: the client's contract counts as each party, and their newest contracts. */
export async function getClientContractFigures(deps: Deps, userId: string): Promise<ClientContractFiguresResponse> {
  const { db, contracts: repo, money } = deps
  const [asRenter, asCosigner, contracts, renterContracts, cosignerContracts] = await Promise.all([
    repo.countByStatus(db, { renterId: userId }),
    repo.countByStatus(db, { cosignerId: userId }),
    repo.summaries(db, { partyId: userId }, null, CLIENT_FIGURES_CONTRACTS_LIMIT),
    // The same contracts the client's ledger adds up, and those the cosigner's earnings list.
    money.contractsOf(db, { renterId: userId }),
    money.earningContracts(db, userId),
  ])
  const [renterMoney, cosignerMoney] = await Promise.all([
    loadContractsMoney(deps, renterContracts, true),
    loadContractsMoney(deps, cosignerContracts, false),
  ])
  return {
    asRenter: countContracts(asRenter),
    asCosigner: countContracts(asCosigner),
    contracts: await withPaymentHolds(deps, contracts, contracts.map(toSummaryDto), null),
    renterMoney: renterSummaryOf([...renterMoney.values()].map((m) => m.renter)),
    cosignerMoney: earningsTotalsOf([...cosignerMoney.values()].flatMap((m) => m.cosigner.payouts)),
  }
}
