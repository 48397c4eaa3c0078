import { PROFILE_MESSAGES, isUuid, type ProfileView } from '@cosign/api'
import { badRequest, notFound } from '@cosign/service-kit'
import { cosignerProfileRepository } from '../repositories/cosigner-profile-repository.js'
import { profileViewFactsRepository } from '../repositories/profile-view-facts-repository.js'
import { renterProfileRepository } from '../repositories/renter-profile-repository.js'
import { canSeeContact, canSeeFigures, canViewProfile, type Viewer } from '../model/access.js'
import { toCosignerView, toRenterView } from '../model/profile-dto.js'
import type { Deps } from './deps.js'

/**
 * GET /profiles/:id: either kind of profile; contact fields only for those allowed to see them, exact
 * figures only for those the owner granted them to (bands for everyone else). The viewer's unlock and grant
 * and the owner's lease counts are read in one statement alongside the row (profileViewFactsRepository).
 */
export async function viewProfile(deps: Pick<Deps, 'db' | 'sql'>, viewer: Viewer, id: string): Promise<ProfileView> {
  if (!isUuid(id)) throw badRequest(PROFILE_MESSAGES.invalidProfileId)
  const profileId = id.toLowerCase()
  const [cosigner, renter, facts] = await Promise.all([
    cosignerProfileRepository.findById(deps.db, profileId),
    renterProfileRepository.findById(deps.db, profileId),
    profileViewFactsRepository.read(deps.sql, profileId, viewer.id),
  ])
  const profile = cosigner ?? renter
  if (!profile || !canViewProfile(viewer, profile.userId, profile.isActive))
    throw notFound(PROFILE_MESSAGES.profileNotFound)
  const isOwner = viewer.id === profile.userId
  const granted = !isOwner && viewer.role !== 'ADMIN' && facts.granted
  const opts = {
    withContact: canSeeContact(viewer, profile.userId, facts.hasUnlock),
    withFigures: canSeeFigures(viewer, profile.userId, granted),
    isOwner,
  }
  if (!cosigner) return toRenterView(renter!, opts)
  return toCosignerView(cosigner, opts, facts.leases)
}
