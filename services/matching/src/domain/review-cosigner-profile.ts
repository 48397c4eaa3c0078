import { MATCHING_ERROR_CODES, PROFILE_MESSAGES, isUuid, type CosignerProfileDto, adminActionOf } from '@cosign/api'
import { AppError, badRequest, notFound, type Viewer } from '@cosign/service-kit'
import { cosignerProfileRepository } from '../repositories/cosigner-profile-repository.js'
import { isCosignerListed } from '../model/access.js'
import type { Deps } from './deps.js'
import { toCosignerProfileDto } from '../model/profile-dto.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import { reviewedFiguresOf, type LastReviewed } from '../model/profile-changes.js'

export const REJECTION_REASON_MAX = 1000

/**
 * Admin review of a profile pending review: approve (listed when the account is an active cosigner) or
 * reject with a reason. Either way the owner is notified through the event, and the audit log gets its entry
 * (issue 30) in the same transaction.
 */
export async function reviewCosignerProfile(
  deps: Pick<Deps, 'db' | 'transaction' | 'events' | 'now'>,
  admin: Pick<Viewer, 'id' | 'email'>,
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
      reviewedBy: admin.id,
      rejectionReason: reason,
      // What this review saw: the next review card shows what changed since.
      lastReviewed: { at: now.toISOString(), figures: reviewedFiguresOf(current) } satisfies LastReviewed,
    })
    const data = { profileId, userId: updated.userId }
    await outboxRepository.add(tx, reason === null
          ? deps.events.record('cosigner_profile.approved', data)
          : deps.events.record('cosigner_profile.rejected', { ...data, reason }))
    await outboxRepository.add(
      tx,
      deps.events.record('admin_action.recorded', adminActionOf(admin, 'cosigner_profile.reviewed', ['cosigner_profile', profileId],
        { status: current.status },
        { status: updated.status, ...(reason === null ? {} : { rejectionReason: reason }) },
      )),
    )
    return updated
  })
  void deps.events.flush()
  return toCosignerProfileDto(profile)
}
