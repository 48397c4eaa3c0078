import { PROFILE_MESSAGES, isUuid, type RequestEligibilityResponse } from '@cosign/api'
import { badRequest } from '@cosign/service-kit'
import type { Viewer } from '../model/access.js'
import type { Deps } from './deps.js'
import { listRequestEligibilities } from './list-request-eligibilities.js'

/**
 * GET /cosigners/:id/request-eligibility: the profile page's "Request to cosign": open or not and why, and whether
 * the matching fee must be paid first (listRequestEligibilities for one profile).
 */
export async function getRequestEligibility(
  deps: Pick<Deps, 'db' | 'now'>,
  viewer: Viewer,
  cosignerProfileId: string,
): Promise<RequestEligibilityResponse> {
  if (!isUuid(cosignerProfileId)) throw badRequest(PROFILE_MESSAGES.invalidProfileId)
  const { items, sessionExpiresAt } = await listRequestEligibilities(deps, viewer, [
    cosignerProfileId.toLowerCase(),
  ])
  return { canRequest: items[0].canRequest, refusal: items[0].refusal, sessionExpiresAt }
}
