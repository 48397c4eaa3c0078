import { cosignerProfileRepository } from '../repositories/cosigner-profile-repository.js'
import type { Db } from '../repositories/db.js'
import { renterProfileRepository } from '../repositories/renter-profile-repository.js'
import { userRepository } from '../repositories/user-repository.js'
import { isCosignerListed, isRenterListed } from '../model/access.js'

/** Recomputes both profiles' listed flags from the account (role or status changed). */
export async function refreshListedFlags(db: Db, userId: string): Promise<void> {
  const user = await userRepository.findById(db, userId)
  if (!user) return
  const [cosigner, renter] = await Promise.all([
    cosignerProfileRepository.findByUserId(db, userId),
    renterProfileRepository.findByUserId(db, userId),
  ])
  // Only write when the flag moves: a write to a listed cosigner row reloads the matching catalog.
  if (cosigner && cosigner.isActive !== isCosignerListed(cosigner.status, user))
    await cosignerProfileRepository.updateForUser(db, userId, { isActive: !cosigner.isActive })
  if (renter && renter.isActive !== isRenterListed(user))
    await renterProfileRepository.updateForUser(db, userId, { isActive: !renter.isActive })
}
