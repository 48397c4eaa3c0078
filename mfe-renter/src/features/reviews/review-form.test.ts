import { REVIEW_MESSAGES, REVIEW_TEXT_MAX_LENGTH } from '@cosign/api'
import { starGlyphs, starsLabel, validateReviewForm } from './review-form.js'

describe('review form', () => {
  it('asks for 1 to 5 whole stars and a non-blank text within the limit', () => {
    expect(validateReviewForm({ rating: null, text: 'Good' })).toEqual({ rating: REVIEW_MESSAGES.invalidRating })
    expect(validateReviewForm({ rating: 6, text: 'Good' }).rating).toBe(REVIEW_MESSAGES.invalidRating)
    expect(validateReviewForm({ rating: 4, text: '   ' })).toEqual({ text: REVIEW_MESSAGES.invalidText })
    expect(validateReviewForm({ rating: 4, text: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH + 1) }).text).toBe(
      REVIEW_MESSAGES.invalidText,
    )
    expect(validateReviewForm({ rating: 5, text: 'x'.repeat(REVIEW_TEXT_MAX_LENGTH) })).toEqual({})
  })

  it('labels ratings for screen readers and eyes', () => {
    expect(starsLabel(1)).toBe('1 star')
    expect(starsLabel(4)).toBe('4 stars')
    expect(starGlyphs(3)).toBe('★★★☆☆')
  })
})
