// The review form's rules as the browser checks them before sending (the server checks them again).
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX_LENGTH } from '@cosign/api'

export interface ReviewFormValues {
  rating: number | null
  text: string
}

export interface ReviewFormErrors {
  rating?: string
  text?: string
}

export function validateReviewForm(values: ReviewFormValues): ReviewFormErrors {
  const errors: ReviewFormErrors = {}
  if (values.rating === null || !Number.isInteger(values.rating) || values.rating < 1 || values.rating > 5)
    errors.rating = REVIEW_MESSAGES.invalidRating
  const text = values.text.trim()
  if (!text || values.text.length > REVIEW_TEXT_MAX_LENGTH) errors.text = REVIEW_MESSAGES.invalidText
  return errors
}

/** "3 stars", "1 star": what a screen reader reads for a rating. */
export const starsLabel = (rating: number): string => `${rating} star${rating === 1 ? '' : 's'}`
/** ★★★☆☆ for a whole rating (shown beside the spoken label, hidden from screen readers). */
export const starGlyphs = (rating: number): string => '★'.repeat(rating) + '☆'.repeat(5 - rating)
