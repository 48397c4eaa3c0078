import type { ContractPartiesResponse } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { readModelRepository } from '../repositories/read-model-repository.js'
import { toPartyOptionDto } from './contract-parties.js'

/** LIKE wildcards in the admin's search text match themselves. */
const literal = (q: string | undefined) => q?.trim().replace(/[\\%_]/g, '\\$&') || undefined

/** GET /contracts/admin/parties?q= (ADMIN): the renters and approved cosigners a contract can be created for. */
export async function listContractParties(db: Db, q?: string): Promise<ContractPartiesResponse> {
  const [renters, cosigners] = await Promise.all([
    readModelRepository.renters(db, literal(q)),
    readModelRepository.approvedCosigners(db, literal(q)),
  ])
  return {
    renters: renters.map((r) => toPartyOptionDto(r, false)),
    cosigners: cosigners.map((r) => toPartyOptionDto(r, true)),
  }
}
