import { useState } from 'react'
import {
  CREDIT_REJECTION_REASON_MAX,
  CREDIT_REPORT_REVIEW_LABELS,
  CREDIT_REPORT_REVIEW_STATUSES,
  DOCUMENT_MESSAGES,
  type CreditReportReviewDto,
  type CreditReportReviewStatus,
} from '@cosign/api'
import {
  Badge,
  Button,
  Card,
  Select,
  ServerDataView,
  creditScoreWithRating,
  errorMessage,
  formatDateTime,
  formatFileSize,
  toast,
  useServerData,
  EmptyState,
} from '@cosign/ui'
import { ReviewQueueList } from '../../components/ReviewQueueList.js'
import { countLabel } from '../../components/page-count.js'
import { ReasonDialog } from '@cosign/ui/form-dialog'
import { ReviewDetail } from '../../components/Details.js'
import { useApproveAction } from '../../components/use-approve-action.js'
import {
  creditReportLink,
  listCreditReviews,
  rejectCreditReport,
  verifyCreditReport,
} from './documents-api.js'
import { ClearFiltersButton } from '../../components/EmptyStateActions.js'
import { TabLinkButton } from '../dashboard/index.js'

const STATUS_OPTIONS = CREDIT_REPORT_REVIEW_STATUSES.map((s) => ({
  value: s,
  label: CREDIT_REPORT_REVIEW_LABELS[s],
}))

/**
 * The credit report review queue: each uploaded report with its stated score; the admin opens the private file
 * (a short-lived link, in a new tab) and verifies or rejects it with a reason. The owner is notified either way.
 */
export function CreditReviewsPanel() {
  const [status, setStatus] = useState<CreditReportReviewStatus>('pending')
  const [page, setPage] = useState(1)
  const reviews = useServerData(
    ['admin.creditReviews', { status, page }],
    (signal) => listCreditReviews({ status, page }, signal),
    { keepPrevious: true },
  )
  const { reload } = reviews
  const verify = useApproveAction({
    approve: (report: CreditReportReviewDto) => verifyCreditReport(report.id),
    approved: () => ({ title: 'Credit report verified', description: 'The owner has been notified.' }),
    after: () => void reload(),
  })
  const acting = verify.busyId
  const [rejecting, setRejecting] = useState<CreditReportReviewDto | null>(null)

  async function open(report: CreditReportReviewDto) {
    // Opened before the request so the browser does not treat it as a pop-up; pointed at the link after.
    const tab = window.open('', '_blank')
    try {
      const { url } = await creditReportLink(report.id)
      if (tab) tab.location.href = url
      else window.location.assign(url)
    } catch (err) {
      tab?.close()
      toast({ title: 'Error', description: errorMessage(err), variant: 'error' })
    }
  }


  const data = reviews.status === 'ready' ? reviews.data : null
  return (
    <Card
      title={
        <span className="ui-row">
          Credit report reviews {data && status === 'pending' ? <Badge>{data.total}</Badge> : null}
        </span>
      }
      headingLevel={3}
    >
      <div className="ui-stack">
        <Select
          label="Show"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as CreditReportReviewStatus)
            setPage(1)
          }}
        />
        <ServerDataView
          state={reviews}
          loadingLabel="Loading credit reports…"
          empty={
            <EmptyState
              headingLevel={3}
              title={status === 'pending' ? 'No credit reports waiting for review' : 'No credit reports here'}
              description={
                status === 'pending'
                  ? 'Credit reports users upload appear here until you verify or reject them. Paid cosigner profiles wait for you in Clients.'
                  : 'Try another choice, or go back to the reports waiting for review.'
              }
              action={
                status === 'pending' ? (
                  <TabLinkButton tab="clients">Review cosigner profiles</TabLinkButton>
                ) : (
                  <ClearFiltersButton
                    onClear={() => {
                      setStatus('pending')
                      setPage(1)
                    }}
                  >
                    Show reports waiting for review
                  </ClearFiltersButton>
                )
              }
            />
          }
        >
          {(data) => (
            <ReviewQueueList
              label="Credit reports"
              items={data.items}
              pager={{
                label: 'Credit report pages',
                of: data,
                summary: countLabel(data.total, 'credit report'),
                busy: reviews.refreshing,
                onPage: setPage,
              }}
            >
              {(r) => (
                <article
                  className="ui-card"
                  aria-label={`Credit report ${r.fileName}${r.userName ? ` of ${r.userName}` : ''}`}
                  data-testid="credit-review-item"
                >
                  <dl className="ui-grid" style={{ margin: '0 0 var(--ui-space-3)' }}>
                    <ReviewDetail term="Person" value={r.userName ?? 'Name not known yet'} />
                    <ReviewDetail term="Stated score" value={creditScoreWithRating(r.creditScore)} />
                    <ReviewDetail term="User ID" value={r.userId} />
                    <ReviewDetail term="File" value={`${r.fileName} (${formatFileSize(r.fileSize)})`} />
                    <ReviewDetail term="Uploaded" value={formatDateTime(r.uploadedAt)} />
                    <ReviewDetail term="Status" value={CREDIT_REPORT_REVIEW_LABELS[r.reviewStatus]} />
                    {r.reviewedAt ? (
                      <ReviewDetail term="Reviewed" value={formatDateTime(r.reviewedAt)} />
                    ) : null}
                    {r.rejectionReason ? <ReviewDetail term="Reason" value={r.rejectionReason} /> : null}
                    {!r.isLatest ? (
                      <ReviewDetail term="Note" value="A newer report was uploaded since." />
                    ) : null}
                  </dl>
                  <div className="ui-row">
                    <Button
                      variant="secondary"
                      onClick={() => void open(r)}
                      aria-label={`Open credit report ${r.fileName}`}
                    >
                      Open credit report
                    </Button>
                    {r.reviewStatus === 'pending' && r.isLatest ? (
                      <>
                        <Button
                          onClick={() => void verify.run(r)}
                          loading={acting === r.id}
                          loadingText="Verifying…"
                          disabled={acting !== null}
                          aria-label={`Verify credit report ${r.fileName} (score ${r.creditScore})`}
                        >
                          Verify
                        </Button>
                        <Button
                          variant="danger"
                          onClick={() => setRejecting(r)}
                          disabled={acting !== null}
                          aria-label={`Reject credit report ${r.fileName} (score ${r.creditScore})`}
                        >
                          Reject
                        </Button>
                      </>
                    ) : null}
                  </div>
                </article>
              )}
            </ReviewQueueList>
          )}
        </ServerDataView>
      </div>
      <ReasonDialog
        subject={rejecting}
        title="Reject credit report"
        intro={(report) => (
          <>
            Reject the credit report stating a score of {report.creditScore}. The owner sees your reason and can
            upload a new report.
          </>
        )}
        submitLabel="Reject report"
        requiredMessage={DOCUMENT_MESSAGES.rejectionReasonRequired}
        maxLength={CREDIT_REJECTION_REASON_MAX}
        reject={(report, reason) => rejectCreditReport(report.id, reason)}
        rejected={() => ({ title: 'Credit report rejected', description: 'The owner has been notified with your reason.' })}
        onClose={(rejected) => {
          setRejecting(null)
          if (rejected) void reload()
        }}
      />
    </Card>
  )
}
