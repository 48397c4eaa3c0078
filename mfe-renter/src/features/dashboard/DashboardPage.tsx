import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { MESSAGES } from '@cosign/contracts'
import {
  Badge,
  Button,
  buttonClass,
  Card,
  displayName,
  EmptyState,
  session,
  Spinner,
  toast,
  useSession,
} from '@cosign/ui'
import type { PageProps } from '../../App.js'
import { creditScoreLabel, dashboardSubtitle, profileStatusLabel, roleLabel } from './dashboard.js'

/** The user dashboard: greeting and account facts from the session (the shell only mounts it when signed in). */
export function DashboardPage(_props: PageProps) {
  const { status, user } = useSession()
  const navigate = useNavigate()
  const [loggingOut, setLoggingOut] = useState(false)

  if (status === 'loading') return <Spinner size="page" label="Loading your dashboard…" />
  // The shell never mounts this page for visitors; running standalone, it can be reached signed out.
  if (status !== 'signed-in' || !user)
    return (
      <section className="ui-page">
        <EmptyState
          headingLevel={1}
          title="Log in to see your dashboard"
          action={
            <Link to="/login?returnTo=%2Fdashboard" className={buttonClass('primary')}>
              Log in
            </Link>
          }
        />
      </section>
    )

  const profilePath =
    user.role === 'COSIGNER' ? '/profile/cosigner' : user.role === 'RENTER' ? '/profile/renter' : '/profile'

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

  const facts = [
    { title: 'Profile Status', value: profileStatusLabel(user) },
    { title: 'Credit Score', value: creditScoreLabel(user.creditScore) },
    { title: 'Role', value: roleLabel(user.role) },
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
                {dashboardSubtitle(user.role)}
              </p>
              <Badge variant={user.isActive ? 'success' : 'neutral'}>
                {user.isActive ? 'Active' : 'Inactive'}
              </Badge>
            </div>
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

      <div className="ui-grid" style={{ marginBottom: 24 }}>
        {facts.map((fact) => (
          <Card key={fact.title} title={fact.title} headingLevel={2}>
            <p style={{ margin: 0, fontSize: '1.5rem', fontWeight: 700 }}>{fact.value}</p>
          </Card>
        ))}
      </div>

      <Card title="Account Actions" headingLevel={2}>
        <div className="ui-row">
          <Link to={profilePath} className={buttonClass('primary')}>
            Profile
          </Link>
          <Link to="/listings" className={buttonClass('secondary')}>
            Browse Listings
          </Link>
          <Link to="/contracts" className={buttonClass('secondary')}>
            Manage Contracts
          </Link>
        </div>
      </Card>
    </section>
  )
}
