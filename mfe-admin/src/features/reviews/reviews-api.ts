// The back office's review moderation calls (matching service). Screens call these, never fetch themselves.
import { matchingEndpoints, type AdminReviewDto, type AdminReviewsResponse } from '@cosign/api'
import { api, useServerData, type ServerData } from '@cosign/ui'

export type ReviewFilter = 'reported' | 'all'

export const useAdminReviews = (filter: ReviewFilter): ServerData<AdminReviewsResponse> =>
  useServerData(['admin.reviews', filter], (signal) =>
    api.call(matchingEndpoints.listAdminReviews, { query: { filter } }, { signal }),
  )

export async function hideReview(reviewId: string, reason: string): Promise<AdminReviewDto> {
  return (await api.call(matchingEndpoints.hideReview, { params: { id: reviewId }, body: { reason } })).review
}
