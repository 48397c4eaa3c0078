import type { ContractBreakdownDto, ContractStatus, FeeOption } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { contractRepository } from '../repositories/contract-repository.js'
import { visibleTo } from './access.js'
import type { Viewer } from './deps.js'
import { moneyOfContracts } from './contract-money.js'

/**
 * GET /contracts/:id/breakdown: the renter gets the renter's side (total paid and still due, with the service fees
 * paid toward this match), the cosigner the cosigner's side (fee, platform fee, payout and when each part
 * arrived), admins both; anyone else the same 404 as an unknown contract.
 */
export async function getContractBreakdown(db: Db, viewer: Viewer, id: string): Promise<ContractBreakdownDto> {
  const { contract, party } = visibleTo(await contractRepository.findById(db, id.toLowerCase()), viewer)
  const money = (await moneyOfContracts(db, [contract], party !== 'cosigner')).get(contract.id)!
  return {
    contractId: contract.id,
    contractStatus: contract.status as ContractStatus,
    feeOption: contract.feeOption as FeeOption,
    renter: party === 'cosigner' ? null : money.renter,
    cosigner: party === 'renter' ? null : money.cosigner,
  }
}
