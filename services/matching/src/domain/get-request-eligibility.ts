import { MATCHING_MESSAGES, PROFILE_MESSAGES, isUuid, type RequestEligibilityResponse } from '@cosign/api'
import { badRequest } from '@cosign/service-kit'
import { cosignerProfileRepository } from '../repositories/cosigner-profile-repository.js'
import type { Db } from '../repositories/db.js'
import { leaseArmorRepository } from '../repositories/lease-armor-repository.js'
import { matchRequestRepository } from '../repositories/match-request-repository.js'
import { matchingSessionRepository } from '../repositories/matching-session-repository.js'
import { renterProfileRepository } from '../repositories/renter-profile-repository.js'
import type { Viewer } from '../model/access.js'
import { requestRefusal } from '../model/request-eligibility.js'
import type { Deps } from './deps.js'

/**
 * GET /cosigners/:id/request-eligibility: whether the renter's "Request to cosign" is open for this cosigner,
 * the reason when not, and whether the matching fee must be paid first. The rent rule reads the renter's saved
 * housing budget (the form's rent is checked again on submit).
 */
export async function getRequestEligibility(
  deps: Pick<Deps, 'db' | 'now'>,
  viewer: Viewer,
  cosignerProfileId: string,
): Promise<RequestEligibilityResponse> {
  if (!isUuid(cosignerProfileId)) throw badRequest(PROFILE_MESSAGES.invalidProfileId)
  const id = cosignerProfileId.toLowerCase()
  const db: Db = deps.db
  const [cosigner, renter, session, openStatus, leaseArmor] = await Promise.all([
    cosignerProfileRepository.findById(db, id),
    renterProfileRepository.findByUserId(db, viewer.id),
    matchingSessionRepository.findLive(db, viewer.id, deps.now()),
    matchRequestRepository.findOpenStatus(db, viewer.id, id),
    leaseArmorRepository.findByUserId(db, viewer.id),
  ])
  const sessionExpiresAt = session ? session.expiresAt.toISOString() : null
  if (!renter)
    return {
      canRequest: false,
      refusal: { code: 'RENTER_PROFILE_REQUIRED', message: MATCHING_MESSAGES.renterProfileRequired },
      sessionExpiresAt,
    }
  const refusal = requestRefusal({
    listed: !!cosigner && cosigner.isActive,
    ownProfile: cosigner?.userId === viewer.id,
    openRequestStatus: openStatus,
    rentCents: renter.housingBudgetCents,
    rentFromBudget: true,
    maxRentSupportCents: cosigner?.maxRentSupportCents ?? 0,
    requiresLeaseArmor: cosigner?.requiresLeaseArmor ?? false,
    hasLeaseArmor: !!leaseArmor,
  })
  return {
    canRequest: refusal === null,
    refusal: refusal ? { code: refusal.code, message: refusal.message } : null,
    sessionExpiresAt,
  }
}
