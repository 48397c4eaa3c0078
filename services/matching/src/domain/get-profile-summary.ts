import type { AccessTokenClaims, CosignerProfileStatus, ProfileSummaryResponse } from '@cosign/api'
import { cosignerProfileRepository } from '../repositories/cosigner-profile-repository.js'
import type { Db } from '../repositories/db.js'
import { renterProfileRepository } from '../repositories/renter-profile-repository.js'
import { userRepository } from '../repositories/user-repository.js'

/**
 * The dashboard cards. The role comes from the token (fresher than the read model right after a role
 * change). Complete: admins; renters with a saved profile; cosigners whose profile is paid and not
 * rejected. Active: the account is active and, for a cosigner, the profile is approved.
 */
export async function getProfileSummary(db: Db, claims: AccessTokenClaims): Promise<ProfileSummaryResponse> {
  const [user, cosigner, renter] = await Promise.all([
    userRepository.findById(db, claims.sub),
    cosignerProfileRepository.findByUserId(db, claims.sub),
    renterProfileRepository.findByUserId(db, claims.sub),
  ])
  const accountActive = user?.isActive ?? true
  const cosignerStatus = (cosigner?.status ?? null) as CosignerProfileStatus | null
  let complete: boolean
  let isActive: boolean
  let creditScore: number | null
  let creditVerified: boolean
  if (claims.role === 'COSIGNER') {
    complete = cosignerStatus === 'pending_review' || cosignerStatus === 'approved'
    isActive = accountActive && cosignerStatus === 'approved'
    creditScore = cosigner?.creditScore ?? user?.creditScore ?? null
    creditVerified = cosigner?.creditVerified ?? user?.creditVerified ?? false
  } else {
    complete = claims.role === 'ADMIN' || renter !== null
    isActive = accountActive
    creditScore = renter?.creditScore ?? user?.creditScore ?? null
    creditVerified = renter?.creditVerified ?? user?.creditVerified ?? false
  }
  return {
    role: claims.role,
    profileStatus: complete ? 'Complete' : 'Basic',
    cosignerProfileStatus: cosignerStatus,
    cosignerProfileId: cosigner?.id ?? null,
    renterProfileId: renter?.id ?? null,
    creditScore,
    creditVerified,
    isActive,
  }
}
