import { useCallback, useEffect, useState } from 'react'
import { DISPUTE_MESSAGES, DISPUTE_PRIORITY_LABELS, DISPUTE_STATUS_LABELS, type DisputeDto } from '@cosign/api'
import { Badge, Card, EmptyState, LoadErrorAlert, Spinner, errorMessage, formatDateTime } from '@cosign/ui'
import { disputesApi } from '@cosign/ui/disputes'

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; items: DisputeDto[] }

/** "My problem reports" (on /support): the user's disputes, their status and what was decided. */
export function MyProblemReports() {
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const fetchReports = useCallback(async () => {
    setLoad({ state: 'loading' })
    try {
      setLoad({ state: 'ready', items: (await disputesApi.mine()).items })
    } catch (err) {
      setLoad({ state: 'error', message: errorMessage(err) })
    }
  }, [])
  useEffect(() => {
    void fetchReports()
  }, [fetchReports])

  return (
    <Card title="My problem reports" headingLevel={2} data-testid="my-problem-reports">
      {load.state === 'loading' ? <Spinner label="Loading your problem reports…" /> : null}
      {load.state === 'error' ? (
        <LoadErrorAlert title={DISPUTE_MESSAGES.loadFailed} onRetry={() => void fetchReports()}>
          {load.message}
        </LoadErrorAlert>
      ) : null}
      {load.state === 'ready' && load.items.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={DISPUTE_MESSAGES.noDisputes}
          description="Use “Report a problem” on a payment in your payment history or on a contract."
        />
      ) : null}
      {load.state === 'ready' && load.items.length > 0 ? (
        <ul className="ui-stack" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {load.items.map((d) => (
            <li key={d.id} data-testid="problem-report">
              <details>
                <summary>
                  <strong>{d.title}</strong>{' '}
                  <Badge variant={d.status === 'resolved' ? 'success' : 'neutral'}>{DISPUTE_STATUS_LABELS[d.status]}</Badge>{' '}
                  <span className="ui-page__description">Reported {formatDateTime(d.createdAt)}</span>
                </summary>
                <dl>
                  <dt>About</dt>
                  <dd>
                    {d.subjectType === 'payment' ? 'Payment' : 'Contract'} {d.subjectId}
                  </dd>
                  <dt>Description</dt>
                  <dd style={{ whiteSpace: 'pre-wrap' }}>{d.description}</dd>
                  <dt>Priority</dt>
                  <dd>{DISPUTE_PRIORITY_LABELS[d.priority]}</dd>
                  <dt>Handled by</dt>
                  <dd>{d.assignedTo ?? 'Not assigned yet'}</dd>
                  <dt>Last update</dt>
                  <dd>{formatDateTime(d.updatedAt)}</dd>
                  {d.resolution ? (
                    <>
                      <dt>Resolution</dt>
                      <dd style={{ whiteSpace: 'pre-wrap' }}>{d.resolution}</dd>
                    </>
                  ) : null}
                </dl>
              </details>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  )
}
