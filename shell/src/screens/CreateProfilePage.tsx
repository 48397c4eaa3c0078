import { useEffect, useState } from 'react'
import { useNavigate, useSearchParams } from '../routing/router.js'
import { MESSAGES, type SelfServiceRole } from '@cosign/api'
import { Alert, Page, session, useSession } from '@cosign/ui'
import { RoleCards } from './RoleCards.js'
import { profileFormPath } from './RoleSelectionPage.js'
import { signupRole } from './validation.js'

/** localStorage key of the chosen profile type (spec: "userType"). */
export const USER_TYPE_STORAGE_KEY = 'userType'

function rememberUserType(role: SelfServiceRole) {
  try {
    localStorage.setItem(USER_TYPE_STORAGE_KEY, role.toLowerCase())
  } catch {
    // Storage may be unavailable (private mode); the choice still applies to this visit.
  }
}

/**
 * Profile creation, where a new account lands after sign-up: choose the kind of profile to create. The choice is
 * stored locally (spec) and, if it differs from the account's role, saved on the server so permissions match.
 */
export default function CreateProfilePage() {
  const navigate = useNavigate()
  const { user } = useSession()
  const [busyRole, setBusyRole] = useState<SelfServiceRole | null>(null)
  const [failed, setFailed] = useState(false)
  // Straight from sign-up (`?type=` the role just chosen, which the account has): on to that role's form.
  const chosenAtSignup = signupRole(useSearchParams().get('type'), user?.role)
  useEffect(() => {
    if (!chosenAtSignup) return
    rememberUserType(chosenAtSignup)
    navigate(profileFormPath(chosenAtSignup), { replace: true })
  }, [chosenAtSignup, navigate])

  async function choose(role: SelfServiceRole) {
    rememberUserType(role)
    setFailed(false)
    if (user && user.role !== role && user.role !== 'ADMIN') {
      setBusyRole(role)
      try {
        await session.setRole(role)
      } catch {
        setFailed(true)
        return
      } finally {
        setBusyRole(null)
      }
    }
    navigate(profileFormPath(role))
  }

  if (chosenAtSignup) return null
  return (
    <Page
      title="Create your profile"
      description="Choose the profile you want to create. Renters describe their rental needs; cosigners set their fee and get reviewed before they are listed."
    >
      {failed ? <Alert variant="error">{MESSAGES.roleUpdateFailed}</Alert> : null}
      <RoleCards
        onChoose={(role) => void choose(role)}
        disabled={busyRole !== null}
        busyRole={busyRole}
        currentRole={user?.role}
      />
    </Page>
  )
}
