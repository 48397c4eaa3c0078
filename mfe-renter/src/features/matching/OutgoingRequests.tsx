import { useCallback, useEffect, useState } from 'react'
import {
  formatUsd,
  type MatchRequestDto,
  type MatchRequestListResponse,
  type MatchRequestResponse,
  type MatchRequestStatus,
} from '@cosign/api'
import { Alert, api, Badge, Button, EmptyState, errorMessage, formatDate, Spinner, toast } from '@cosign/ui'

const STATUS_BADGE: Record<MatchRequestStatus, 'success' | 'neutral' | 'danger'> = {
  pending: 'neutral',
  accepted: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
}
const STATUS_LABEL: Record<MatchRequestStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
}

/** The renter's sent match requests with their status; pending ones can be withdrawn. */
export function OutgoingRequests({ reloadKey }: { reloadKey: number }) {
  const [items, setItems] = useState<MatchRequestDto[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [withdrawing, setWithdrawing] = useState<string | null>(null)

  const load = useCallback(async () => {
    setError(null)
    try {
      const { items } = await api.get<MatchRequestListResponse>('/matching/match-requests/outgoing')
      setItems(items)
    } catch (err) {
      setError(errorMessage(err))
    }
  }, [])

  useEffect(() => {
    void load()
  }, [load, reloadKey])

  async function withdraw(request: MatchRequestDto) {
    setWithdrawing(request.id)
    try {
      const { request: updated } = await api.post<MatchRequestResponse>(
        `/matching/match-requests/${request.id}/withdraw`,
      )
      setItems((current) => current?.map((item) => (item.id === updated.id ? updated : item)) ?? null)
      toast({ title: 'Request withdrawn', variant: 'success' })
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err), variant: 'error' })
      void load()
    } finally {
      setWithdrawing(null)
    }
  }

  if (error)
    return (
      <Alert variant="error" title="Could not load your requests">
        <p style={{ margin: '0 0 8px' }}>{error}</p>
        <Button size="sm" variant="secondary" onClick={() => void load()}>
          Try Again
        </Button>
      </Alert>
    )
  if (!items) return <Spinner label="Loading your requests…" />
  if (items.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        title="No requests sent yet"
        description="Requests you send appear here."
      />
    )

  return (
    <ul className="ui-stack" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((request) => (
        <li key={request.id} className="ui-card" aria-label={`Request to ${request.cosignerName}`}>
          <div className="ui-card__head">
            <strong className="ui-card__name">{request.cosignerName}</strong>
            <Badge variant={STATUS_BADGE[request.status]}>{STATUS_LABEL[request.status]}</Badge>
          </div>
          <p style={{ margin: '6px 0' }}>
            {formatUsd(request.monthlyRentCents)}/month · {request.leaseDurationMonths} months · move-in{' '}
            {formatDate(request.moveInDate)}
          </p>
          <p className="ui-page__description" style={{ margin: '0 0 8px' }}>
            {request.propertyAddress}
          </p>
          {request.status === 'pending' ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => void withdraw(request)}
              loading={withdrawing === request.id}
              disabled={withdrawing !== null}
            >
              Withdraw
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
