import { useState } from 'react'
import { Alert, Badge, Button, EmptyState, LoadErrorAlert, Spinner, toast } from '@cosign/ui'
import { LinkButton } from '@cosign/ui/link-button'
import type { CreditReportRequestDto } from '@cosign/api'
import {
  CREDIT_REPORT_VIEWED_HINT,
  NO_OUTGOING_CREDIT_REQUESTS,
  OUTGOING_STATE_BADGE,
  OUTGOING_STATE_LABEL,
  canRequestAgain,
  formatRequestDate,
  outgoingState,
  ownerLabel,
} from './credit-report-access.js'
import { useOutgoingCreditReports, type OutgoingAction } from './use-outgoing-credit-reports.js'
import { BlockedTabLink } from './BlockedTabLink.js'

/**
 * The requester's side: every credit report request the user sent, with its status. An approved one opens
 * the report once through a short-lived link (in a new tab); after that, or after a denial, the user can ask
 * again.
 */
export function OutgoingCreditReportRequests() {
  const { items, loadError, reload, openedHere, busy, errors, links, view, request } =
    useOutgoingCreditReports()
  const [refreshing, setRefreshing] = useState(false)

  async function refresh() {
    setRefreshing(true)
    try {
      await reload()
    } finally {
      setRefreshing(false)
    }
  }

  async function openReport(item: CreditReportRequestDto) {
    if (await view(item))
      toast({
        title: 'Credit report opened',
        description: 'This was a one-time view. Send a new request to see it again.',
        variant: 'success',
      })
  }

  async function requestAgain(item: CreditReportRequestDto) {
    if (await request(item.targetUserId, item.id))
      toast({
        title: 'Request sent',
        description: `${ownerLabel(item)} will be asked to approve access to their credit report.`,
        variant: 'success',
      })
  }

  if (loadError)
    return (
      <LoadErrorAlert
        title="Could not load your credit report requests"
        onRetry={() => void refresh()}
        retryLabel="Try Again"
        retryPlacement="inside"
        retrySize="sm"
        retrying={refreshing}
      >
        {loadError}
      </LoadErrorAlert>
    )
  if (!items) return <Spinner label="Loading your credit report requests…" />
  if (items.length === 0)
    return (
      <EmptyState
        headingLevel={3}
        title={NO_OUTGOING_CREDIT_REQUESTS}
        description="Open a profile and choose Request credit report to ask its owner for a one-time look."
        action={
          <LinkButton to="/listings" variant="secondary" size="sm">
            Browse profiles
          </LinkButton>
        }
      />
    )

  return (
    <div className="ui-stack">
      <ul
        className="ui-stack"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
        aria-label="Credit reports you requested"
      >
        {items.map((item) => {
          const name = ownerLabel(item)
          const state = outgoingState(item, openedHere)
          const nameId = `credit-request-${item.id}-owner`
          const link = links[item.id]
          // The item's buttons: each busy while its own action runs, all disabled while any runs.
          const actionButton = (action: OutgoingAction) => ({
            size: 'sm' as const,
            loading: busy?.key === item.id && busy.action === action,
            disabled: busy !== null,
            'aria-describedby': nameId,
          })
          return (
            <li key={item.id} className="ui-card" aria-label={`Credit report request to ${name}`}>
              <div className="ui-row" style={{ justifyContent: 'space-between' }}>
                <strong id={nameId} style={{ overflowWrap: 'anywhere' }}>
                  {name}
                </strong>
                <Badge variant={OUTGOING_STATE_BADGE[state]}>{OUTGOING_STATE_LABEL[state]}</Badge>
              </div>
              <p className="ui-page__description" style={{ margin: 'var(--ui-space-1) 0 var(--ui-space-2)' }}>
                Requested {formatRequestDate(item.requestedAt)}
                {item.status === 'approved' && item.approvedAt
                  ? ` · approved ${formatRequestDate(item.approvedAt)}` +
                    (item.viewedAt ? ` · viewed ${formatRequestDate(item.viewedAt)}` : '')
                  : item.status === 'denied'
                    ? ` · denied ${formatRequestDate(item.updatedAt)}`
                    : ''}
              </p>
              {state === 'pending' ? <p style={{ margin: 0 }}>Waiting for {name} to approve.</p> : null}
              {state === 'ready' ? (
                <div className="ui-stack">
                  <p style={{ margin: 0 }}>Approved: you can open this report once, in a new tab.</p>
                  <div>
                    <Button {...actionButton('view')} onClick={() => void openReport(item)} loadingText="Opening…">
                      View report
                    </Button>
                  </div>
                </div>
              ) : null}
              {state === 'viewed' ? <p style={{ margin: 0 }}>{CREDIT_REPORT_VIEWED_HINT}</p> : null}
              {state === 'denied' ? <p style={{ margin: 0 }}>{name} denied this request.</p> : null}
              <BlockedTabLink link={link} marginTop="var(--ui-space-2)">
                Open the credit report of {name} (new tab)
              </BlockedTabLink>
              {canRequestAgain(item, items, openedHere) ? (
                <div style={{ marginTop: 'var(--ui-space-2)' }}>
                  <Button
                    {...actionButton('request')}
                    variant="secondary"
                    onClick={() => void requestAgain(item)}
                    loadingText="Sending…"
                  >
                    Request again
                  </Button>
                </div>
              ) : null}
              {errors[item.id] ? (
                <div style={{ marginTop: 'var(--ui-space-2)' }}>
                  <Alert variant="error">{errors[item.id]}</Alert>
                </div>
              ) : null}
            </li>
          )
        })}
      </ul>
      <div>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => void refresh()}
          loading={refreshing}
          disabled={busy !== null}
          aria-label="Refresh credit reports you requested"
        >
          Refresh
        </Button>
      </div>
    </div>
  )
}
