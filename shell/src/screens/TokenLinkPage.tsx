import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from '../routing/router.js'
import { Alert, errorMessage, session, Spinner, useSession } from '@cosign/ui'
import { AuthCard } from './AuthCard.js'

type Outcome =
  { status: 'pending' } | { status: 'done'; message: string } | { status: 'failed'; message: string }

/**
 * An `afterDone` for links that change what the session's user says (a confirmed address): a signed-in browser
 * sees it at once (banners go, a new access token carries it); a failed refresh changes nothing on the page.
 */
export const refreshIfSignedIn = async (): Promise<void> => {
  if (session.getSnapshot().status === 'signed-in') await session.refresh().catch(() => undefined)
}

export interface TokenLinkPageProps {
  title: string
  /** Shown when the page was opened without `?token=`. */
  missingToken: string
  pendingLabel: string
  /** The error shown when the server's answer carries no message of its own. */
  fallbackError: string
  /** Where a signed-in person goes next (a signed-out one logs in). */
  signedInNext: { to: string; label: string }
  /** Spends the token; its answer's message is shown. */
  confirm: (token: string) => Promise<{ message: string }>
  /** Runs after a confirmed token, e.g. to refresh the session. */
  afterDone?: () => Promise<unknown>
}

/** A page opened from a mailed link (`?token=...`): spends the token once, signed in or not, and says the outcome. */
export function TokenLinkPage(props: TokenLinkPageProps) {
  const { confirm, afterDone, fallbackError } = props
  const token = useSearchParams().get('token') ?? ''
  const { status } = useSession()
  const [outcome, setOutcome] = useState<Outcome>({ status: 'pending' })
  // The token works once: one request per page, even when React runs the effect twice.
  const asked = useRef(false)

  useEffect(() => {
    if (asked.current || !token) return
    asked.current = true
    confirm(token)
      .then(async ({ message }) => {
        // The outcome (and the link onwards) shows once the session refresh has its answer: leaving the page while
        // it is in flight would lose the rotated refresh token, and the next page's refresh would replay the old one.
        await afterDone?.().catch(() => undefined)
        setOutcome({ status: 'done', message })
      })
      .catch((error: unknown) =>
        setOutcome({ status: 'failed', message: errorMessage(error, fallbackError) }),
      )
  }, [token, confirm, afterDone, fallbackError])

  const next = (
    <p>
      {status === 'signed-in' ? (
        <Link to={props.signedInNext.to}>{props.signedInNext.label}</Link>
      ) : (
        <Link to="/login">Log in</Link>
      )}
    </p>
  )
  return (
    <AuthCard title={props.title}>
      {!token ? <Alert variant="error">{props.missingToken}</Alert> : null}
      {token && outcome.status === 'pending' ? <Spinner label={props.pendingLabel} /> : null}
      {outcome.status === 'done' ? <Alert variant="success">{outcome.message}</Alert> : null}
      {outcome.status === 'failed' ? <Alert variant="error">{outcome.message}</Alert> : null}
      {token && outcome.status === 'pending' ? null : next}
    </AuthCard>
  )
}
