import { useId, useState, type FormEvent } from 'react'
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX_LENGTH, type ReviewToWriteDto, type WrittenReviewDto } from '@cosign/api'
import { errorMessage, formatDate, toast } from '@cosign/ui'
import { submitReview } from './reviews-api.js'
import { starsLabel, validateReviewForm, type ReviewFormErrors } from './review-form.js'
import { FormFooter } from '../../components/FormFooter.js'

const RATINGS = [1, 2, 3, 4, 5] as const

/**
 * One review to write: stars as a radio group (arrow keys move between them, each read as "4 stars") and the
 * text with a live character counter. Sent once; the server answers whether the review is already released.
 */
export function ReviewForm({ item, onSubmitted }: { item: ReviewToWriteDto; onSubmitted: (review: WrittenReviewDto) => void }) {
  const id = useId()
  const [rating, setRating] = useState<number | null>(null)
  const [text, setText] = useState('')
  const [errors, setErrors] = useState<ReviewFormErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const found = validateReviewForm({ rating, text })
    setErrors(found)
    if (found.rating || found.text) return
    setFailure(null)
    setSending(true)
    try {
      const review = await submitReview({ contractId: item.contractId, occasion: item.occasion, rating: rating!, text })
      toast({
        title: review.released ? 'Your review is published.' : REVIEW_MESSAGES.submitted,
        variant: 'success',
      })
      onSubmitted(review)
    } catch (err) {
      setFailure(errorMessage(err, REVIEW_MESSAGES.submitFailed))
    } finally {
      setSending(false)
    }
  }

  const counterId = `${id}-counter`
  const textErrorId = `${id}-text-error`
  const ratingErrorId = `${id}-rating-error`
  return (
    <form className="ui-stack" onSubmit={(event) => void submit(event)} noValidate aria-label={`Review ${item.subjectName}`}>
      <fieldset
        className="ui-star-rating"
        aria-describedby={errors.rating ? ratingErrorId : undefined}
        style={{ border: 0, padding: 0, margin: 0 }}
      >
        <legend className="ui-field__label">Rating</legend>
        <div className="ui-row" style={{ gap: 'var(--ui-space-1)', flexWrap: 'wrap' }}>
          {RATINGS.map((value) => (
            <label key={value} className="ui-star-rating__star" data-selected={rating !== null && value <= rating}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                aria-invalid={errors.rating ? true : undefined}
              />
              <span aria-hidden="true" style={{ fontSize: '1.75rem', lineHeight: 1 }}>
                {rating !== null && value <= rating ? '★' : '☆'}
              </span>
              <span className="ui-visually-hidden">{starsLabel(value)}</span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <span id={ratingErrorId} className="ui-field__error" role="alert">
            {errors.rating}
          </span>
        ) : null}
      </fieldset>
      <div className="ui-field">
        <label className="ui-field__label" htmlFor={`${id}-text`}>
          Your review
        </label>
        <textarea
          id={`${id}-text`}
          className="ui-input"
          rows={4}
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={[counterId, errors.text ? textErrorId : ''].filter(Boolean).join(' ')}
        />
        <span id={counterId} className="ui-field__hint" aria-live="polite">
          {text.length.toLocaleString('en-US')} / {REVIEW_TEXT_MAX_LENGTH.toLocaleString('en-US')} characters
        </span>
        {errors.text ? (
          <span id={textErrorId} className="ui-field__error" role="alert">
            {errors.text}
          </span>
        ) : null}
      </div>
      <p className="ui-page__description" style={{ margin: 0 }}>
        {item.subjectName} will see your review once they have written theirs, or after{' '}
        {formatDate(item.closesAt)} (the last day to write one).
      </p>
      <FormFooter error={failure} busy={sending} submitLabel="Submit review" busyLabel="Submitting..." />
    </form>
  )
}
