import type { MatchRequestDto, MatchRequestStatus } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { matchRequestRepository } from '../repositories/match-request-repository.js'
import { MATCH_REQUEST_LIST_LIMIT } from '../model/list-limits.js'
import { loadMatchRequestDtos } from './load-match-request-dtos.js'

/**
 * GET /match-requests/incoming (the requests sent to the cosigner) and /match-requests/outgoing (the requests the
 * renter sent), newest first.
 */
export async function listMatchRequests(
  db: Db,
  side: 'incoming' | 'outgoing',
  userId: string,
  status?: MatchRequestStatus,
): Promise<MatchRequestDto[]> {
  const party = side === 'incoming' ? 'cosignerId' : 'renterId'
  return loadMatchRequestDtos(
    db,
    await matchRequestRepository.listFor(db, party, userId, status, MATCH_REQUEST_LIST_LIMIT),
  )
}
