import type { ContractDto } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { contractRepository } from '../repositories/contract-repository.js'
import { visibleTo } from './access.js'
import { toContractDto } from './contract-dto.js'
import type { Viewer } from './deps.js'

/** GET /contracts/:id: the parties and admins; anyone else gets 404, so ids do not leak. */
export async function getContract(db: Db, viewer: Viewer, id: string): Promise<ContractDto> {
  const { contract } = visibleTo(await contractRepository.findById(db, id.toLowerCase()), viewer)
  const [signatures, history] = await Promise.all([
    contractRepository.signatures(db, contract.id),
    contractRepository.history(db, contract.id),
  ])
  return toContractDto(contract, signatures, history)
}
