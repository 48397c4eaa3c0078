import { memo, Suspense, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { MESSAGES } from '@cosign/api'
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Spinner,
  displayName,
  session,
  toast,
  useServerData,
  useSession,
} from '@cosign/ui'
import { LinkButton } from '@cosign/ui/link-button'
import { lazyComponent } from '@cosign/ui/lazy-page'
import type { PageProps } from '@cosign/ui'
import { CreditReportRequests } from '../credit/index.js'
import { MyCreditReportStatus } from '../credit/index.js'
import { OutgoingCreditReportRequests } from '../credit/index.js'
import { CREDIT_REPORT_PURCHASE_URL } from '../credit/index.js'
import { LeaseArmorCard } from '../lease-armor/index.js'
import { planFromQuery } from '../lease-armor/index.js'
import { ActiveContracts } from './ActiveContracts.js'
import { creditScoreLabel, dashboardSubtitle, profileStatusView, roleLabel } from './dashboard.js'
import { fetchProfileSummary } from '../profile/index.js'

// Issue 28: what the dashboard shows only on request (the cosigner search of ?view=find-cosigner, the upload form
// after its button) loads then, not with the screen's first load.
const FindYourCosigner = lazyComponent(() =>
  import(/* webpackExports: ["FindYourCosigner"] */ '../matching/index.js').then((m) => m.FindYourCosigner),
)
const CreditScoreUpload = lazyComponent(() =>
  import(/* webpackExports: ["CreditScoreUpload"] */ '../credit/index.js').then((m) => m.CreditScoreUpload),
)

// The cards that read their own data: memoised, so the profile summary's answer (and any session change)
// re-renders the page's header and facts, not every card again (issue 28: less main-thread work per answer).
const ActiveContractsCard = memo(ActiveContracts)
const LeaseArmor = memo(LeaseArmorCard)
const CreditReportStatus = memo(MyCreditReportStatus)
const CreditRequestCards = memo(function CreditRequestCards() {
  return (
    <>
      <Card title="Credit Report Requests" headingLevel={2}>
        <CreditReportRequests />
      </Card>

      <Card
        title="Credit Reports You Requested"
        headingLevel={2}
        aria-label="Credit Reports You Requested"
      >
        <OutgoingCreditReportRequests />
      </Card>
    </>
  )
})

/** The profile summary; a failure says so in a toast (the cards fall back to the session's account facts). */
async function loadSummary(signal: AbortSignal) {
  try {
    return await fetchProfileSummary(signal)
  } catch (error) {
    if ((error as { name?: string } | null)?.name !== 'AbortError')
      toast({ title: 'Error', description: 'Failed to load profile. Please try again.', variant: 'error' })
    throw error
  }
}

/** The URL keeps the open sub-view, so returning from PayPal (or a reload) can reopen it. */
const FIND_COSIGNER_VIEW = 'find-cosigner'

/** The user dashboard: greeting, account cards from the profile summary, actions, credit setup. */
export function DashboardPage(_props: PageProps) {
  const { status, user } = useSession()
  const navigate = useNavigate()
  const [searchParams, setSearchParams] = useSearchParams()
  const [loggingOut, setLoggingOut] = useState(false)
  const [showUpload, setShowUpload] = useState(false)
  // The score just uploaded: the summary learns it through an event a moment later, so it wins until then.
  const [uploadedScore, setUploadedScore] = useState<number | null>(null)
  // Bumped after each upload: the review status below reads the new (pending) report.
  const [uploadedVersion, setUploadedVersion] = useState(0)

  const signedIn = status === 'signed-in' && !!user
  const summaryData = useServerData(signedIn ? 'renter.profileSummary' : null, loadSummary)
  const summary = summaryData.status === 'ready' ? summaryData.data : null

  if (status === 'loading') return <Spinner size="page" label="Loading your dashboard…" />
  // The shell never mounts this page for visitors; running standalone, it can be reached signed out.
  if (!signedIn || !user)
    return (
      <section className="ui-page">
        <EmptyState
          headingLevel={1}
          title="Log in to see your dashboard"
          action={
            <LinkButton to="/login?returnTo=%2Fdashboard">
              Log in
            </LinkButton>
          }
        />
      </section>
    )

  const role = summary?.role ?? user.role
  const isRenter = role === 'RENTER'
  const profilePath =
    role === 'COSIGNER' ? '/profile/cosigner' : role === 'RENTER' ? '/profile/renter' : '/profile'
  const findingCosigner = isRenter && searchParams.get('view') === FIND_COSIGNER_VIEW
  const isActive = summary?.isActive ?? user.isActive

  function setFindCosigner(open: boolean) {
    const next = new URLSearchParams(searchParams)
    if (open) next.set('view', FIND_COSIGNER_VIEW)
    else next.delete('view')
    setSearchParams(next)
  }

  async function logout() {
    setLoggingOut(true)
    try {
      await session.logout()
      toast({ title: MESSAGES.loggedOut, variant: 'success' })
      navigate('/login', { replace: true })
    } catch {
      toast({ title: MESSAGES.logoutFailed, variant: 'error' })
    } finally {
      setLoggingOut(false)
    }
  }

  const profileStatus = profileStatusView(summary, user)
  const facts = [
    { title: 'Profile Status', value: profileStatus.value },
    {
      title: 'Credit Score',
      value: creditScoreLabel(uploadedScore ?? (summary ? summary.creditScore : user.creditScore)),
    },
    { title: 'Role', value: roleLabel(role) },
    { title: 'Login Status', value: 'Signed in' },
  ]

  return (
    <section className="ui-page">
      <header className="ui-page__header">
        <div className="ui-row" style={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <div>
            <h1 className="ui-page__title">Welcome back, {displayName(user)}</h1>
            <div className="ui-row">
              <p className="ui-page__description" style={{ margin: 0 }}>
                {dashboardSubtitle(role)}
              </p>
              <Badge variant={isActive ? 'success' : 'neutral'}>{isActive ? 'Active' : 'Inactive'}</Badge>
            </div>
            {!isActive && profileStatus.note ? (
              <p className="ui-page__description" data-testid="profile-status-note" style={{ margin: 'var(--ui-space-1) 0 0' }}>
                {profileStatus.note}
              </p>
            ) : null}
          </div>
          <Button
            variant="secondary"
            onClick={() => void logout()}
            loading={loggingOut}
            loadingText="Logging out..."
          >
            Logout
          </Button>
        </div>
      </header>

      {findingCosigner ? (
        <Suspense fallback={<Spinner size="page" label="Loading…" />}>
          <FindYourCosigner onBack={() => setFindCosigner(false)} />
        </Suspense>
      ) : (
        <div className="ui-stack">
          <div className="ui-grid">
            {facts.map((fact) => (
              <Card key={fact.title} title={fact.title} headingLevel={2}>
                <p style={{ margin: 0, fontSize: '1.5rem', fontWeight: 700 }}>{fact.value}</p>
              </Card>
            ))}
          </div>

          {role === 'RENTER' || role === 'COSIGNER' ? (
            <ActiveContractsCard viewer={role === 'RENTER' ? 'renter' : 'cosigner'} />
          ) : null}

          <Card title="Account Actions" headingLevel={2}>
            <div className="ui-row">
              <LinkButton to={profilePath}>
                Profile
              </LinkButton>
              {isRenter ? (
                <Button variant="secondary" onClick={() => setFindCosigner(true)}>
                  Request Match
                </Button>
              ) : null}
              <LinkButton to="/listings" variant="secondary">
                Browse Listings
              </LinkButton>
              <LinkButton to="/contracts" variant="secondary">
                Manage Contracts
              </LinkButton>
            </div>
          </Card>

          {isRenter ? <LeaseArmor suggestedPlan={planFromQuery(searchParams.get('leaseArmorPlan'))} /> : null}

          <Card title="Credit Report Setup" headingLevel={2}>
            <p className="ui-page__description" style={{ marginTop: 0 }}>
              Upload your credit score with a copy of your credit report. Don&apos;t have one yet?{' '}
              <a href={CREDIT_REPORT_PURCHASE_URL} target="_blank" rel="noopener noreferrer">
                Get your credit report (opens in a new tab)
              </a>
            </p>
            <CreditReportStatus version={uploadedVersion} />
            <Button
              variant={showUpload ? 'ghost' : 'secondary'}
              aria-expanded={showUpload}
              aria-controls="credit-score-upload"
              onClick={() => setShowUpload((open) => !open)}
            >
              {showUpload ? 'Hide Upload Form' : 'Upload Credit Score'}
            </Button>
            {showUpload ? (
              <div id="credit-score-upload" style={{ marginTop: 'var(--ui-space-4)' }}>
                <Suspense fallback={<Spinner label="Loading the upload form…" />}>
                  <CreditScoreUpload
                    onUploaded={(report) => {
                      setShowUpload(false)
                      if (report) setUploadedScore(report.creditScore)
                      setUploadedVersion((v) => v + 1)
                      void summaryData.reload()
                      void session.reloadUser().catch(() => undefined)
                    }}
                  />
                </Suspense>
              </div>
            ) : null}
          </Card>

          <CreditRequestCards />
        </div>
      )}
    </section>
  )
}
