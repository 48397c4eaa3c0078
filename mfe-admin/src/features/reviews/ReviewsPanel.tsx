import { useState } from 'react'
import { REVIEW_HIDE_REASON_MAX_LENGTH, REVIEW_MESSAGES, type AdminReviewDto } from '@cosign/api'
import { Badge, Button, Card, Select, ServerDataView, errorMessage, formatDate } from '@cosign/ui'
import { ReasonDialog } from '@cosign/ui/form-dialog'
import { hideReview, useAdminReviews, type ReviewFilter } from './reviews-api.js'

const FILTERS = [
  { value: 'reported', label: 'Reported' },
  { value: 'all', label: 'All reviews' },
]

/** Reviews tab: reported reviews (or all) with their reports and history; an admin hides one with a reason. */
export function ReviewsPanel() {
  const [filter, setFilter] = useState<ReviewFilter>('reported')
  const reviews = useAdminReviews(filter)
  const [hiding, setHiding] = useState<AdminReviewDto | null>(null)

  return (
    <div className="ui-stack">
      <div style={{ maxWidth: 240 }}>
        <Select
          label="Show"
          options={FILTERS}
          value={filter}
          onChange={(event) => setFilter(event.target.value as ReviewFilter)}
        />
      </div>
      <ServerDataView
        state={reviews}
        loadingLabel="Loading reviews…"
        errorTitle={() => errorMessage(reviews.error, REVIEW_MESSAGES.loadFailed)}
        empty={{
          title: filter === 'reported' ? 'No reported reviews' : 'No reviews yet',
          description: filter === 'reported' ? 'Reviews a user reports appear here.' : undefined,
        }}
      >
        {(data) => (
          <div className="ui-stack">
            {data.items.map((review) => (
              <Card key={review.id} title={`${review.authorName} about ${review.subjectName}`} headingLevel={3}>
                <p style={{ marginTop: 0 }}>
                  {review.rating} of 5 stars · {formatDate(review.createdAt)} ·{' '}
                  {review.hidden ? (
                    <Badge variant="danger">Hidden</Badge>
                  ) : review.released ? (
                    <Badge variant="success">Published</Badge>
                  ) : (
                    <Badge>Waiting for the other party</Badge>
                  )}
                </p>
                <p style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.text}</p>
                <DatedNotes
                  title="Reports"
                  notes={review.reports.map((report) => `${formatDate(report.createdAt)}: ${report.reason}`)}
                />
                <DatedNotes
                  title="History"
                  notes={review.history.map((entry) => `${formatDate(entry.at)}: hidden. Reason: ${entry.reason}`)}
                />
                {review.hidden ? null : (
                  <Button variant="danger" size="sm" onClick={() => setHiding(review)}>
                    Hide review
                  </Button>
                )}
              </Card>
            ))}
          </div>
        )}
      </ServerDataView>
      <ReasonDialog
        subject={hiding}
        title="Hide review"
        intro={(review) => `The review by ${review.authorName} about ${review.subjectName} will no longer be shown. Its author is told why.`}
        submitLabel="Hide review"
        busyLabel="Hiding…"
        requiredMessage={REVIEW_MESSAGES.invalidHideReason}
        maxLength={REVIEW_HIDE_REASON_MAX_LENGTH}
        reject={(review, reason) => hideReview(review.id, reason)}
        rejected={() => ({ title: REVIEW_MESSAGES.hidden, description: 'Its author has been told why.' })}
        onClose={(hidden) => {
          setHiding(null)
          if (hidden) void reviews.reload()
        }}
      />
    </div>
  )
}

/** A review's titled list of dated notes (its reports, its moderation history); nothing when there are none. */
function DatedNotes({ title, notes }: { title: string; notes: readonly string[] }) {
  if (!notes.length) return null
  return (
    <div>
      <strong>{title}</strong>
      <ul>
        {notes.map((note, n) => (
          <li key={n}>{note}</li>
        ))}
      </ul>
    </div>
  )
}
