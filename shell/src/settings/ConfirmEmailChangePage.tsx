import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from '../routing/router.js'
import { Alert, errorMessage, session, Spinner, useSession } from '@cosign/ui'
import { AuthCard } from '../screens/AuthCard.js'
import { settingsApi } from './settings-api.js'

type Outcome = { status: 'pending' } | { status: 'done'; message: string } | { status: 'failed'; message: string }

/** The link mailed to a new address (`/confirm-email-change?token=...`): the email changes, signed in or not. */
export default function ConfirmEmailChangePage() {
  const token = useSearchParams().get('token') ?? ''
  const { status } = useSession()
  const [outcome, setOutcome] = useState<Outcome>({ status: 'pending' })
  // The token works once: one request per page, even when React runs the effect twice.
  const asked = useRef(false)

  useEffect(() => {
    if (asked.current || !token) return
    asked.current = true
    settingsApi
      .confirmEmailChange(token)
      .then(async ({ message }) => {
        setOutcome({ status: 'done', message })
        // A signed-in browser renews its token, which carries the address, and shows the new email at once.
        if (session.getSnapshot().status === 'signed-in') await session.refresh().catch(() => undefined)
      })
      .catch((error: unknown) =>
        setOutcome({ status: 'failed', message: errorMessage(error, 'We could not change your email. Please try again.') }),
      )
  }, [token])

  const next =
    status === 'signed-in' ? (
      <p>
        <Link to="/settings">Back to your settings</Link>
      </p>
    ) : (
      <p>
        <Link to="/login">Log in</Link>
      </p>
    )
  return (
    <AuthCard title="Confirm your new email">
      {!token ? <Alert variant="error">This page needs the link from the email change message.</Alert> : null}
      {token && outcome.status === 'pending' ? <Spinner label="Changing your email…" /> : null}
      {outcome.status === 'done' ? <Alert variant="success">{outcome.message}</Alert> : null}
      {outcome.status === 'failed' ? <Alert variant="error">{outcome.message}</Alert> : null}
      {token && outcome.status === 'pending' ? null : next}
    </AuthCard>
  )
}
