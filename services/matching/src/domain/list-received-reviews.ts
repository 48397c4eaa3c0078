import type { ReceivedReviewsResponse } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { reviewPeopleRepository, reviewRepository } from '../repositories/review-repository.js'
import { namesFrom, toReceivedReviewDto } from '../model/review-rules.js'

const RECEIVED_LIMIT = 200

/**
 * GET /reviews/received: the released, visible reviews about the caller; blind ones are only counted (their
 * text and stars stay with their author until release).
 */
export async function listReceivedReviews(db: Db, userId: string, now: Date): Promise<ReceivedReviewsResponse> {
  const [reviews, pendingCount] = await Promise.all([
    reviewRepository.releasedAbout(db, userId, now, RECEIVED_LIMIT),
    reviewRepository.countBlindAbout(db, userId, now),
  ])
  const nameOf = namesFrom(await reviewPeopleRepository.namesOf(db, reviews.map((r) => r.authorId)))
  return { items: reviews.map((r) => toReceivedReviewDto(r, nameOf, userId)), pendingCount }
}
