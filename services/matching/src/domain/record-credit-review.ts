import { isUuid, type DomainEvents } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { cosignerProfileRepository } from '../repositories/cosigner-profile-repository.js'
import { renterProfileRepository } from '../repositories/renter-profile-repository.js'
import { userRepository } from '../repositories/user-repository.js'

type Review = DomainEvents['credit_report.verified'] | DomainEvents['credit_report.rejected']

/**
 * credit_report.verified / .rejected (documents service): an admin's decision on one uploaded report. It
 * counts only while that report is still the user's latest upload (credit_document_id): a newer upload
 * already cleared the badge and waits for its own review, so a late decision about an older one changes
 * nothing. The profiles carry the badge while they show the verified score (a cosigner may type another
 * score into the profile form). Idempotent: applying it again sets the same values. False when malformed.
 */
export async function recordCreditReview(db: Db, verified: boolean, data: Review): Promise<boolean> {
  if (!isUuid(data.userId) || !isUuid(data.documentId) || !Number.isSafeInteger(data.creditScore))
    return false
  const userId = data.userId.toLowerCase()
  const applied = await userRepository.setCreditVerified(db, userId, data.documentId.toLowerCase(), verified)
  if (applied === 0) return true
  const profiles = { creditVerified: verified }
  await cosignerProfileRepository.updateForUser(db, userId, profiles, data.creditScore)
  await renterProfileRepository.updateForUser(db, userId, profiles, data.creditScore)
  return true
}
