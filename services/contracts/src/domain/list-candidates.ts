import type { ContractCandidatesResponse } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { readModelRepository } from '../repositories/read-model-repository.js'
import { toCandidateDto } from './contract-parties.js'
import type { Viewer } from './deps.js'

/** GET /contracts/candidates: the cosigner's accepted requests without an open contract, newest first. */
export async function listCandidates(db: Db, viewer: Viewer): Promise<ContractCandidatesResponse> {
  const rows = await readModelRepository.candidates(db, viewer.id.toLowerCase())
  return { items: rows.map(toCandidateDto) }
}
