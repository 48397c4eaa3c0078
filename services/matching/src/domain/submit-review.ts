import { REVIEW_MESSAGES, type SubmitReviewInput, type SubmitReviewResponse } from '@cosign/api'
import { conflict, forbidden, requiredText } from '@cosign/service-kit'
import { isUniqueViolation } from '../repositories/db.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import { reviewPeopleRepository, reviewRepository } from '../repositories/review-repository.js'
import { isWindowOpen, namesFrom, partiesFor, releaseTimeFor, toWrittenReviewDto } from '../model/review-rules.js'
import type { Deps } from './deps.js'

/**
 * POST /reviews: the caller reviews the other party of one of their contracts, once per occasion, within the
 * window. The occasion row is locked for the transaction, so when both parties submit at once the second sees
 * the first's review and releases both; the unique (contract, occasion, author) constraint stops a double submit.
 * The subject is told a review is waiting (not what it says).
 */
export async function submitReview(
  deps: Pick<Deps, 'db' | 'transaction' | 'events' | 'now'>,
  userId: string,
  input: SubmitReviewInput,
): Promise<SubmitReviewResponse> {
  const text = requiredText(input.text, REVIEW_MESSAGES.invalidText)
  const now = deps.now()
  const contractId = input.contractId.toLowerCase()
  let review
  try {
    review = await deps.transaction(async (tx) => {
      const occasion = await reviewRepository.lockOccasion(tx, contractId, input.occasion)
      const parties = occasion && partiesFor(occasion, userId)
      if (!occasion || !parties) throw forbidden(REVIEW_MESSAGES.notReviewable)
      if (!isWindowOpen(occasion, now)) throw conflict(REVIEW_MESSAGES.windowClosed)
      const existing = await reviewRepository.reviewsOfOccasion(tx, contractId, input.occasion)
      if (existing.some((r) => r.authorId === userId)) throw conflict(REVIEW_MESSAGES.alreadyReviewed)
      const other = existing.find((r) => r.authorId === parties.subjectId)
      const created = await reviewRepository.create(tx, {
        contractId,
        occasion: input.occasion,
        authorId: userId,
        authorRole: parties.role,
        subjectId: parties.subjectId,
        rating: input.rating,
        text,
        createdAt: now,
        releasedAt: releaseTimeFor(occasion, other !== undefined, now),
      })
      if (other) await reviewRepository.release(tx, [other.id], now)
      else
        await outboxRepository.add(
          tx,
          deps.events.record('notification.requested', {
            userId: parties.subjectId,
            title: REVIEW_MESSAGES.receivedNotificationTitle,
            message: REVIEW_MESSAGES.receivedNotification,
          }),
        )
      return created
    })
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(REVIEW_MESSAGES.alreadyReviewed)
    throw err
  }
  void deps.events.flush()
  const nameOf = namesFrom(await reviewPeopleRepository.namesOf(deps.db, [review.subjectId]))
  return { review: toWrittenReviewDto(review, nameOf, now) }
}
