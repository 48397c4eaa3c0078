import {
  MATCHING_MESSAGES,
  PROFILE_MESSAGES,
  REQUEST_ELIGIBILITY_MAX_IDS,
  isUuid,
  type RequestEligibility,
  type RequestEligibilityListResponse,
} from '@cosign/api'
import { badRequest } from '@cosign/service-kit'
import { cosignerProfileRepository } from '../repositories/cosigner-profile-repository.js'
import { leaseArmorRepository } from '../repositories/lease-armor-repository.js'
import { matchRequestRepository } from '../repositories/match-request-repository.js'
import { matchingSessionRepository } from '../repositories/matching-session-repository.js'
import { renterProfileRepository } from '../repositories/renter-profile-repository.js'
import type { Viewer } from '../model/access.js'
import { requestRefusal } from '../model/request-eligibility.js'
import type { Deps } from './deps.js'

/**
 * GET /cosigners/request-eligibility?ids= (and the profile page's single answer): whether the renter's "Request to
 * cosign" is open for each of these cosigner profiles (UUIDs, at most REQUEST_ELIGIBILITY_MAX_IDS), the
 * reason when not, and whether the matching fee comes first. Five reads whatever the number of profiles (a listing
 * page's cards). The rent rule reads the renter's saved housing budget (the form's rent is checked on submit).
 */
export async function listRequestEligibilities(
  deps: Pick<Deps, 'db' | 'now'>,
  viewer: Viewer,
  requestedIds: string[],
): Promise<RequestEligibilityListResponse> {
  const cosignerProfileIds = [...new Set(requestedIds.map((id) => id.trim().toLowerCase()).filter(Boolean))]
  if (cosignerProfileIds.length > REQUEST_ELIGIBILITY_MAX_IDS || cosignerProfileIds.some((id) => !isUuid(id)))
    throw badRequest(PROFILE_MESSAGES.invalidProfileId)
  const db = deps.db
  const [cosigners, renter, session, openStatuses, leaseArmor] = await Promise.all([
    cosignerProfileIds.length ? cosignerProfileRepository.findListedByIds(db, cosignerProfileIds) : [],
    renterProfileRepository.findByUserId(db, viewer.id),
    matchingSessionRepository.findLive(db, viewer.id, deps.now()),
    cosignerProfileIds.length
      ? matchRequestRepository.findOpenStatuses(db, viewer.id, cosignerProfileIds)
      : new Map<string, 'pending' | 'accepted'>(),
    leaseArmorRepository.findByUserId(db, viewer.id),
  ])
  const listed = new Map(cosigners.map((c) => [c.id, c]))
  const items = cosignerProfileIds.map((id): RequestEligibility => {
    if (!renter)
      return {
        cosignerProfileId: id,
        canRequest: false,
        refusal: { code: 'RENTER_PROFILE_REQUIRED', message: MATCHING_MESSAGES.renterProfileRequired },
      }
    const cosigner = listed.get(id)
    const refusal = requestRefusal({
      listed: !!cosigner,
      ownProfile: cosigner?.userId === viewer.id,
      openRequestStatus: openStatuses.get(id) ?? null,
      rentCents: renter.housingBudgetCents,
      rentFromBudget: true,
      maxRentSupportCents: cosigner?.maxRentSupportCents ?? 0,
      requiresLeaseArmor: cosigner?.requiresLeaseArmor ?? false,
      hasLeaseArmor: !!leaseArmor,
    })
    return {
      cosignerProfileId: id,
      canRequest: refusal === null,
      refusal: refusal ? { code: refusal.code, message: refusal.message } : null,
    }
  })
  return { items, sessionExpiresAt: session ? session.expiresAt.toISOString() : null }
}
