import type { ContractCandidatesResponse } from '@cosign/api'
import { toCandidateDto } from '../model/contract-parties.js'
import type { Deps, Viewer } from './deps.js'

/** GET /contracts/candidates: the cosigner's accepted requests without an open contract, newest first. */
export async function listCandidates(deps: Deps, viewer: Viewer): Promise<ContractCandidatesResponse> {
  const rows = await deps.readModels.candidates(deps.db, viewer.id.toLowerCase())
  return { items: rows.map(toCandidateDto) }
}
