import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from '../routing/router.js'
import { Alert, errorMessage, session, Spinner, useSession } from '@cosign/ui'
import { verifyEmail } from '../auth/account-api.js'
import { AuthCard } from './AuthCard.js'

type Outcome = { status: 'pending' } | { status: 'done'; message: string } | { status: 'failed'; message: string }

/** The confirmation email's link (`/verify-email?token=...`): confirms the address once, signed in or not. */
export default function VerifyEmailPage() {
  const token = useSearchParams().get('token') ?? ''
  const { status } = useSession()
  const [outcome, setOutcome] = useState<Outcome>({ status: 'pending' })
  // The token works once: one request per page, even when React runs the effect twice.
  const asked = useRef(false)

  useEffect(() => {
    if (asked.current || !token) return
    asked.current = true
    verifyEmail(token)
      .then(async ({ message }) => {
        setOutcome({ status: 'done', message })
        // The banner goes away at once in this browser.
        await session.reloadUser().catch(() => undefined)
      })
      .catch((error: unknown) =>
        setOutcome({ status: 'failed', message: errorMessage(error, 'We could not confirm your email. Please try again.') }),
      )
  }, [token])

  const next =
    status === 'signed-in' ? (
      <p>
        <Link to="/dashboard">Go to your dashboard</Link>
      </p>
    ) : (
      <p>
        <Link to="/login">Log in</Link>
      </p>
    )
  if (!token)
    return (
      <AuthCard title="Confirm your email">
        <Alert variant="error">This page needs the link from the confirmation email.</Alert>
        {next}
      </AuthCard>
    )
  return (
    <AuthCard title="Confirm your email">
      {outcome.status === 'pending' ? <Spinner label="Confirming your email…" /> : null}
      {outcome.status === 'done' ? <Alert variant="success">{outcome.message}</Alert> : null}
      {outcome.status === 'failed' ? <Alert variant="error">{outcome.message}</Alert> : null}
      {outcome.status === 'pending' ? null : next}
    </AuthCard>
  )
}
