import { useState } from 'react'
import { REVIEW_MESSAGES, type ReceivedReviewDto } from '@cosign/api'
import type { ReactNode } from 'react'
import { Badge, Card, EmptyState, Page, ServerDataView, errorMessage, formatDate } from '@cosign/ui'
import { Tabs } from '@cosign/ui/tabs'
import type { PageProps, ServerData } from '@cosign/ui'
import { ReportReview } from './ReportReview.js'
import { ReviewCard } from './ReviewCard.js'
import { ReviewForm } from './ReviewForm.js'
import { useReceivedReviews, useReviewsToWrite, useWrittenReviews } from './reviews-api.js'

const OCCASION_TEXT = { finalized: 'signed and paid', completed: 'completed' } as const

/** /reviews: the reviews to write after a contract, the ones written, and the ones received (double-blind). */
export function ReviewsPage({ label }: PageProps) {
  const [tab, setTab] = useState('to-write')
  const toWrite = useReviewsToWrite()
  const written = useWrittenReviews()
  const received = useReceivedReviews()
  const openCount = toWrite.status === 'ready' ? toWrite.data.items.length : 0

  return (
    <Page
      title={label}
      description="After a contract is signed and paid, and again when the lease ends, you and the other party review each other. Neither sees the other's review until both have written one or 14 days have passed."
    >
      <Tabs
        label="Reviews"
        value={tab}
        onChange={setTab}
        items={[
          {
            id: 'to-write',
            label: openCount ? `To write (${openCount})` : 'To write',
            content: (
              <ReviewTab
                state={toWrite}
                loadingLabel="Loading reviews to write…"
                empty={{
                  title: 'Nothing to review',
                  description:
                    'When one of your contracts is signed and paid, or its lease ends, you can review the other party here.',
                }}
              >
                {(data) =>
                  data.items.map((item) => (
                    <Card
                      key={`${item.contractId}-${item.occasion}`}
                      title={`Review ${item.subjectName}`}
                      headingLevel={3}
                    >
                      <p className="ui-page__description" style={{ marginTop: 0 }}>
                        Your contract with {item.subjectName} ({item.subjectRole}) was{' '}
                        {OCCASION_TEXT[item.occasion]} on {formatDate(item.openedAt)}.
                      </p>
                      <ReviewForm
                        item={item}
                        onSubmitted={() => {
                          void toWrite.reload()
                          void written.reload()
                          void received.reload()
                        }}
                      />
                    </Card>
                  ))
                }
              </ReviewTab>
            ),
          },
          {
            id: 'written',
            label: 'Written',
            content: (
              <ReviewTab
                state={written}
                loadingLabel="Loading your reviews…"
                empty={{ title: 'No reviews written', description: 'The reviews you write appear here.' }}
              >
                {(data) =>
                  data.items.map((review) => (
                    <ReviewCard
                      key={review.id}
                      heading={`About ${review.subjectName}`}
                      rating={review.rating}
                      occasion={review.occasion}
                      createdAt={review.createdAt}
                      text={review.text}
                    >
                      {review.hidden ? (
                        <p style={{ margin: 0 }}>
                          <Badge variant="danger">Hidden by an admin</Badge> {review.hiddenReason}
                        </p>
                      ) : review.released ? (
                        <Badge variant="success">Published</Badge>
                      ) : (
                        <p className="ui-page__description" style={{ margin: 0 }}>
                          <Badge>Waiting</Badge> {review.subjectName} will see it once they have written
                          theirs, or on {formatDate(review.releasedAt)}.
                        </p>
                      )}
                    </ReviewCard>
                  ))
                }
              </ReviewTab>
            ),
          },
          {
            id: 'received',
            label: 'Received',
            content: (
              <ReviewTab
                state={received}
                loadingLabel="Loading reviews about you…"
                isEmpty={(data) => data.items.length === 0 && data.pendingCount === 0}
                empty={{
                  title: 'No reviews yet',
                  description: 'Reviews others write about you appear here.',
                }}
              >
                {(data) => (
                  <>
                    {data.pendingCount > 0 ? (
                      <p role="status" data-testid="reviews-pending">
                        {data.pendingCount === 1
                          ? 'One review about you is'
                          : `${data.pendingCount} reviews about you are`}{' '}
                        waiting. Write yours to see {data.pendingCount === 1 ? 'it' : 'them'}, or they appear
                        after 14 days.
                      </p>
                    ) : null}
                    {data.items.map((review) => (
                      <ReceivedReview
                        key={review.id}
                        review={review}
                        onReported={() =>
                          received.setData((current) => ({
                            ...current,
                            items: current.items.map((r) =>
                              r.id === review.id ? { ...r, reportedByMe: true } : r,
                            ),
                          }))
                        }
                      />
                    ))}
                  </>
                )}
              </ReviewTab>
            ),
          },
        ]}
      />
    </Page>
  )
}

function ReceivedReview({ review, onReported }: { review: ReceivedReviewDto; onReported: () => void }) {
  return (
    <ReviewCard
      heading={`From ${review.authorName} (${review.authorRole})`}
      rating={review.rating}
      occasion={review.occasion}
      createdAt={review.createdAt}
      text={review.text}
    >
      <ReportReview reviewId={review.id} reported={review.reportedByMe} onReported={onReported} />
    </ReviewCard>
  )
}

/** One tab's list: its loading, error (the catalogue's words) and empty states, then the items in a stack. */
function ReviewTab<T extends { items: readonly unknown[] }>({
  state,
  loadingLabel,
  isEmpty = (data) => data.items.length === 0,
  empty,
  children,
}: {
  state: ServerData<T>
  loadingLabel: string
  isEmpty?: (data: T) => boolean
  empty: { title: string; description: string }
  children: (data: T) => ReactNode
}) {
  return (
    <ServerDataView
      state={state}
      loadingLabel={loadingLabel}
      errorTitle={() => errorMessage(state.error, REVIEW_MESSAGES.loadFailed)}
      isEmpty={isEmpty}
      empty={{ title: empty.title, description: empty.description }}
    >
      {(data) => <div className="ui-stack">{children(data)}</div>}
    </ServerDataView>
  )
}
