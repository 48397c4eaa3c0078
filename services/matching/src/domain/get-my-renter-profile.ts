import type { RenterProfileDto } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { renterProfileRepository } from '../repositories/renter-profile-repository.js'
import { toRenterProfileDto } from '../model/profile-dto.js'

/** GET /profiles/renter/mine: the caller's own renter profile in full, or null. */
export async function getMyRenterProfile(db: Db, userId: string): Promise<RenterProfileDto | null> {
  const profile = await renterProfileRepository.findByUserId(db, userId)
  return profile ? toRenterProfileDto(profile) : null
}
