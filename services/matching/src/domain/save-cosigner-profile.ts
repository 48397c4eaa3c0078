import {
  validateCosignerProfile,
  type AccessTokenClaims,
  type CosignerProfileInput,
  type CosignerProfileStatus,
  type SaveCosignerProfileResponse,
} from '@cosign/api'
import { badRequest } from '@cosign/service-kit'
import {
  cosignerProfileRepository,
  type CosignerProfileData,
} from '../repositories/cosigner-profile-repository.js'
import { userRepository } from '../repositories/user-repository.js'
import { ensureUserFromClaims } from './claims.js'
import type { Deps } from './deps.js'
import { locationKeys, searchTextFor } from '../model/location.js'
import { outboxRepository } from '../repositories/outbox-repository.js'

const trimOrNull = (s: string | null | undefined) => (s && s.trim() ? s.trim() : null)

/** The stored form of a valid cosigner form. */
export function cosignerProfileData(input: CosignerProfileInput): CosignerProfileData {
  const firstName = input.firstName.trim()
  const lastName = input.lastName.trim()
  const location = input.location.trim()
  const setupMonthly = input.feeType === 'setup-monthly'
  return {
    firstName,
    lastName,
    location,
    ...locationKeys(location),
    searchText: searchTextFor(firstName, lastName, location),
    phone: trimOrNull(input.phone),
    paypalEmail: input.paypalEmail.trim().toLowerCase(),
    creditScore: input.creditScore,
    creditVerified: false,
    monthlyIncomeCents: input.monthlyIncomeCents,
    employmentStatus: trimOrNull(input.employmentStatus),
    rentalHistoryIssues: [...new Set(input.rentalHistoryIssues ?? [])],
    maxRentSupportCents: input.maxRentSupportCents,
    feeType: input.feeType,
    totalFeeCents: input.totalFeeCents,
    // The form shows these only for setup-monthly; a one-time fee keeps none.
    setupFeeCents: setupMonthly ? (input.setupFeeCents ?? null) : null,
    monthlyFeeCents: setupMonthly ? (input.monthlyFeeCents ?? null) : null,
    requireUpfront: input.requireUpfront,
    requiresLeaseArmor: input.requiresLeaseArmor === true,
    bio: input.bio.trim(),
  }
}

/**
 * Status after the owner saves the form: a draft stays awaiting payment; once paid, any edit goes (back)
 * to review without a new fee, and the profile is unlisted until an admin approves it again.
 */
export function statusAfterEdit(current: CosignerProfileStatus): CosignerProfileStatus {
  return current === 'awaiting_payment' ? 'awaiting_payment' : 'pending_review'
}

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
