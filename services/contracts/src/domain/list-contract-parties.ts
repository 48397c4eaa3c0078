import type { ContractPartiesResponse } from '@cosign/api'
import { toPartyOptionDto } from '../model/contract-parties.js'
import type { Deps } from './deps.js'

/** LIKE wildcards in the admin's search text match themselves. */
const literal = (q: string | undefined) => q?.trim().replace(/[\\%_]/g, '\\$&') || undefined

/** GET /contracts/admin/parties?q= (ADMIN): the renters and approved cosigners a contract can be created for. */
export async function listContractParties(deps: Deps, q?: string): Promise<ContractPartiesResponse> {
  const [renters, cosigners] = await Promise.all([
    deps.readModels.renters(deps.db, literal(q)),
    deps.readModels.approvedCosigners(deps.db, literal(q)),
  ])
  return {
    renters: renters.map((r) => toPartyOptionDto(r, false)),
    cosigners: cosigners.map((r) => toPartyOptionDto(r, true)),
  }
}
