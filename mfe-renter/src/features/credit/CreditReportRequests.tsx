import { useCallback, useEffect, useState } from 'react'
import {
  MATCHING_MESSAGES,
  type CreditReportRequestDto,
  type CreditReportRequestListResponse,
  type CreditReportRequestResponse,
} from '@cosign/api'
import { Alert, api, Button, EmptyState, errorMessage, formatDate, Spinner, toast } from '@cosign/ui'

type Decision = 'approve' | 'deny'

/** The owner's pending credit report requests, with the requester's name and email, to approve or deny. */
export function CreditReportRequests() {
  const [items, setItems] = useState<CreditReportRequestDto[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<{ id: string; decision: Decision } | null>(null)

  const load = useCallback(async () => {
    setError(null)
    try {
      const { items } = await api.get<CreditReportRequestListResponse>(
        '/matching/credit-report-requests/incoming',
      )
      setItems(items)
    } catch (err) {
      setError(errorMessage(err))
    }
  }, [])

  useEffect(() => {
    void load()
  }, [load])

  async function decide(request: CreditReportRequestDto, decision: Decision) {
    setBusy({ id: request.id, decision })
    try {
      await api.post<CreditReportRequestResponse>(
        `/matching/credit-report-requests/${request.id}/${decision}`,
      )
      toast({
        title: decision === 'approve' ? 'Request Approved' : 'Request Denied',
        // The catalogue's sentence, narrowed to the decision taken (issue 15: the toast says which).
        description: `Credit report request has been ${decision === 'approve' ? 'approved' : 'denied'}.`,
        variant: 'success',
      })
      setItems((current) => current?.filter((item) => item.id !== request.id) ?? null)
    } catch {
      toast({ title: 'Error', description: MATCHING_MESSAGES.updateRequestFailed, variant: 'error' })
      void load()
    } finally {
      setBusy(null)
    }
  }

  if (error)
    return (
      <Alert variant="error" title="Could not load credit report requests">
        <p style={{ margin: '0 0 8px' }}>{error}</p>
        <Button size="sm" variant="secondary" onClick={() => void load()}>
          Try Again
        </Button>
      </Alert>
    )
  if (!items) return <Spinner label="Loading credit report requests…" />
  if (items.length === 0)
    return <EmptyState headingLevel={3} title={MATCHING_MESSAGES.noPendingCreditRequests} />

  return (
    <ul className="ui-stack" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((request) => {
        const name =
          `${request.requesterFirstName} ${request.requesterLastName}`.trim() || request.requesterEmail
        return (
          <li key={request.id} className="ui-card" aria-label={`Credit report request from ${name}`}>
            <p style={{ margin: 0, fontWeight: 600 }}>{name}</p>
            <p style={{ margin: '2px 0 8px' }}>{request.requesterEmail}</p>
            <p className="ui-page__description" style={{ margin: '0 0 12px' }}>
              Requested {formatDate(request.requestedAt)}
            </p>
            <div className="ui-row">
              <Button
                size="sm"
                onClick={() => void decide(request, 'approve')}
                loading={busy?.id === request.id && busy.decision === 'approve'}
                disabled={busy !== null}
              >
                Approve
              </Button>
              <Button
                size="sm"
                variant="danger"
                onClick={() => void decide(request, 'deny')}
                loading={busy?.id === request.id && busy.decision === 'deny'}
                disabled={busy !== null}
              >
                Deny
              </Button>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
