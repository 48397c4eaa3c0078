import type { ContractBreakdownDto, ContractStatus, FeeOption } from '@cosign/api'
import { visibleTo } from '../model/access.js'
import type { Deps, Viewer } from './deps.js'
import { loadContractsMoney } from './load-contracts-money.js'

/**
 * GET /contracts/:id/breakdown: the renter gets the renter's side (total paid and still due, with the service fees
 * paid toward this match), the cosigner the cosigner's side (fee, platform fee, payout and when each part
 * arrived), admins both; anyone else the same 404 as an unknown contract.
 */
export async function getContractBreakdown(deps: Deps, viewer: Viewer, id: string): Promise<ContractBreakdownDto> {
  const { contract, party } = visibleTo(await deps.contracts.findById(deps.db, id.toLowerCase()), viewer)
  const money = (await loadContractsMoney(deps, [contract], party !== 'cosigner')).get(contract.id)!
  return {
    contractId: contract.id,
    contractStatus: contract.status as ContractStatus,
    feeOption: contract.feeOption as FeeOption,
    renter: party === 'cosigner' ? null : money.renter,
    cosigner: party === 'renter' ? null : money.cosigner,
  }
}
