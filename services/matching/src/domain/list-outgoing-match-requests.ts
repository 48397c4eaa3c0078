import type { MatchRequestDto, MatchRequestStatus } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { matchRequestRepository } from '../repositories/match-request-repository.js'
import { MATCH_REQUEST_LIST_LIMIT } from '../model/list-limits.js'
import { loadMatchRequestDtos } from './load-match-request-dtos.js'

/** GET /match-requests/outgoing: the requests the renter sent, newest first. */
export async function listOutgoingMatchRequests(
  db: Db,
  renterId: string,
  status?: MatchRequestStatus,
): Promise<MatchRequestDto[]> {
  return loadMatchRequestDtos(
    db,
    await matchRequestRepository.listForRenter(db, renterId, status, MATCH_REQUEST_LIST_LIMIT),
  )
}
