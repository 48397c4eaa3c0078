import { REVIEW_WINDOW_DAYS, type ReviewOccasion, type ReviewsToWriteResponse } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { reviewPeopleRepository, reviewRepository } from '../repositories/review-repository.js'
import { namesFrom, partiesFor, windowClosesAt } from '../model/review-rules.js'

/** GET /reviews/to-write: the caller's occasions still open for writing that they have not reviewed yet. */
export async function listReviewsToWrite(db: Db, userId: string, now: Date): Promise<ReviewsToWriteResponse> {
  const since = new Date(now.getTime() - REVIEW_WINDOW_DAYS * 86_400_000)
  const occasions = await reviewRepository.occasionsOf(db, userId, since)
  const open = occasions.flatMap((o) => {
    const parties = partiesFor(o, userId)
    if (!parties || o.reviews.some((r) => r.authorId === userId)) return []
    return [{ occasion: o, parties }]
  })
  const nameOf = namesFrom(await reviewPeopleRepository.namesOf(db, open.map((x) => x.parties.subjectId)))
  return {
    items: open.map(({ occasion, parties }) => ({
      contractId: occasion.contractId,
      occasion: occasion.occasion as ReviewOccasion,
      subjectName: nameOf(parties.subjectId),
      subjectRole: parties.subjectRole,
      openedAt: occasion.openedAt.toISOString(),
      closesAt: windowClosesAt(occasion.openedAt).toISOString(),
    })),
  }
}
