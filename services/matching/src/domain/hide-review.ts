import { REVIEW_MESSAGES, type AdminReviewResponse, type HideReviewInput } from '@cosign/api'
import { conflict, notFound, requiredText } from '@cosign/service-kit'
import { outboxRepository } from '../repositories/outbox-repository.js'
import { reviewPeopleRepository, reviewRepository } from '../repositories/review-repository.js'
import { namesFrom, toAdminReviewDto } from '../model/review-rules.js'
import type { Deps } from './deps.js'

/**
 * POST /admin/reviews/:id/hide: an admin hides a review with a reason; the action is kept in the review's
 * history and its author is notified with the reason. Hiding a hidden review again is refused (409).
 */
export async function hideReview(
  deps: Pick<Deps, 'db' | 'transaction' | 'events' | 'now'>,
  adminId: string,
  reviewId: string,
  input: HideReviewInput,
): Promise<AdminReviewResponse> {
  const reason = requiredText(input.reason, REVIEW_MESSAGES.invalidHideReason)
  const now = deps.now()
  const id = reviewId.toLowerCase()
  await deps.transaction(async (tx) => {
    const review = await reviewRepository.findById(tx, id)
    if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound)
    if (review.hiddenAt) throw conflict(REVIEW_MESSAGES.alreadyHidden)
    await reviewRepository.hide(tx, id, reason, adminId, now)
    await outboxRepository.add(
      tx,
      deps.events.record('notification.requested', {
        userId: review.authorId,
        title: REVIEW_MESSAGES.hiddenNotificationTitle,
        message: REVIEW_MESSAGES.hiddenNotification(reason),
      }),
    )
  })
  void deps.events.flush()
  const review = await reviewRepository.findForAdmin(deps.db, id)
  if (!review) throw notFound(REVIEW_MESSAGES.reviewNotFound)
  const nameOf = namesFrom(await reviewPeopleRepository.namesOf(deps.db, [review.authorId, review.subjectId]))
  return { review: toAdminReviewDto(review, nameOf, now) }
}
