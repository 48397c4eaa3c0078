import type { AdminReviewsResponse } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { reviewPeopleRepository, reviewRepository } from '../repositories/review-repository.js'
import { namesFrom, toAdminReviewDto } from '../model/review-rules.js'

const ADMIN_REVIEWS_LIMIT = 200

/** GET /admin/reviews: reported reviews (default) or all, newest first, with reports and moderation history. */
export async function listAdminReviews(db: Db, filter: 'reported' | 'all', now: Date): Promise<AdminReviewsResponse> {
  const reviews = await reviewRepository.forAdmin(db, filter === 'reported', ADMIN_REVIEWS_LIMIT)
  const nameOf = namesFrom(
    await reviewPeopleRepository.namesOf(db, reviews.flatMap((r) => [r.authorId, r.subjectId])),
  )
  return { items: reviews.map((r) => toAdminReviewDto(r, nameOf, now)) }
}
