import { MATCHING_ERROR_CODES, PROFILE_MESSAGES, isUuid, type CosignerProfileDto } from '@cosign/api'
import { AppError, badRequest, notFound } from '@cosign/service-kit'
import { cosignerProfileRepository } from '../repositories/cosigner-profile-repository.js'
import { isCosignerListed } from '../model/access.js'
import type { Deps } from './deps.js'
import { toCosignerProfileDto } from '../model/profile-dto.js'
import { outboxRepository } from '../repositories/outbox-repository.js'

export const REJECTION_REASON_MAX = 1000

/**
 * Admin review of a profile pending review: approve (listed when the account is an active cosigner) or
 * reject with a reason. Either way the owner is notified through the event.
 */
export async function reviewCosignerProfile(
  deps: Pick<Deps, 'db' | 'transaction' | 'events' | 'now'>,
  adminId: string,
  profileId: string,
  decision: { approve: true } | { approve: false; reason: string },
): Promise<CosignerProfileDto> {
  if (!isUuid(profileId)) throw badRequest(PROFILE_MESSAGES.invalidProfileId)
  const reason = decision.approve ? null : decision.reason.trim()
  if (!decision.approve && !reason) throw badRequest(PROFILE_MESSAGES.rejectionReasonRequired)

  const profile = await deps.transaction(async (tx) => {
    await cosignerProfileRepository.lockById(tx, profileId)
    const current = await cosignerProfileRepository.findById(tx, profileId)
    if (!current) throw notFound(PROFILE_MESSAGES.profileNotFound)
    if (current.status !== 'pending_review')
      throw new AppError(409, MATCHING_ERROR_CODES.invalidState, PROFILE_MESSAGES.profileNotReviewable)
    const now = deps.now()
    const updated = await cosignerProfileRepository.update(tx, profileId, {
      status: decision.approve ? 'approved' : 'rejected',
      isActive: decision.approve ? isCosignerListed('approved', current.user) : false,
      reviewedAt: now,
      reviewedBy: adminId,
      rejectionReason: reason,
    })
    const data = { profileId, userId: updated.userId }
    await outboxRepository.add(tx, reason === null
          ? deps.events.record('cosigner_profile.approved', data)
          : deps.events.record('cosigner_profile.rejected', { ...data, reason }))
    return updated
  })
  void deps.events.flush()
  return toCosignerProfileDto(profile)
}
