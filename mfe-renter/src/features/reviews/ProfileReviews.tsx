import { REVIEW_MESSAGES } from '@cosign/api'
import { Card, ServerDataView, errorMessage } from '@cosign/ui'
import { ReviewCard } from './ReviewCard.js'
import { useProfileReviews } from './reviews-api.js'
import { starsLabel } from './review-form.js'

/** A profile's reviews: the average, the count and the latest released ones (blind or hidden ones never). */
export function ProfileReviews({ profileId, firstName }: { profileId: string; firstName: string }) {
  const reviews = useProfileReviews(profileId)
  return (
    <Card title="Reviews" headingLevel={2} aria-label="Reviews">
      <ServerDataView
        state={reviews}
        loadingLabel="Loading reviews…"
        errorTitle={() => errorMessage(reviews.error, REVIEW_MESSAGES.loadFailed)}
      >
        {(data) =>
          data.count === 0 || data.average === null ? (
            <p style={{ margin: 0 }} data-testid="profile-reviews-summary">
              {firstName} has no reviews yet.
            </p>
          ) : (
            <div className="ui-stack">
              <p style={{ margin: 0 }} data-testid="profile-reviews-summary">
                <strong>{data.average.toFixed(1)} out of 5</strong>
                <span className="ui-visually-hidden"> ({starsLabel(Math.round(data.average))} rounded)</span> from{' '}
                {data.count === 1 ? '1 review' : `${data.count.toLocaleString('en-US')} reviews`}
              </p>
              {data.latest.map((review) => (
                <ReviewCard
                  key={review.id}
                  heading={`${review.authorName} (${review.authorRole})`}
                  rating={review.rating}
                  occasion={review.occasion}
                  createdAt={review.createdAt}
                  text={review.text}
                />
              ))}
            </div>
          )
        }
      </ServerDataView>
    </Card>
  )
}
