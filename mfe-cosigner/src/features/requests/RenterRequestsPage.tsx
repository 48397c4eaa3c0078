import { useState } from 'react'
import { MATCH_REQUEST_SOURCE_LABELS, type MatchRequestDto } from '@cosign/api'
import {
  Badge,
  Button,
  Card,
  Page,
  ServerDataView,
  TRY_AGAIN_INSIDE,
  errorMessage,
  formatDate,
  formatUsd,
  toast,
  useServerData,
} from '@cosign/ui'
import { LinkButton } from '@cosign/ui/link-button'
import type { PageProps } from '@cosign/ui'
import {
  REQUEST_STATUS_BADGE,
  formatPlainDate,
  leaseDurationText,
  pendingFirst,
  replaceRequest,
} from './request-format.js'
import { listIncomingRequests, respondToRequest } from './requests-api.js'

/** Renter Requests (/renter-requests, cosigners): match requests renters sent me; accept or decline pending ones. */
export function RenterRequestsPage({ label }: PageProps) {
  const requests = useServerData(
    'cosigner.incomingRequests',
    async (signal) => pendingFirst(await listIncomingRequests(signal)),
    { errorFallback: 'Failed to load renter requests.' },
  )
  // The request being answered and how, so only its buttons show progress.
  const [busy, setBusy] = useState<{ id: string; action: 'accept' | 'decline' } | null>(null)

  async function respond(request: MatchRequestDto, action: 'accept' | 'decline') {
    setBusy({ id: request.id, action })
    try {
      const updated = await respondToRequest(request.id, action)
      requests.setData((items) => replaceRequest(items, updated))
      toast(
        action === 'accept'
          ? {
              title: 'Request accepted',
              description: `You accepted ${updated.renterName}'s request. You can now create a contract for them.`,
              variant: 'success',
            }
          : {
              title: 'Request declined',
              description: `${updated.renterName} will be notified.`,
              variant: 'success',
            },
      )
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to update request.'),
        variant: 'error',
      })
      // The request may have changed meanwhile (e.g. withdrawn by the renter): show its current state.
      void requests.reload()
    } finally {
      setBusy(null)
    }
  }

  return (
    <Page
      title={label}
      description="Match requests renters sent you. Accept one to create a contract with that renter, or decline it."
    >
      <ServerDataView
        state={requests}
        loadingLabel="Loading renter requests…"
        loadingSize="page"
        errorTitle={(message) => message}
        retry={TRY_AGAIN_INSIDE}
        empty={{
          title: 'No renter requests yet',
          illustration: 'people',
          description: 'When a renter sends you a match request, it appears here. Renters find you by your listed profile: keep it complete.',
          action: (
            <LinkButton to="/profile/cosigner" variant="secondary">
              Review your profile
            </LinkButton>
          ),
        }}
      >
        {(items) => (
          <ul
            className="ui-stack"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label="Renter requests"
          >
            {items.map((request) => (
              // The new-request email links to #request-<id>; the shell scrolls to it once it renders.
              <li key={request.id} id={`request-${request.id}`}>
                <RequestCard
                  request={request}
                  busyAction={busy?.id === request.id ? busy.action : null}
                  disabled={busy !== null}
                  onRespond={(action) => void respond(request, action)}
                />
              </li>
            ))}
          </ul>
        )}
      </ServerDataView>
    </Page>
  )
}

const RESPONSES = [
  { action: 'accept', label: 'Accept', busyLabel: 'Accepting…', variant: undefined },
  { action: 'decline', label: 'Decline', busyLabel: 'Declining…', variant: 'secondary' },
] as const

function RequestCard({
  request,
  busyAction,
  disabled,
  onRespond,
}: {
  request: MatchRequestDto
  busyAction: 'accept' | 'decline' | null
  disabled: boolean
  onRespond: (action: 'accept' | 'decline') => void
}) {
  const badge = REQUEST_STATUS_BADGE[request.status]
  return (
    <Card
      headingLevel={2}
      title={request.renterName}
      badge={<Badge variant={badge.variant}>{badge.label}</Badge>}
      aria-label={`Request from ${request.renterName}`}
    >
      <dl className="ui-grid" style={{ margin: '0 0 var(--ui-space-3)' }}>
        <Detail term="Monthly rent" value={formatUsd(request.monthlyRentCents)} />
        <Detail term="Lease duration" value={leaseDurationText(request.leaseDurationMonths)} />
        <Detail term="Property address" value={request.propertyAddress} />
        <Detail term="Move-in date" value={formatPlainDate(request.moveInDate)} />
        <Detail term="Received" value={formatDate(request.createdAt)} />
        <Detail
          term="Found you through"
          value={MATCH_REQUEST_SOURCE_LABELS[request.source] ?? request.source}
        />
      </dl>
      {request.message ? (
        <blockquote style={{ margin: '0 0 var(--ui-space-3)', whiteSpace: 'pre-wrap' }}>
          <span className="ui-field__label">Message</span>
          <p style={{ margin: 'var(--ui-space-1) 0 0' }}>{request.message}</p>
        </blockquote>
      ) : null}
      <div className="ui-row">
        {request.status === 'pending' ? (
          RESPONSES.map(({ action, label, busyLabel, variant }) => (
            <Button
              key={action}
              variant={variant}
              onClick={() => onRespond(action)}
              loading={busyAction === action}
              loadingText={busyLabel}
              disabled={disabled}
              aria-label={`${label} request from ${request.renterName}`}
            >
              {label}
            </Button>
          ))
        ) : null}
        {request.status === 'accepted' ? (
          <LinkButton
            to={`/contracts/new?matchRequestId=${encodeURIComponent(request.id)}`}
            aria-label={`Create contract for ${request.renterName}`}
          >
            Create Contract
          </LinkButton>
        ) : null}
        <LinkButton to={`/profile/${request.renterProfileId}`} variant="ghost">
          View renter profile
        </LinkButton>
      </div>
    </Card>
  )
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="ui-field__label">{term}</dt>
      <dd style={{ margin: 0 }}>{value}</dd>
    </div>
  )
}
