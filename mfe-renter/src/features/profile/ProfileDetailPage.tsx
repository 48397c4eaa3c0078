import { useEffect, useState, type ReactNode } from 'react'
import { useParams, useSearchParams } from 'react-router-dom'
import {
  MESSAGES,
  SERVICE_NAMES,
  formatUsd,
  housingBudgetBandLabel,
  incomeBandLabel,
  type ProfileView,
} from '@cosign/api'
import {
  Alert,
  Badge,
  Button,
  Card,
  ServerDataView,
  Spinner,
  creditScoreWithRating,
  isApiError,
  useServerData,
  useSession,
} from '@cosign/ui'
import { LinkButton } from '@cosign/ui/link-button'
import { useCheckout, useServicePrice } from '@cosign/features/checkout'
import { EmailVerificationRequired } from '@cosign/features/email-verification'
import type { PageProps } from '@cosign/ui'
import { canRequestCreditReport } from '../credit/index.js'
import { ProfileCreditReport } from '../credit/index.js'
import { CreditStanding } from '../credit/index.js'
import { RequestToCosign } from '../matching/index.js'
import { ProfileReviews } from '../reviews/index.js'
import { cosignerBudgetLabel, employmentLabel, housingLabel, timelineLabel } from './renter-form.js'
import { isProfileId } from './profile-id.js'
import { fetchProfileView, hasPaidUnlock } from './profile-api.js'

const backLink = (
  <LinkButton to="/listings" variant="secondary">
    Back to Listings
  </LinkButton>
)

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt style={{ fontWeight: 600 }}>{label}</dt>
      <dd style={{ margin: 0 }}>{children}</dd>
    </>
  )
}

// Back from PayPal, the unlock reaches the matching service through payment.completed a moment later.
const UNLOCK_POLL_ATTEMPTS = 10
const UNLOCK_POLL_INTERVAL_MS = 1500

/**
 * Unlock (live unlock_contact price) and chat for a cosigner profile whose contact details are hidden. A viewer
 * who has just paid (back from /success) sees the unlock arriving instead of being offered to pay again.
 */
function UnlockContact({ profile, onRecheck }: { profile: ProfileView; onRecheck: () => Promise<void> }) {
  const price = useServicePrice(SERVICE_NAMES.unlockContact)
  const { paying, pay } = useCheckout()
  // A completed unlock payment for this profile: the unlock is on its way, so the profile is read again a few
  // times (the parent re-renders with the contact once it is unlocked) instead of offering to pay again.
  const paid = useServerData(['profile.unlockPaid', profile.id], (signal) =>
    hasPaidUnlock(profile.id, signal),
  )
  const [polled, setPolled] = useState(false)
  const waiting = paid.status === 'ready' && paid.data && !polled
  useEffect(() => {
    if (!waiting) return undefined
    let cancelled = false
    void (async () => {
      for (let attempt = 0; attempt < UNLOCK_POLL_ATTEMPTS && !cancelled; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, UNLOCK_POLL_INTERVAL_MS))
        if (!cancelled) await onRecheck()
      }
      if (!cancelled) setPolled(true)
    })()
    return () => {
      cancelled = true
    }
  }, [waiting, onRecheck])

  if (waiting)
    return (
      <div role="status">
        <Spinner label="Your payment is confirmed. Unlocking the contact details…" />
      </div>
    )

  return (
    <div className="ui-stack">
      <p style={{ margin: 0 }}>Contact details are hidden until you unlock them.</p>
      {profile.kind === 'cosigner' ? <EmailVerificationRequired toDo="pay" /> : null}
      <div className="ui-row">
        {profile.kind === 'cosigner' ? (
          price.status === 'error' ? (
            <Button variant="secondary" onClick={price.retry}>
              Could not load the price: Try Again
            </Button>
          ) : (
            <Button
              onClick={() => void pay({ purpose: 'unlock_contact', subjectId: profile.id })}
              loading={paying}
              loadingText="Redirecting to PayPal..."
              disabled={price.status !== 'ready'}
            >
              {price.status === 'ready'
                ? `Unlock Contact for ${formatUsd(price.priceCents)}`
                : price.status === 'unavailable'
                  ? 'Unlock unavailable'
                  : 'Unlock Contact'}
            </Button>
          )
        ) : null}
        <Button variant="secondary" disabled>
          Chat (Payment Required)
        </Button>
      </div>
    </div>
  )
}

/** Why the profile cannot be shown, a way back, and Try Again unless the id itself is malformed. */
function ProfileNotFound({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <section className="ui-page">
      <h1 className="ui-page__title">Profile Not Found</h1>
      <Alert variant="error">{message}</Alert>
      <div className="ui-row" style={{ marginTop: 'var(--ui-space-4)' }}>
        {onRetry ? <Button onClick={onRetry}>Try Again</Button> : null}
        {backLink}
      </div>
    </section>
  )
}

/** A renter's or cosigner's public profile; contact details only when the server sent them. */
export function ProfileDetailPage(_props: PageProps) {
  const { id } = useParams()
  const { user } = useSession()
  // ?request=listing (a listing card's "Request to cosign") or ?request=1 (back from paying the fee) opens the form.
  const [searchParams] = useSearchParams()
  const validId = isProfileId(id)
  // A background re-check (the unlock arriving) keeps what is on screen when it fails.
  const view = useServerData(validId ? ['profile.view', id] : null, (signal) => fetchProfileView(id!, signal))
  const recheck = view.reload

  if (!validId) return <ProfileNotFound message={MESSAGES.invalidProfileId} />
  if (view.status !== 'ready')
    return (
      <ServerDataView
        state={view}
        loadingLabel="Loading profile…"
        loadingSize="page"
        error={(_message, retry, error) =>
          isApiError(error) && error.status === 400 ? (
            <ProfileNotFound message={MESSAGES.invalidProfileId} />
          ) : (
            <ProfileNotFound
              message={
                isApiError(error) && error.status === 404
                  ? MESSAGES.profileNotFound
                  : 'Failed to load profile'
              }
              onRetry={retry}
            />
          )
        }
      >
        {() => null}
      </ServerDataView>
    )

  const profile = view.data
  // Any signed-in viewer but the owner (and admins, who read reports anyway), as the matching service allows.
  const canRequestCredit = canRequestCreditReport(user, profile.isOwner)

  return (
    <section className="ui-page">
      <header className="ui-page__header">
        <div className="ui-row" style={{ justifyContent: 'space-between' }}>
          <h1 className="ui-page__title" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {profile.name}
          </h1>
          <span className="ui-row">
            <Badge variant={profile.kind === 'cosigner' ? 'success' : 'neutral'}>
              {profile.kind === 'cosigner' ? 'Cosigner' : 'Renter'}
            </Badge>
          </span>
        </div>
        <p className="ui-page__description">{profile.location}</p>
      </header>

      <div className="ui-stack">
        {profile.kind === 'cosigner' && !profile.isOwner && user?.role === 'RENTER' ? (
          <Card title="Ask to cosign" headingLevel={2}>
            <RequestToCosign
              key={profile.id}
              openAtStart={searchParams.has('request')}
              source={searchParams.get('request') === 'listing' ? 'listing' : 'profile'}
              target={{
                id: profile.id,
                name: profile.name,
                feeCents: profile.totalFeeCents,
                maxRentSupportCents: profile.maxRentSupportCents,
                requiresLeaseArmor: profile.requiresLeaseArmor,
              }}
            />
          </Card>
        ) : null}
        <Card title="About" headingLevel={2}>
          <p style={{ whiteSpace: 'pre-line', marginTop: 0 }}>{profile.bio}</p>
          <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 'var(--ui-space-1-5) var(--ui-space-4)', margin: 0 }}>
            <Fact label="Credit">
              <CreditStanding tier={profile.creditTier} verified={profile.creditVerified} />
              {profile.figuresShown && typeof profile.creditScore === 'number' ? (
                <> · score {creditScoreWithRating(profile.creditScore)}</>
              ) : null}
            </Fact>
            <Fact label="Monthly income">
              {monthlyFigure(profile.figuresShown, profile.monthlyIncomeCents, incomeBandLabel(profile.incomeBand))}
            </Fact>
            <Fact label="Employment">{employmentLabel(profile.employmentStatus)}</Fact>
            {profile.kind === 'cosigner' ? (
              <>
                <Fact label="Fee">
                  {formatUsd(profile.totalFeeCents)}
                  {profile.feeType === 'setup-monthly' &&
                  profile.setupFeeCents !== null &&
                  profile.monthlyFeeCents !== null
                    ? ` (${formatUsd(profile.setupFeeCents)} setup + ${formatUsd(profile.monthlyFeeCents)}/month)`
                    : ' (one-time)'}
                </Fact>
                <Fact label="Max rent support">{formatUsd(profile.maxRentSupportCents)}/month</Fact>
                <Fact label="Upfront payment">{profile.requireUpfront ? 'Required' : 'Not required'}</Fact>
                <Fact label="Lease Armor">{profile.requiresLeaseArmor ? 'Required' : 'Not required'}</Fact>
                <Fact label="Leases">{leasesLabel(profile.leases)}</Fact>
              </>
            ) : (
              <>
                <Fact label="Housing budget">
                  {monthlyFigure(
                    profile.figuresShown,
                    profile.housingBudgetCents,
                    housingBudgetBandLabel(profile.housingBudgetBand),
                  )}
                </Fact>
                <Fact label="Cosigner budget">{cosignerBudgetLabel(profile.cosignerBudget)}</Fact>
                <Fact label="Housing type">{housingLabel(profile.housingType)}</Fact>
                <Fact label="Move-in">{timelineLabel(profile.moveInTimeline)}</Fact>
                <Fact label="Rental history">
                  {profile.rentalIssues.length ? profile.rentalIssues.join(', ') : 'None reported'}
                </Fact>
              </>
            )}
          </dl>
          {profile.figuresShown || profile.isOwner ? null : (
            <p className="ui-page__description" style={{ marginBottom: 0 }}>
              {profile.kind === 'renter'
                ? 'Finances show as ranges. The exact figures appear once this renter sends you a match request or approves your credit report request.'
                : 'Finances show as ranges; the fee and rent support are what this cosigner published.'}
            </p>
          )}
        </Card>

        <Card title="Contact" headingLevel={2} aria-label="Contact">
          {profile.email !== undefined ? (
            <div className="ui-stack">
              <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 'var(--ui-space-1-5) var(--ui-space-4)', margin: 0 }}>
                <Fact label="Email">
                  <a href={`mailto:${profile.email}`}>{profile.email}</a>
                </Fact>
                <Fact label="Phone">
                  {profile.phone ? <a href={`tel:${profile.phone}`}>{profile.phone}</a> : 'Not provided'}
                </Fact>
              </dl>
              {profile.isOwner ? (
                <div>
                  <LinkButton
                    to={profile.kind === 'renter' ? '/profile/renter' : '/profile/cosigner'}
                    variant="secondary"
                  >
                    Edit Profile
                  </LinkButton>
                </div>
              ) : (
                <div>
                  <LinkButton
                    to={`/chat?with=${encodeURIComponent(profile.userId)}`}
                  >
                    Chat
                  </LinkButton>
                </div>
              )}
            </div>
          ) : (
            <UnlockContact profile={profile} onRecheck={recheck} />
          )}
        </Card>

        <ProfileReviews profileId={profile.id} firstName={profile.firstName} />

        {canRequestCredit ? (
          <ProfileCreditReport
            key={profile.userId}
            targetUserId={profile.userId}
            firstName={profile.firstName}
          />
        ) : null}

        <div>{backLink}</div>
      </div>
    </section>
  )
}

/** The cosigner's leases from real contracts, e.g. "2 completed · 1 active" or "None yet". */
/** A monthly amount where the viewer may see figures (and the server sent it), its band otherwise. */
function monthlyFigure(figuresShown: boolean, cents: number | undefined, band: string): string {
  return figuresShown && cents !== undefined ? `${formatUsd(cents)}/month` : band
}

function leasesLabel(leases: { active: number; completed: number }): string {
  if (leases.active === 0 && leases.completed === 0) return 'None yet'
  return `${leases.completed} completed · ${leases.active} active`
}
