import { useCallback, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import {
  MATCHING_ERROR_CODES,
  MATCHING_MESSAGES,
  MATCHING_SESSION_DAYS,
  SERVICE_NAMES,
  formatUsd,
  type MatchDto,
  type MatchesResponse,
  type MatchRequestDto,
  type PaymentListResponse,
} from '@cosign/api'
import {
  Alert,
  api,
  Badge,
  Button,
  buttonClass,
  Card,
  EmptyState,
  errorMessage,
  isApiError,
  Spinner,
  toast,
  startCheckout,
  useServicePrice,
} from '@cosign/ui'
import { MatchRequestForm } from './MatchRequestForm.js'
import { OutgoingRequests } from './OutgoingRequests.js'
import { CreditVerifiedBadge } from '../credit/CreditVerifiedBadge.js'

type MatchesState =
  | { status: 'loading' }
  | { status: 'profile-required' }
  | { status: 'payment-required' }
  | { status: 'ready'; matches: MatchDto[] }
  | { status: 'error'; message: string }

type View =
  { name: 'results' } | { name: 'request'; match: MatchDto } | { name: 'sent'; request: MatchRequestDto }

// After PayPal the payment.completed event reaches the matching service asynchronously: poll a little.
const PAYMENT_POLL_ATTEMPTS = 8
const PAYMENT_POLL_INTERVAL_MS = 1500
const RECENT_PAYMENT_MS = 10 * 60 * 1000

const STRENGTH_BADGE = { High: 'success', Medium: 'neutral', Low: 'danger' } as const

/** Whether the renter completed a matching payment moments ago (so the session is about to open). */
async function hasRecentMatchingPayment(): Promise<boolean> {
  try {
    const { items } = await api.get<PaymentListResponse>('/payments/payments/mine', { query: { limit: 10 } })
    return items.some(
      (payment) =>
        payment.purpose === 'match_request' &&
        payment.status === 'completed' &&
        Date.now() - new Date(payment.completedAt ?? payment.createdAt).getTime() < RECENT_PAYMENT_MS,
    )
  } catch {
    return false
  }
}

/** Renter-only sub-view of the dashboard: pay the live matching price, see ranked cosigners, send requests. */
export function FindYourCosigner({ onBack }: { onBack: () => void }) {
  const price = useServicePrice(SERVICE_NAMES.cosignerMatching)
  const [matches, setMatches] = useState<MatchesState>({ status: 'loading' })
  const [view, setView] = useState<View>({ name: 'results' })
  const [paying, setPaying] = useState(false)
  const [requestsKey, setRequestsKey] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    headingRef.current?.focus()
    return () => {
      mounted.current = false
    }
  }, [])

  const loadMatches = useCallback(async () => {
    setMatches({ status: 'loading' })
    for (let attempt = 0; ; attempt++) {
      try {
        const { matches } = await api.get<MatchesResponse>('/matching/matches')
        if (mounted.current) setMatches({ status: 'ready', matches })
        return
      } catch (err) {
        if (!mounted.current) return
        if (isApiError(err) && err.code === MATCHING_ERROR_CODES.renterProfileRequired)
          return setMatches({ status: 'profile-required' })
        if (isApiError(err) && err.code === MATCHING_ERROR_CODES.paymentRequired) {
          const waitForPayment = attempt < PAYMENT_POLL_ATTEMPTS && (await hasRecentMatchingPayment())
          if (!waitForPayment) return setMatches({ status: 'payment-required' })
          await new Promise((resolve) => setTimeout(resolve, PAYMENT_POLL_INTERVAL_MS))
          continue
        }
        return setMatches({ status: 'error', message: errorMessage(err) })
      }
    }
  }, [])

  useEffect(() => {
    void loadMatches()
  }, [loadMatches])

  async function pay() {
    setPaying(true)
    try {
      await startCheckout({ purpose: 'match_request' })
    } catch (err) {
      toast({ title: 'Payment Error', description: errorMessage(err), variant: 'error' })
      setPaying(false)
    }
  }

  const priceText =
    price.status === 'ready' ? formatUsd(price.priceCents) : price.status === 'loading' ? '…' : null

  let body
  if (matches.status === 'loading') body = <Spinner label="Finding your matches…" />
  else if (matches.status === 'error')
    body = (
      <Alert variant="error" title="Could not load your matches">
        <p style={{ margin: '0 0 8px' }}>{matches.message}</p>
        <Button size="sm" variant="secondary" onClick={() => void loadMatches()}>
          Try Again
        </Button>
      </Alert>
    )
  else if (matches.status === 'profile-required')
    body = (
      <Card title="Complete your renter profile" headingLevel={3}>
        <p>{MATCHING_MESSAGES.renterProfileRequired}</p>
        <Link to="/profile/renter" className={buttonClass('primary')}>
          Complete your renter profile
        </Link>
      </Card>
    )
  else if (matches.status === 'payment-required')
    body = (
      <Card title="Get matched" headingLevel={3}>
        <p style={{ marginTop: 0 }}>
          One payment opens {MATCHING_SESSION_DAYS} days of matching: see your ranked matches and send as many
          requests as you like.
        </p>
        {price.status === 'error' ? (
          <Alert variant="error" title="Could not load the price">
            <Button size="sm" variant="secondary" onClick={price.retry}>
              Try Again
            </Button>
          </Alert>
        ) : price.status === 'unavailable' ? (
          <Alert variant="error">This service is not available right now.</Alert>
        ) : (
          <div className="ui-row">
            <Button
              onClick={() => void pay()}
              loading={paying}
              loadingText="Redirecting to PayPal..."
              disabled={price.status !== 'ready'}
            >
              Pay {priceText ?? ''} and Find Matches
            </Button>
            <Button variant="secondary" onClick={() => void loadMatches()}>
              I already paid: check again
            </Button>
          </div>
        )}
      </Card>
    )
  else if (view.name === 'request')
    body = (
      <MatchRequestForm
        match={view.match}
        onCancel={() => setView({ name: 'results' })}
        onSent={(request) => {
          setView({ name: 'sent', request })
          setRequestsKey((n) => n + 1)
        }}
      />
    )
  else if (view.name === 'sent')
    body = (
      <Alert variant="success" title="Request sent">
        <p style={{ margin: '0 0 8px' }}>
          Your request was sent to {view.request.cosignerName}. You will be notified when they respond.
        </p>
        <Button size="sm" onClick={() => setView({ name: 'results' })}>
          Back to results
        </Button>
      </Alert>
    )
  else if (matches.matches.length === 0)
    body = (
      <EmptyState
        headingLevel={3}
        title={MATCHING_MESSAGES.noMatches}
        description={MATCHING_MESSAGES.noMatchesHint}
        action={
          <Link to="/profile/renter" className={buttonClass('secondary')}>
            Adjust your budget
          </Link>
        }
      />
    )
  else
    body = (
      <ul className="ui-grid" aria-label="Your matches" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {matches.matches.map((match) => (
          <li key={match.id} className="ui-card" aria-label={match.name}>
            <div className="ui-card__head">
              <Link to={`/profile/${match.id}`} className="ui-card__name">
                {match.name}
              </Link>
              <Badge variant={STRENGTH_BADGE[match.matchStrength]}>{match.matchStrength} match</Badge>
            </div>
            <dl
              style={{
                margin: '8px 0 12px',
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                gap: '4px 12px',
              }}
            >
              <dt>Match score</dt>
              <dd style={{ margin: 0 }}>{match.matchScore}%</dd>
              <dt>Credit tier</dt>
              <dd style={{ margin: 0 }}>
                {match.creditTier} <CreditVerifiedBadge verified={match.creditVerified} />
              </dd>
              <dt>Fee</dt>
              <dd style={{ margin: 0 }}>
                {formatUsd(match.feeCents)}
                {match.feeType === 'setup-monthly' ? ' (setup + monthly)' : ''}
              </dd>
              <dt>Max rent support</dt>
              <dd style={{ margin: 0 }}>{formatUsd(match.maxRentSupportCents)}/month</dd>
              <dt>Lease Armor</dt>
              <dd style={{ margin: 0 }}>{match.requiresLeaseArmor ? 'Required' : 'Not required'}</dd>
              <dt>Location</dt>
              <dd style={{ margin: 0, overflowWrap: 'anywhere', minWidth: 0 }}>{match.location}</dd>
            </dl>
            <Button size="sm" onClick={() => setView({ name: 'request', match })}>
              Request Cosign
            </Button>
          </li>
        ))}
      </ul>
    )

  return (
    <section className="ui-stack" aria-labelledby="find-your-cosigner">
      <div>
        <Button variant="ghost" size="sm" onClick={onBack}>
          ← Back to Dashboard
        </Button>
      </div>
      <header>
        <h2 id="find-your-cosigner" ref={headingRef} tabIndex={-1} className="ui-page__title">
          Find Your Cosigner
        </h2>
        <p className="ui-page__description">
          {priceText ? `For ${priceText}, ` : ''}we match you with 3 to 5 verified cosigners ranked for your
          budget, rent, location and move-in timeline.
        </p>
      </header>
      {body}
      {matches.status === 'ready' ? (
        <Card title="My Requests" headingLevel={3}>
          <OutgoingRequests reloadKey={requestsKey} />
        </Card>
      ) : null}
    </section>
  )
}
