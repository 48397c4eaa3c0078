import type { WrittenReviewsResponse } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { reviewPeopleRepository, reviewRepository } from '../repositories/review-repository.js'
import { namesFrom, toWrittenReviewDto } from '../model/review-rules.js'

/** GET /reviews/written: the caller's own reviews, with whether each is released yet or hidden (and why). */
export async function listWrittenReviews(db: Db, userId: string, now: Date): Promise<WrittenReviewsResponse> {
  const reviews = await reviewRepository.writtenBy(db, userId)
  const nameOf = namesFrom(await reviewPeopleRepository.namesOf(db, reviews.map((r) => r.subjectId)))
  return { items: reviews.map((r) => toWrittenReviewDto(r, nameOf, now)) }
}
