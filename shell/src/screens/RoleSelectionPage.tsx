import { useState } from 'react'
import { Link, useNavigate } from '../routing/router.js'
import { MESSAGES, type SelfServiceRole } from '@cosign/api'
import { Alert, Page, session, Spinner, useSession } from '@cosign/ui'
import { loginUrl } from '../routing/access.js'
import { RoleCards } from './RoleCards.js'

export const profileFormPath = (role: SelfServiceRole) => `/profile/${role.toLowerCase()}`

/**
 * Role selection (/profile, /profile/select-role, /user-type-selection). Visitors log in first and come back to
 * the chosen profile form; signed-in users get the role saved on the server, then go to the form.
 */
export default function RoleSelectionPage() {
  const navigate = useNavigate()
  const { status, user } = useSession()
  const [busyRole, setBusyRole] = useState<SelfServiceRole | null>(null)
  const [failed, setFailed] = useState(false)

  async function choose(role: SelfServiceRole) {
    const target = profileFormPath(role)
    if (status !== 'signed-in' || !user) {
      navigate(loginUrl(target))
      return
    }
    setFailed(false)
    if (user.role === role) {
      navigate(target)
      return
    }
    setBusyRole(role)
    try {
      await session.setRole(role)
      navigate(target)
    } catch {
      setFailed(true)
    } finally {
      setBusyRole(null)
    }
  }

  return (
    <Page
      title="Choose your role"
      description="Tell us how you will use the marketplace. You can switch between renter and cosigner later."
    >
      {failed ? <Alert variant="error">{MESSAGES.roleUpdateFailed}</Alert> : null}
      {status === 'loading' ? <Spinner label="Loading your session…" /> : null}
      {user?.role === 'ADMIN' ? (
        // The server refuses a role change for the admin account: say so instead of offering it.
        <Alert variant="info">
          The admin account has no renter or cosigner profile.{' '}
          <Link to="/admin">Go to the admin dashboard</Link>
        </Alert>
      ) : (
        <RoleCards
          onChoose={(role) => void choose(role)}
          disabled={status === 'loading' || busyRole !== null}
          busyRole={busyRole}
          currentRole={user?.role}
        />
      )}
    </Page>
  )
}
