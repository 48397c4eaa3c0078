import type { CosignerPayoutLine } from '@cosign/api'
import type { ContractRow } from '../model/rows.js'
import type { Deps, Viewer } from './deps.js'
import { loadContractsMoney } from './load-contracts-money.js'

/** Each contract of the cosigner that carries payouts, with its payout lines (the breakdown's cosigner side). */
export async function loadEarningPayouts(deps: Deps, viewer: Viewer): Promise<{ contract: ContractRow; payouts: CosignerPayoutLine[] }[]> {
  const contracts = await deps.money.earningContracts(deps.db, viewer.id.toLowerCase())
  const money = await loadContractsMoney(deps, contracts, false)
  return contracts.map((contract) => ({ contract, payouts: money.get(contract.id)!.cosigner.payouts }))
}
