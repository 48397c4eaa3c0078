import { useState } from 'react'
import { formatUsd, type MatchRequestDto, type MatchRequestStatus } from '@cosign/api'
import {
  Badge,
  Button,
  ServerDataView,
  TRY_AGAIN_INSIDE,
  errorMessage,
  formatDate,
  toast,
  useServerData,
} from '@cosign/ui'
import { LinkButton } from '@cosign/ui/link-button'
import { listOutgoingRequests, withdrawRequest } from './matching-api.js'

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
export function OutgoingRequests({
  reloadKey,
  onWithdrawn,
}: {
  reloadKey: number
  /** A withdrawal reopens "Request to cosign" for that cosigner: the caller reads its state again. */
  onWithdrawn?: () => void
}) {
  const requests = useServerData('matching.outgoingRequests', listOutgoingRequests, { deps: [reloadKey] })
  const [withdrawing, setWithdrawing] = useState<string | null>(null)

  async function withdraw(request: MatchRequestDto) {
    setWithdrawing(request.id)
    try {
      const updated = await withdrawRequest(request.id)
      requests.setData((items) => items.map((item) => (item.id === updated.id ? updated : item)))
      toast({ title: 'Request withdrawn', variant: 'success' })
      onWithdrawn?.()
    } catch (err) {
      toast({ title: 'Error', description: errorMessage(err), variant: 'error' })
      void requests.reload()
    } finally {
      setWithdrawing(null)
    }
  }

  return (
    <ServerDataView
      state={requests}
      loadingLabel="Loading your requests…"
      errorTitle="Could not load your requests"
      retry={{ ...TRY_AGAIN_INSIDE, retrySize: 'sm' }}
      empty={{
        headingLevel: 3,
        title: 'No requests sent yet',
        description:
          "Choose Request to cosign on a match or on a cosigner's profile; your requests appear here.",
        action: (
          <LinkButton to="/listings?tab=cosigners" variant="secondary" size="sm">
            Browse cosigners
          </LinkButton>
        ),
      }}
    >
      {(items) => (
        <ul className="ui-stack" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((request) => (
            <li key={request.id} className="ui-card" aria-label={`Request to ${request.cosignerName}`}>
              <div className="ui-card__head">
                <strong className="ui-card__name">{request.cosignerName}</strong>
                <Badge variant={STATUS_BADGE[request.status]}>{STATUS_LABEL[request.status]}</Badge>
              </div>
              <p style={{ margin: 'var(--ui-space-1-5) 0' }}>
                {formatUsd(request.monthlyRentCents)}/month · {request.leaseDurationMonths} months · move-in{' '}
                {formatDate(request.moveInDate)}
              </p>
              <p className="ui-page__description" style={{ margin: '0 0 var(--ui-space-2)' }}>
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
      )}
    </ServerDataView>
  )
}
