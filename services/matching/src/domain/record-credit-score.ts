import { CREDIT_SCORE_MAX, CREDIT_SCORE_MIN, isUuid, type DomainEvents } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { cosignerProfileRepository } from '../repositories/cosigner-profile-repository.js'
import { renterProfileRepository } from '../repositories/renter-profile-repository.js'
import { userRepository } from '../repositories/user-repository.js'

/**
 * credit_report.uploaded (documents service): the uploaded score becomes the user's score on the account
 * and on both profiles, unverified until reviewed. Returns false for a malformed event.
 */
export async function recordCreditScore(
  db: Db,
  data: DomainEvents['credit_report.uploaded'],
): Promise<boolean> {
  const score = data.creditScore
  if (
    !isUuid(data.userId) ||
    !Number.isSafeInteger(score) ||
    score < CREDIT_SCORE_MIN ||
    score > CREDIT_SCORE_MAX
  )
    return false
  const userId = data.userId.toLowerCase()
  await userRepository.recordCreditScore(db, userId, score, isUuid(data.documentId) ? data.documentId : null)
  await cosignerProfileRepository.updateForUser(db, userId, { creditScore: score, creditVerified: false })
  await renterProfileRepository.updateForUser(db, userId, { creditScore: score, creditVerified: false })
  return true
}
