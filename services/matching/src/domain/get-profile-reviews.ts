import { PROFILE_LATEST_REVIEWS, REVIEW_MESSAGES, type ProfileReviewsResponse } from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import type { Db } from '../repositories/db.js'
import { reviewPeopleRepository, reviewRepository } from '../repositories/review-repository.js'
import { namesFrom, roundedAverage, toPublicReviewDto } from '../model/review-rules.js'

/** GET /profiles/:id/reviews: a profile owner's released, visible reviews: average, count and the latest. */
export async function getProfileReviews(db: Db, profileId: string, now: Date): Promise<ProfileReviewsResponse> {
  const userId = await reviewPeopleRepository.userOfProfile(db, profileId.toLowerCase())
  if (!userId) throw notFound(REVIEW_MESSAGES.profileNotFound)
  const [stats, latest] = await Promise.all([
    reviewRepository.statsAbout(db, userId, now),
    reviewRepository.releasedAbout(db, userId, now, PROFILE_LATEST_REVIEWS),
  ])
  const nameOf = namesFrom(await reviewPeopleRepository.namesOf(db, latest.map((r) => r.authorId)))
  return {
    average: roundedAverage(stats.average),
    count: stats.count,
    latest: latest.map((r) => toPublicReviewDto(r, nameOf)),
  }
}
