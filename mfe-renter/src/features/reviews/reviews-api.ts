// The reviews calls (matching service). Screens call these, never fetch themselves.
import {
  matchingEndpoints,
  type ProfileReviewsResponse,
  type ReceivedReviewsResponse,
  type ReviewsToWriteResponse,
  type SubmitReviewInput,
  type WrittenReviewDto,
  type WrittenReviewsResponse,
} from '@cosign/api'
import { api, useServerData, type ServerData } from '@cosign/ui'

export const useReviewsToWrite = (): ServerData<ReviewsToWriteResponse> =>
  useServerData('reviews.toWrite', (signal) => api.call(matchingEndpoints.listReviewsToWrite, {}, { signal }))

export const useWrittenReviews = (): ServerData<WrittenReviewsResponse> =>
  useServerData('reviews.written', (signal) => api.call(matchingEndpoints.listWrittenReviews, {}, { signal }))

export const useReceivedReviews = (): ServerData<ReceivedReviewsResponse> =>
  useServerData('reviews.received', (signal) => api.call(matchingEndpoints.listReceivedReviews, {}, { signal }))

/** A profile's released reviews (average, count, latest). */
export const useProfileReviews = (profileId: string): ServerData<ProfileReviewsResponse> =>
  useServerData(['reviews.profile', profileId], (signal) =>
    api.call(matchingEndpoints.getProfileReviews, { params: { id: profileId } }, { signal }),
  )

export async function submitReview(body: SubmitReviewInput): Promise<WrittenReviewDto> {
  return (await api.call(matchingEndpoints.submitReview, { body })).review
}

export async function reportReview(reviewId: string, reason: string): Promise<void> {
  await api.call(matchingEndpoints.reportReview, { params: { id: reviewId }, body: { reason } })
}
