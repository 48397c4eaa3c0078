import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import {
  MATCHES_DEFAULT_LIMIT,
  MATCHES_MAX_LIMIT,
  MATCHING_MESSAGES,
  MATCHING_SESSION_DAYS,
  SERVICE_NAMES,
  formatUsd,
  type MatchDto,
  type MatchRequestDto,
} from '@cosign/api'
import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  ServerDataView,
  Spinner,
  TRY_AGAIN_INSIDE,
  useServerData,
} from '@cosign/ui'
import { MoneyFigure } from '@cosign/ui/money-figure'
import { PersonCard } from '@cosign/ui/person-card'
import { LinkButton } from '@cosign/ui/link-button'
import { useCheckout, useServicePrice } from '@cosign/features/checkout'
import { MatchRequestForm } from './MatchRequestForm.js'
import { MatchingFeePay } from './MatchingFeePay.js'
import { OutgoingRequests } from './OutgoingRequests.js'
import { CreditBadges } from '../credit/index.js'
import { fetchMatches, fetchRequestEligibilities } from './matching-api.js'
import { RequestRefusalNote } from './RequestRefusalNote.js'

type View =
  { name: 'results' } | { name: 'request'; match: MatchDto } | { name: 'sent'; request: MatchRequestDto }

const STRENGTH_BADGE = { High: 'success', Medium: 'neutral', Low: 'danger' } as const
const LOADING_LABEL = 'Finding your matches…'

/** Renter-only sub-view of the dashboard: pay the live matching price, see ranked cosigners, send requests. */
export function FindYourCosigner({ onBack }: { onBack: () => void }) {
  const price = useServicePrice(SERVICE_NAMES.cosignerMatching)
  // "Show more matches" asks for five more of the same ranking; the list on screen stays while they load.
  const limit = useRef(MATCHES_DEFAULT_LIMIT)
  const matches = useServerData('matching.matches', (signal) => fetchMatches(signal, limit.current))
  const [showingMore, setShowingMore] = useState(false)
  // "I already paid: check again" shows the search while it waits for the payment, as the first load does.
  const [checking, setChecking] = useState(false)
  const [view, setView] = useState<View>({ name: 'results' })
  const { paying, pay } = useCheckout()
  const [requestsKey, setRequestsKey] = useState(0)
  const headingRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    headingRef.current?.focus()
  }, [])

  async function checkAgain() {
    setChecking(true)
    try {
      await matches.reload()
    } finally {
      setChecking(false)
    }
  }

  async function showMore() {
    limit.current = Math.min(limit.current + MATCHES_DEFAULT_LIMIT, MATCHES_MAX_LIMIT)
    setShowingMore(true)
    try {
      await matches.reload()
    } finally {
      setShowingMore(false)
    }
  }

  const priceText =
    price.status === 'ready' ? formatUsd(price.priceCents) : price.status === 'loading' ? '…' : null

  const outcome = matches.status === 'ready' && !checking ? matches.data : null
  // Each match's "Request to cosign": the server's answer for the list at once (closed with its reason when a
  // request or contract is open, or the cosigner's rules refuse it), as on profiles and listing cards.
  const matchIds = outcome?.status === 'ready' ? outcome.matches.map((m) => m.id) : []
  const eligibility = useServerData(
    matchIds.length ? ['matching.matchEligibility', matchIds.join(',')] : null,
    (signal) => fetchRequestEligibilities(matchIds, signal),
  )
  const refusalOf = new Map(
    eligibility.status === 'ready' ? eligibility.data.map((e) => [e.cosignerProfileId, e.refusal]) : [],
  )
  let body
  if (!outcome)
    body = checking ? (
      <Spinner label={LOADING_LABEL} />
    ) : (
      <ServerDataView
        state={matches}
        loadingLabel={LOADING_LABEL}
        errorTitle="Could not load your matches"
        retry={{ ...TRY_AGAIN_INSIDE, retrySize: 'sm' }}
      >
        {() => null}
      </ServerDataView>
    )
  else if (outcome.status === 'profile-required')
    body = (
      <Card title="Complete your renter profile" headingLevel={3}>
        <p>{MATCHING_MESSAGES.renterProfileRequired}</p>
        <LinkButton to="/profile/renter">
          Complete your renter profile
        </LinkButton>
      </Card>
    )
  else if (outcome.status === 'payment-required')
    body = (
      <Card title="Get matched" headingLevel={3}>
        <p style={{ marginTop: 0 }}>
          One payment opens {MATCHING_SESSION_DAYS} days of matching: see your ranked matches and send as many
          requests as you like.
        </p>
        <MatchingFeePay
          price={price}
          paying={paying}
          payLabel={`Pay ${priceText ?? ''} and Find Matches`}
          onPay={() => void pay({ purpose: 'match_request' })}
        >
          <Button variant="secondary" onClick={() => void checkAgain()}>
            I already paid: check again
          </Button>
        </MatchingFeePay>
      </Card>
    )
  else if (view.name === 'request')
    body = (
      <MatchRequestForm
        match={view.match}
        onCancel={() => setView({ name: 'results' })}
        onSent={(request) => {
          setView({ name: 'sent', request })
          void eligibility.reload()
          setRequestsKey((n) => n + 1)
        }}
      />
    )
  else if (view.name === 'sent')
    body = (
      <Alert variant="success" title="Request sent">
        <p style={{ margin: '0 0 var(--ui-space-2)' }}>
          Your request was sent to {view.request.cosignerName}. You will be notified when they respond.
        </p>
        <Button size="sm" onClick={() => setView({ name: 'results' })}>
          Back to results
        </Button>
      </Alert>
    )
  else if (outcome.matches.length === 0)
    body = (
      <EmptyState
        headingLevel={3}
        illustration="people"
        title={MATCHING_MESSAGES.noMatches}
        description={MATCHING_MESSAGES.noMatchesHint}
        action={
          <LinkButton to="/profile/renter" variant="secondary">
            Adjust your budget
          </LinkButton>
        }
      />
    )
  else
    body = (
      <div className="ui-stack">
        <ul className="ui-card-grid" aria-label="Your matches">
          {outcome.matches.map((match) => (
            <PersonCard
              key={match.id}
              name={match.name}
              renderName={(name) => <Link to={`/profile/${match.id}`}>{name}</Link>}
              subtitle={match.location}
              badges={
                <>
                  <Badge variant={STRENGTH_BADGE[match.matchStrength]}>{match.matchStrength} match</Badge>
                  <CreditBadges tier={match.creditTier} verified={match.creditVerified} />
                </>
              }
              fee={<MoneyFigure cents={match.feeCents} size="lg" />}
              feeNote={match.feeType === 'setup-monthly' ? 'cosigner fee (setup + monthly)' : 'cosigner fee'}
              facts={[
                { term: 'Match score', value: `${match.matchScore}%` },
                { term: 'Supports rent up to', value: <MoneyFigure cents={match.maxRentSupportCents} suffix="/month" /> },
                { term: 'Lease Armor', value: match.requiresLeaseArmor ? 'Required' : 'Not required' },
              ]}
              footer={
                <>
                  <Button
                    size="sm"
                    onClick={() => setView({ name: 'request', match })}
                    disabled={!!refusalOf.get(match.id)}
                    aria-describedby={refusalOf.get(match.id) ? `match-refusal-${match.id}` : undefined}
                  >
                    Request to cosign
                  </Button>
                  {refusalOf.get(match.id) ? (
                    <RequestRefusalNote id={`match-refusal-${match.id}`} refusal={refusalOf.get(match.id)!} />
                  ) : null}
                </>
              }
            >
              <details>
                <summary>Why this match</summary>
                <ul style={{ margin: 'var(--ui-space-1-5) 0 0', paddingLeft: 'var(--ui-space-5)' }}>
                  {match.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </details>
            </PersonCard>
          ))}
        </ul>
        {/* A full page means there may be more; the server caps the list at MATCHES_MAX_LIMIT. */}
        {outcome.matches.length >= limit.current && limit.current < MATCHES_MAX_LIMIT ? (
          <div>
            <Button
              variant="secondary"
              onClick={() => void showMore()}
              loading={showingMore}
              loadingText="Loading more…"
            >
              Show more matches
            </Button>
          </div>
        ) : null}
      </div>
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
          {priceText ? `For ${priceText}, ` : ''}we match you with 3 to 5 approved cosigners ranked for your
          budget, rent, location and move-in timeline.
        </p>
      </header>
      {body}
      {outcome?.status === 'ready' ? (
        <Card title="My Requests" headingLevel={3}>
          <OutgoingRequests reloadKey={requestsKey} onWithdrawn={() => void eligibility.reload()} />
        </Card>
      ) : null}
    </section>
  )
}
