import { moneyOf } from '../model/contract-money.js'
import type { ContractRow } from '../model/rows.js'
import type { Deps } from './deps.js'

/**
 * The money of several contracts, each computed by moneyOf. `withServiceFees` reads the renter's service fees too
 * (renter and admin views only: the cosigner never sees them).
 */
export async function loadContractsMoney(
  deps: Deps,
  contracts: readonly ContractRow[],
  withServiceFees: boolean,
): Promise<Map<string, ReturnType<typeof moneyOf>>> {
  const [entries, fees] = await Promise.all([
    deps.money.installments(deps.db, contracts.map((c) => c.id)),
    Promise.all(contracts.map((c) => (withServiceFees ? deps.money.serviceFees(deps.db, c) : Promise.resolve([])))),
  ])
  return new Map(contracts.map((c, i) => [c.id, moneyOf(c, entries, fees[i]!)]))
}
