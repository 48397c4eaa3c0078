import {
  validateCosignerProfile,
  type AccessTokenClaims,
  type CosignerProfileInput,
  type CosignerProfileStatus,
  type SaveCosignerProfileResponse,
} from '@cosign/api'
import { badRequest } from '@cosign/service-kit'
import { cosignerProfileRepository } from '../repositories/cosigner-profile-repository.js'
import { userRepository } from '../repositories/user-repository.js'
import { ensureUserFromClaims } from './ensure-user-from-claims.js'
import type { Deps } from './deps.js'
import { cosignerProfileData, statusAfterEdit } from '../model/profile-form.js'
import { outboxRepository } from '../repositories/outbox-repository.js'

/**
 * POST /profiles/cosigner: creates the draft (awaiting the profile_creation payment) or updates it, and
 * announces the save (cosigner_profile.saved, plus cosigner_profile.submitted when an edit sends a paid
 * profile back to review) in the same transaction. The creation fee is paid through the payments service
 * with subjectId = the returned profile id.
 */
export async function saveCosignerProfile(
  deps: Pick<Deps, 'db' | 'transaction' | 'events' | 'now'>,
  claims: AccessTokenClaims,
  input: CosignerProfileInput,
): Promise<SaveCosignerProfileResponse & { created: boolean }> {
  const message = validateCosignerProfile(input)
  if (message) throw badRequest(message)
  const form = cosignerProfileData(input)

  const result = await deps.transaction(async (tx) => {
    await ensureUserFromClaims(tx, claims)
    // The verified badge holds while the profile shows the score an admin verified on the uploaded report.
    const user = await userRepository.findById(tx, claims.sub)
    const data = { ...form, creditVerified: !!user?.creditVerified && user.creditScore === form.creditScore }
    await cosignerProfileRepository.lockByUserId(tx, claims.sub)
    const existing = await cosignerProfileRepository.findByUserId(tx, claims.sub)
    // Every save is announced with the status it leaves (cosigner_profile.saved): the payments service learns
    // the draft's owner before its creation fee is paid, the auth service the status `/me` shows.
    // It carries the payout email and location the contracts service prefills and pays out with.
    const announceSaved = (profileId: string, status: CosignerProfileStatus) =>
      outboxRepository.add(tx, deps.events.record('cosigner_profile.saved', {
          profileId,
          userId: claims.sub,
          status,
          paypalEmail: data.paypalEmail,
          location: data.location,
          totalFeeCents: data.totalFeeCents,
          maxRentSupportCents: data.maxRentSupportCents,
        }))
    if (!existing) {
      const created = await cosignerProfileRepository.create(tx, claims.sub, data)
      const createdStatus = created.status as CosignerProfileStatus
      await announceSaved(created.id, createdStatus)
      return { profileId: created.id, status: createdStatus, created: true }
    }
    const status = statusAfterEdit(existing.status as CosignerProfileStatus)
    const resubmitted = status === 'pending_review' && existing.status !== 'pending_review'
    const updated = await cosignerProfileRepository.update(tx, existing.id, {
      ...data,
      status,
      ...(resubmitted
        ? {
            isActive: false,
            submittedAt: deps.now(),
            reviewedAt: null,
            reviewedBy: null,
            rejectionReason: null,
          }
        : {}),
    })
    if (resubmitted)
      await outboxRepository.add(tx, deps.events.record('cosigner_profile.submitted', {
          profileId: updated.id,
          userId: updated.userId,
        }))
    await announceSaved(updated.id, updated.status as CosignerProfileStatus)
    return { profileId: updated.id, status: updated.status as CosignerProfileStatus, created: false }
  })
  void deps.events.flush()
  return { ...result, paymentRequired: result.status === 'awaiting_payment' }
}
