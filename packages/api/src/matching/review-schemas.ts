// Request and response schemas of reviews (TypeBox), validated by the matching service. Response schemas list
// exactly what leaves the service: a blind review's text never appears in its subject's answers.
import { Type } from '@sinclair/typebox'
import {
  REVIEW_HIDE_REASON_MAX_LENGTH,
  REVIEW_MESSAGES,
  REVIEW_OCCASIONS,
  REVIEW_REPORT_REASON_MAX_LENGTH,
  REVIEW_TEXT_MAX_LENGTH,
  type AdminReviewResponse,
  type AdminReviewsResponse,
  type HideReviewInput,
  type ProfileReviewsResponse,
  type ReceivedReviewsResponse,
  type ReportReviewInput,
  type ReportReviewResponse,
  type ReviewsToWriteResponse,
  type SubmitReviewInput,
  type SubmitReviewResponse,
  type WrittenReviewsResponse,
} from './review-types.js'
import { oneOf, closedObject } from '../shared/schemas.js'

const DateTime = Type.String()
const Occasion = oneOf(REVIEW_OCCASIONS, { userMessage: REVIEW_MESSAGES.invalidOccasion })
const PartyRole = Type.Union([Type.Literal('renter'), Type.Literal('cosigner')])

export const SubmitReviewBody = Type.Unsafe<SubmitReviewInput>(
  closedObject(
    {
      contractId: Type.String({ format: 'uuid', userMessage: REVIEW_MESSAGES.invalidOccasion }),
      occasion: Occasion,
      rating: Type.Integer({ minimum: 1, maximum: 5, userMessage: REVIEW_MESSAGES.invalidRating }),
      text: Type.String({ minLength: 1, maxLength: REVIEW_TEXT_MAX_LENGTH, userMessage: REVIEW_MESSAGES.invalidText }),
    },
    { userMessage: REVIEW_MESSAGES.invalidText },
  ),
)

/** A body of one `reason` (1 to `maxLength` characters); anything else is answered with `message`. */
const reasonBody = <T>(maxLength: number, message: string) =>
  Type.Unsafe<T>(
    closedObject({ reason: Type.String({ minLength: 1, maxLength, userMessage: message }) }, { userMessage: message }),
  )

export const ReportReviewBody = reasonBody<ReportReviewInput>(
  REVIEW_REPORT_REASON_MAX_LENGTH,
  REVIEW_MESSAGES.invalidReportReason,
)
export const HideReviewBody = reasonBody<HideReviewInput>(REVIEW_HIDE_REASON_MAX_LENGTH, REVIEW_MESSAGES.invalidHideReason)

export const ReviewIdParams = closedObject({
  id: Type.String({ format: 'uuid', userMessage: REVIEW_MESSAGES.reviewNotFound }),
})

export const AdminReviewsQuery = closedObject({
  filter: Type.Optional(Type.Union([Type.Literal('reported'), Type.Literal('all')])),
})

const WrittenReview = Type.Object({
  id: Type.String(),
  contractId: Type.String(),
  occasion: Occasion,
  subjectName: Type.String(),
  rating: Type.Integer(),
  text: Type.String(),
  createdAt: DateTime,
  released: Type.Boolean(),
  releasedAt: DateTime,
  hidden: Type.Boolean(),
  hiddenReason: Type.Union([Type.String(), Type.Null()]),
})

const publicReviewFields = {
  id: Type.String(),
  occasion: Occasion,
  authorName: Type.String(),
  authorRole: PartyRole,
  rating: Type.Integer(),
  text: Type.String(),
  createdAt: DateTime,
}
const PublicReview = Type.Object(publicReviewFields)
const ReceivedReview = Type.Object({ ...publicReviewFields, contractId: Type.String(), reportedByMe: Type.Boolean() })

export const ReviewsToWriteReply = Type.Unsafe<ReviewsToWriteResponse>(
  Type.Object({
    items: Type.Array(
    Type.Object({
      contractId: Type.String(),
      occasion: Occasion,
      subjectName: Type.String(),
      subjectRole: PartyRole,
      openedAt: DateTime,
      closesAt: DateTime,
    }),
    ),
  }),
)
export const WrittenReviewsReply = Type.Unsafe<WrittenReviewsResponse>(Type.Object({ items: Type.Array(WrittenReview) }))
export const ReceivedReviewsReply = Type.Unsafe<ReceivedReviewsResponse>(
  Type.Object({ items: Type.Array(ReceivedReview), pendingCount: Type.Integer() }),
)
export const ProfileReviewsReply = Type.Unsafe<ProfileReviewsResponse>(
  Type.Object({
    average: Type.Union([Type.Number(), Type.Null()]),
    count: Type.Integer(),
    latest: Type.Array(PublicReview),
  }),
)
export const SubmitReviewReply = Type.Unsafe<SubmitReviewResponse>(Type.Object({ review: WrittenReview }))
export const ReportReviewReply = Type.Unsafe<ReportReviewResponse>(Type.Object({ reported: Type.Literal(true) }))

const AdminReview = Type.Object({
  id: Type.String(),
  contractId: Type.String(),
  occasion: Occasion,
  authorName: Type.String(),
  subjectName: Type.String(),
  rating: Type.Integer(),
  text: Type.String(),
  createdAt: DateTime,
  released: Type.Boolean(),
  hidden: Type.Boolean(),
  reports: Type.Array(Type.Object({ reason: Type.String(), createdAt: DateTime })),
  history: Type.Array(
    Type.Object({ action: Type.Literal('hidden'), reason: Type.String(), adminId: Type.String(), at: DateTime }),
  ),
})
export const AdminReviewsReply = Type.Unsafe<AdminReviewsResponse>(Type.Object({ items: Type.Array(AdminReview) }))
export const AdminReviewReply = Type.Unsafe<AdminReviewResponse>(Type.Object({ review: AdminReview }))
