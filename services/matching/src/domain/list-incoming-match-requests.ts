import type { MatchRequestDto, MatchRequestStatus } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { matchRequestRepository } from '../repositories/match-request-repository.js'
import { MATCH_REQUEST_LIST_LIMIT } from '../model/list-limits.js'
import { loadMatchRequestDtos } from './load-match-request-dtos.js'

/** GET /match-requests/incoming: the requests sent to the cosigner, newest first. */
export async function listIncomingMatchRequests(
  db: Db,
  cosignerId: string,
  status?: MatchRequestStatus,
): Promise<MatchRequestDto[]> {
  return loadMatchRequestDtos(
    db,
    await matchRequestRepository.listForCosigner(db, cosignerId, status, MATCH_REQUEST_LIST_LIMIT),
  )
}
