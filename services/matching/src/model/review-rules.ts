// Review rules, pure: the writing window, the double-blind release and what each reader may see. The clock is
// always an argument (`now`), never read here, so the 14-day release is testable.
import {
  firstNameLastInitial,
  REVIEW_WINDOW_DAYS,
  type AdminReviewDto,
  type PublicReviewDto,
  type ReceivedReviewDto,
  type ReviewOccasion,
  type WrittenReviewDto,
} from '@cosign/api'
import type {
  Review as ReviewRow,
  ReviewModeration,
  ReviewOccasion as ReviewOccasionRow,
  ReviewReport,
} from '../generated/prisma/client.js'

type ReviewWithModeration = ReviewRow & { reports: ReviewReport[]; moderations: ReviewModeration[] }

const DAY_MS = 86_400_000

/** The end of an occasion's writing window, which is also when its blind reviews are released at the latest. */
export function windowClosesAt(openedAt: Date): Date {
  return new Date(openedAt.getTime() + REVIEW_WINDOW_DAYS * DAY_MS)
}

export function isWindowOpen(occasion: Pick<ReviewOccasionRow, 'openedAt'>, now: Date): boolean {
  return now.getTime() < windowClosesAt(occasion.openedAt).getTime()
}

/** The caller's side of an occasion, and the other party; null when the caller is not a party. */
export function partiesFor(
  occasion: Pick<ReviewOccasionRow, 'renterId' | 'cosignerId'>,
  userId: string,
): { role: 'renter' | 'cosigner'; subjectId: string; subjectRole: 'renter' | 'cosigner' } | null {
  if (occasion.renterId === userId) return { role: 'renter', subjectId: occasion.cosignerId, subjectRole: 'cosigner' }
  if (occasion.cosignerId === userId) return { role: 'cosigner', subjectId: occasion.renterId, subjectRole: 'renter' }
  return null
}

/**
 * When a new review is released: now when the other party already wrote theirs (both are released together),
 * otherwise at the window's end.
 */
export function releaseTimeFor(occasion: Pick<ReviewOccasionRow, 'openedAt'>, otherPartyWrote: boolean, now: Date): Date {
  return otherPartyWrote ? now : windowClosesAt(occasion.openedAt)
}

export const isReleased = (review: Pick<ReviewRow, 'releasedAt'>, now: Date): boolean =>
  review.releasedAt.getTime() <= now.getTime()

/** Average stars to one decimal. */
export const roundedAverage = (average: number | null): number | null =>
  average === null ? null : Math.round(average * 10) / 10

export type NameOf = (userId: string) => string
/** Looks names up from rows of the users table: "Maria G.", or "A former member" when unknown. */
export function namesFrom(rows: { id: string; firstName: string; lastName: string }[]): NameOf {
  const byId = new Map(rows.map((r) => [r.id, firstNameLastInitial(r.firstName, r.lastName)]))
  return (id) => byId.get(id) || 'A former member'
}

/** What every view of a review shows: which one, for which occasion, its stars and words, when it was written. */
function reviewContent(review: Pick<ReviewRow, 'id' | 'occasion' | 'rating' | 'text' | 'createdAt'>) {
  return {
    id: review.id,
    occasion: review.occasion as ReviewOccasion,
    rating: review.rating,
    text: review.text,
    createdAt: review.createdAt.toISOString(),
  }
}

export function toWrittenReviewDto(review: ReviewRow, nameOf: NameOf, now: Date): WrittenReviewDto {
  return {
    ...reviewContent(review),
    contractId: review.contractId,
    subjectName: nameOf(review.subjectId),
    released: isReleased(review, now),
    releasedAt: review.releasedAt.toISOString(),
    hidden: review.hiddenAt !== null,
    hiddenReason: review.hiddenReason,
  }
}

/** Only for a released, visible review (the callers' queries filter on it). */
/** The fields of a review everyone who may see it sees. */
export type PublicReviewRow = Pick<ReviewRow, 'id' | 'occasion' | 'authorId' | 'authorRole' | 'rating' | 'text' | 'createdAt'>

export function toPublicReviewDto(review: PublicReviewRow, nameOf: NameOf): PublicReviewDto {
  return {
    ...reviewContent(review),
    authorName: nameOf(review.authorId),
    authorRole: review.authorRole as 'renter' | 'cosigner',
  }
}

export function toReceivedReviewDto(
  review: ReviewRow & { reports: { reporterId: string }[] },
  nameOf: NameOf,
  userId: string,
): ReceivedReviewDto {
  return {
    ...toPublicReviewDto(review, nameOf),
    contractId: review.contractId,
    reportedByMe: review.reports.some((r) => r.reporterId === userId),
  }
}

export function toAdminReviewDto(review: ReviewWithModeration, nameOf: NameOf, now: Date): AdminReviewDto {
  return {
    ...reviewContent(review),
    contractId: review.contractId,
    authorName: nameOf(review.authorId),
    subjectName: nameOf(review.subjectId),
    released: isReleased(review, now),
    hidden: review.hiddenAt !== null,
    reports: review.reports.map((r) => ({ reason: r.reason, createdAt: r.createdAt.toISOString() })),
    history: review.moderations.map((m) => ({
      action: 'hidden' as const,
      reason: m.reason,
      adminId: m.adminId,
      at: m.createdAt.toISOString(),
    })),
  }
}
