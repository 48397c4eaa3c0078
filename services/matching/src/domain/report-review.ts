import { REVIEW_MESSAGES, type ReportReviewInput, type ReportReviewResponse } from '@cosign/api'
import { forbidden, notFound, requiredText } from '@cosign/service-kit'
import type { Db } from '../repositories/db.js'
import { reviewRepository } from '../repositories/review-repository.js'
import { isReleased } from '../model/review-rules.js'

/**
 * POST /reviews/:id/report: the review's subject flags it for the admins. Reporting the same review again
 * changes nothing. A review not yet released is unknown to its subject (404), as is anyone else's.
 */
export async function reportReview(
  deps: { db: Db; now: () => Date },
  userId: string,
  reviewId: string,
  input: ReportReviewInput,
): Promise<ReportReviewResponse> {
  const reason = requiredText(input.reason, REVIEW_MESSAGES.invalidReportReason)
  const now = deps.now()
  const review = await reviewRepository.findById(deps.db, reviewId.toLowerCase())
  if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound)
  if (review.subjectId !== userId) {
    if (review.authorId === userId) throw forbidden(REVIEW_MESSAGES.onlySubjectReports)
    throw notFound(REVIEW_MESSAGES.reviewNotFound)
  }
  if (!isReleased(review, now)) throw notFound(REVIEW_MESSAGES.reviewNotFound)
  await reviewRepository.addReport(deps.db, { reviewId: review.id, reporterId: userId, reason, createdAt: now })
  return { reported: true }
}
