import { PROFILE_LATEST_REVIEWS, REVIEW_MESSAGES, type ProfileReviewsResponse } from '@cosign/api'
import type pg from 'pg'
import { notFound } from '@cosign/service-kit'
import { profileReviewsRepository } from '../repositories/profile-reviews-repository.js'
import { namesFrom, roundedAverage, toPublicReviewDto } from '../model/review-rules.js'

/**
 * GET /profiles/:id/reviews: a profile owner's released, visible reviews: average, count and the latest (one
 * statement: profileReviewsRepository).
 */
export async function getProfileReviews(sql: pg.Pool, profileId: string, now: Date): Promise<ProfileReviewsResponse> {
  const read = await profileReviewsRepository.read(sql, profileId.toLowerCase(), now, PROFILE_LATEST_REVIEWS)
  if (!read.ownerId) throw notFound(REVIEW_MESSAGES.profileNotFound)
  const nameOf = namesFrom(read.authors)
  return {
    average: roundedAverage(read.average),
    count: read.count,
    latest: read.latest.map((r) => toPublicReviewDto(r, nameOf)),
  }
}
