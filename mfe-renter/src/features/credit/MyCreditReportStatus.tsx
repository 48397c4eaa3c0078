import type { CreditReportResponse } from '@cosign/api'
import { Badge, ServerDataView, TRY_AGAIN_INSIDE, useServerData } from '@cosign/ui'
import { creditReviewStatusText } from './credit-review-status.js'
import { fetchMyCreditReport } from './credit-api.js'

/** The owner's latest credit report and where its review stands; `version` changes after an upload. */
export function MyCreditReportStatus({ version }: { version: number }) {
  const mine = useServerData('credit.myReport', fetchMyCreditReport, {
    deps: [version],
    errorFallback: 'Could not load your credit report.',
  })
  return (
    <ServerDataView
      state={mine}
      loadingLabel="Loading your credit report…"
      errorTitle={(message) => message}
      retry={TRY_AGAIN_INSIDE}
    >
      {(data) => <ReviewStatus report={data.creditReport} />}
    </ServerDataView>
  )
}

function ReviewStatus({ report }: { report: CreditReportResponse['creditReport'] }) {
  const { title, detail } = creditReviewStatusText(report)
  return (
    <div role="status" data-testid="credit-review-status" style={{ margin: '0 0 var(--ui-space-3)' }}>
      <p style={{ margin: 0 }}>
        <strong>Verification:</strong>{' '}
        {report ? (
          <Badge
            variant={
              report.reviewStatus === 'verified'
                ? 'success'
                : report.reviewStatus === 'rejected'
                  ? 'danger'
                  : 'neutral'
            }
          >
            {title}
          </Badge>
        ) : (
          title
        )}
      </p>
      <p className="ui-page__description" style={{ margin: 'var(--ui-space-1) 0 0' }}>
        {detail}
      </p>
    </div>
  )
}
