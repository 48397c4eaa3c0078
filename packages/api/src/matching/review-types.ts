// Reviews after a lease (matching service): after a contract is finalized, and again when it completes, each party
// may review the other once per occasion. Double-blind: a review is released to its subject (and to profiles) only
// when both parties wrote theirs or the occasion's writing window closed (REVIEW_WINDOW_DAYS), so nobody answers
// in kind. Admins can hide a review with a reason (the history is kept; the author is notified).
import { withThousandsSeparators } from '../shared/digits.js'

/** The moments a review may be written: the contract was finalized, then the lease completed. */
export const REVIEW_OCCASIONS = ['finalized', 'completed'] as const
export type ReviewOccasion = (typeof REVIEW_OCCASIONS)[number]

export const REVIEW_TEXT_MAX_LENGTH = 1000
export const REVIEW_REPORT_REASON_MAX_LENGTH = 500
export const REVIEW_HIDE_REASON_MAX_LENGTH = 500
/** Days after an occasion during which its reviews may be written; at the end, written reviews are released. */
export const REVIEW_WINDOW_DAYS = 14
/** The latest released reviews a profile shows. */
export const PROFILE_LATEST_REVIEWS = 5

export const REVIEW_MESSAGES = {
  membersOnly: 'Only renters and cosigners can write reviews.',
  invalidRating: 'Please choose a rating from 1 to 5 stars.',
  invalidText: `Please write your review (up to ${withThousandsSeparators(REVIEW_TEXT_MAX_LENGTH)} characters).`,
  invalidOccasion: 'Please choose a contract to review.',
  notReviewable: 'You can review only the other party of a finalized or completed contract of yours.',
  windowClosed: `Reviews can be written up to ${REVIEW_WINDOW_DAYS} days after the contract was finalized or completed.`,
  alreadyReviewed: 'You have already reviewed this contract.',
  reviewNotFound: 'Review not found',
  onlySubjectReports: 'Only the person a review is about can report it.',
  invalidReportReason: `Please say why you report this review (up to ${REVIEW_REPORT_REASON_MAX_LENGTH} characters).`,
  invalidHideReason: `Please give the reason for hiding this review (up to ${REVIEW_HIDE_REASON_MAX_LENGTH} characters).`,
  alreadyHidden: 'This review is already hidden.',
  profileNotFound: 'Profile not found',
  submitted: 'Thank you. Your review will be shown once the other party has written theirs, or after 14 days.',
  reported: 'Thank you. An admin will look at this review.',
  hidden: 'The review is hidden.',
  loadFailed: 'Failed to load reviews',
  submitFailed: 'Failed to submit your review',
  reportFailed: 'Failed to report the review',
  hiddenNotificationTitle: 'Your review was hidden',
  hiddenNotification: (reason: string) => `An admin hid a review you wrote. Reason: ${reason}`,
  receivedNotificationTitle: 'You received a review',
  receivedNotification: 'The other party of your contract reviewed you. Write yours to see it.',
} as const

/** A contract occasion the signed-in user may still review. */
export interface ReviewToWriteDto {
  contractId: string
  occasion: ReviewOccasion
  /** The other party, first name and last initial. */
  subjectName: string
  subjectRole: 'renter' | 'cosigner'
  openedAt: string
  /** The last moment a review may be written. */
  closesAt: string
}

/** A review as its author sees it. */
export interface WrittenReviewDto {
  id: string
  contractId: string
  occasion: ReviewOccasion
  subjectName: string
  rating: number
  text: string
  createdAt: string
  /** True once the subject can read it (both wrote, or the window closed). */
  released: boolean
  /** When it is (or will be at the latest) released. */
  releasedAt: string
  hidden: boolean
  hiddenReason: string | null
}

/** A released review as its subject, or anyone reading a profile, sees it. */
export interface PublicReviewDto {
  id: string
  occasion: ReviewOccasion
  authorName: string
  authorRole: 'renter' | 'cosigner'
  rating: number
  text: string
  createdAt: string
}

/** A received review: the public part, and whether the subject already reported it. */
export interface ReceivedReviewDto extends PublicReviewDto {
  contractId: string
  reportedByMe: boolean
}

export interface ReviewsToWriteResponse {
  items: ReviewToWriteDto[]
}
export interface WrittenReviewsResponse {
  items: WrittenReviewDto[]
}
export interface ReceivedReviewsResponse {
  items: ReceivedReviewDto[]
  /** Reviews about the user still blind (written by the other party, not yet released). */
  pendingCount: number
}
export interface ProfileReviewsResponse {
  /** Average stars of the released, visible reviews, to one decimal; null without any. */
  average: number | null
  count: number
  latest: PublicReviewDto[]
}

export interface SubmitReviewInput {
  contractId: string
  occasion: ReviewOccasion
  rating: number
  text: string
}
export interface SubmitReviewResponse {
  review: WrittenReviewDto
}
export interface ReportReviewInput {
  reason: string
}
export interface ReportReviewResponse {
  reported: true
}
export interface HideReviewInput {
  reason: string
}

/** A review as an admin moderates it: everything, with reports and the moderation history. */
export interface AdminReviewDto {
  id: string
  contractId: string
  occasion: ReviewOccasion
  authorName: string
  subjectName: string
  rating: number
  text: string
  createdAt: string
  released: boolean
  hidden: boolean
  reports: { reason: string; createdAt: string }[]
  history: { action: 'hidden'; reason: string; adminId: string; at: string }[]
}
export interface AdminReviewsResponse {
  items: AdminReviewDto[]
}
export interface AdminReviewResponse {
  review: AdminReviewDto
}
