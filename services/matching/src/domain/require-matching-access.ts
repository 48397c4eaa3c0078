import { MATCHING_ERROR_CODES, MATCHING_MESSAGES } from '@cosign/api'
import { AppError, forbidden } from '@cosign/service-kit'
import type { Db, MatchingSession } from '../repositories/db.js'
import { matchingSessionRepository } from '../repositories/matching-session-repository.js'
import {
  renterProfileRepository,
  type RenterProfileWithUser,
} from '../repositories/renter-profile-repository.js'
import type { Viewer } from '../model/access.js'

/**
 * Matching and match requests need, in this order: the RENTER role (403), a saved renter profile (403
 * RENTER_PROFILE_REQUIRED) and a live matching session from a completed match_request payment (402, its message
 * naming what the renter was doing: seeing matches or sending a request).
 */
export async function requireMatchingAccess(
  db: Db,
  viewer: Viewer,
  now: Date,
  doing: 'matches' | 'request' = 'matches',
): Promise<{ renter: RenterProfileWithUser; session: MatchingSession }> {
  if (viewer.role !== 'RENTER') throw forbidden(MATCHING_MESSAGES.rentersOnly)
  const [renter, session] = await Promise.all([
    renterProfileRepository.findByUserId(db, viewer.id),
    matchingSessionRepository.findLive(db, viewer.id, now),
  ])
  if (!renter)
    throw new AppError(
      403,
      MATCHING_ERROR_CODES.renterProfileRequired,
      MATCHING_MESSAGES.renterProfileRequired,
    )
  if (!session)
    throw new AppError(
      402,
      MATCHING_ERROR_CODES.paymentRequired,
      doing === 'request' ? MATCHING_MESSAGES.paymentRequiredToRequest : MATCHING_MESSAGES.paymentRequired,
    )
  return { renter, session }
}
