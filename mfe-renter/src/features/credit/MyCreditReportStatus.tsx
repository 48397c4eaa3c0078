import { useCallback, useEffect, useState } from 'react'
import type { CreditReportResponse } from '@cosign/api'
import { Alert, Badge, Button, Spinner, api, errorMessage } from '@cosign/ui'
import { creditReviewStatusText } from './credit-review-status.js'

type Load =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: CreditReportResponse }

/** The owner's latest credit report and where its review stands; `version` changes after an upload. */
export function MyCreditReportStatus({ version }: { version: number }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const fetchMine = useCallback(async () => {
    setLoad({ state: 'loading' })
    try {
      setLoad({ state: 'ready', data: await api.get<CreditReportResponse>('/documents/credit-reports/mine') })
    } catch (error) {
      setLoad({ state: 'error', message: errorMessage(error, 'Could not load your credit report.') })
    }
  }, [])
  useEffect(() => {
    void fetchMine()
  }, [fetchMine, version])

  if (load.state === 'loading') return <Spinner label="Loading your credit report…" />
  if (load.state === 'error')
    return (
      <Alert variant="error" title={load.message}>
        <Button variant="secondary" onClick={() => void fetchMine()}>
          Try Again
        </Button>
      </Alert>
    )
  const report = load.data.creditReport
  const { title, detail } = creditReviewStatusText(report)
  return (
    <div role="status" data-testid="credit-review-status" style={{ margin: '0 0 12px' }}>
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
      <p className="ui-page__description" style={{ margin: '4px 0 0' }}>
        {detail}
      </p>
    </div>
  )
}
