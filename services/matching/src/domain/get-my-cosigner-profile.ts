import type { CosignerProfileDto } from '@cosign/api'
import { cosignerProfileRepository } from '../repositories/cosigner-profile-repository.js'
import type { Db } from '../repositories/db.js'
import { toCosignerProfileDto } from '../model/profile-dto.js'

/** GET /profiles/cosigner/mine: the caller's own cosigner profile in full, or null. */
export async function getMyCosignerProfile(db: Db, userId: string): Promise<CosignerProfileDto | null> {
  const profile = await cosignerProfileRepository.findByUserId(db, userId)
  return profile ? toCosignerProfileDto(profile) : null
}
