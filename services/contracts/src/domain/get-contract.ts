import type { ContractDto } from '@cosign/api'
import { visibleTo } from '../model/access.js'
import { toContractDto } from '../model/contract-dto.js'
import type { Deps, Viewer } from './deps.js'
import { withPaymentHold } from './payment-hold.js'

/** GET /contracts/:id: the parties and admins; anyone else gets 404, so ids do not leak. */
export async function getContract(deps: Deps, viewer: Viewer, id: string): Promise<ContractDto> {
  const { contract } = visibleTo(await deps.contracts.findById(deps.db, id.toLowerCase()), viewer)
  const [signatures, history] = await Promise.all([
    deps.contracts.signatures(deps.db, contract.id),
    deps.contracts.history(deps.db, contract.id),
  ])
  return withPaymentHold(deps, toContractDto(contract, signatures, history), viewer.id)
}
