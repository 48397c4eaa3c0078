import { DISPUTE_MESSAGES, DISPUTE_PRIORITY_LABELS, DISPUTE_STATUS_LABELS } from '@cosign/api'
import { Badge, Card, ServerDataView, formatDateTime, useServerData } from '@cosign/ui'
import { disputesApi } from './disputes-api.js'

/** "My problem reports" (on /support): the user's disputes, their status and what was decided. */
export function MyProblemReports() {
  const reports = useServerData('disputes.mine', async (signal) => (await disputesApi.mine(signal)).items)

  return (
    <Card title="My problem reports" headingLevel={2} data-testid="my-problem-reports">
      <ServerDataView
        state={reports}
        loadingLabel="Loading your problem reports…"
        errorTitle={DISPUTE_MESSAGES.loadFailed}
        empty={{
          headingLevel: 3,
          title: DISPUTE_MESSAGES.noDisputes,
          description: 'Use “Report a problem” on a payment in your payment history or on a contract.',
        }}
      >
        {(items) => (
          <ul className="ui-stack" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {items.map((d) => (
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
        )}
      </ServerDataView>
    </Card>
  )
}
