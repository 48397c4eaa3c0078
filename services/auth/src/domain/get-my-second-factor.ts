import type { MySecondFactorResponse } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { secondFactorRepository } from '../repositories/second-factor-repository.js'

/** GET /me/second-factor: whether two-step sign-in is on, and how many recovery codes are left. */
export async function getMySecondFactor(db: Db, userId: string): Promise<MySecondFactorResponse> {
  const factor = await secondFactorRepository.find(db, userId)
  if (!factor?.enabledAt) return { enabled: false, recoveryCodesLeft: 0 }
  return { enabled: true, recoveryCodesLeft: await secondFactorRepository.countUnusedRecoveryCodes(db, userId) }
}
