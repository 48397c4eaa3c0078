import { PROFILE_MESSAGES, isUuid, type ProfileView } from '@cosign/api'
import { badRequest, notFound } from '@cosign/service-kit'
import { contactUnlockRepository } from '../repositories/contact-unlock-repository.js'
import { financeAccessRepository } from '../repositories/finance-access-repository.js'
import { cosignerProfileRepository } from '../repositories/cosigner-profile-repository.js'
import type { Db } from '../repositories/db.js'
import { leaseRepository } from '../repositories/lease-repository.js'
import { renterProfileRepository } from '../repositories/renter-profile-repository.js'
import { canSeeContact, canSeeFigures, canViewProfile, type Viewer } from '../model/access.js'
import { toCosignerView, toRenterView } from '../model/profile-dto.js'

/**
 * GET /profiles/:id: either kind of profile; contact fields only for those allowed to see them, exact
 * figures only for those the owner granted them to (bands for everyone else).
 */
export async function viewProfile(db: Db, viewer: Viewer, id: string): Promise<ProfileView> {
  if (!isUuid(id)) throw badRequest(PROFILE_MESSAGES.invalidProfileId)
  const profileId = id.toLowerCase()
  const [cosigner, renter, hasUnlock] = await Promise.all([
    cosignerProfileRepository.findById(db, profileId),
    renterProfileRepository.findById(db, profileId),
    contactUnlockRepository.exists(db, viewer.id, profileId),
  ])
  const profile = cosigner ?? renter
  if (!profile || !canViewProfile(viewer, profile.userId, profile.isActive))
    throw notFound(PROFILE_MESSAGES.profileNotFound)
  const isOwner = viewer.id === profile.userId
  const granted =
    !isOwner && viewer.role !== 'ADMIN' && (await financeAccessRepository.grantedTo(db, profile.userId, viewer.id))
  const opts = {
    withContact: canSeeContact(viewer, profile.userId, hasUnlock),
    withFigures: canSeeFigures(viewer, profile.userId, granted),
    isOwner,
  }
  if (!cosigner) return toRenterView(renter!, opts)
  return toCosignerView(cosigner, opts, await leaseRepository.countsFor(db, cosigner.userId))
}
