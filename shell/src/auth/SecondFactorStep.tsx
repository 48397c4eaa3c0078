import { useEffect, useState } from 'react'
import type { SecondFactorChallengeResponse, SecondFactorEnrollmentResponse, UserDto } from '@cosign/api'
import { Alert, errorMessage, session, Spinner } from '@cosign/ui'
import { enrollSecondFactorAtSignIn } from './account-api.js'
import { RecoveryCodesNotice, SecondFactorCodeForm, TotpEnrollmentCard } from './SecondFactorPieces.js'

/**
 * The sign-in's second step (issue 30), after the password: the TOTP code (or a recovery code); at an admin's
 * first sign-in, the enrollment first (QR code and key), then the recovery codes once. `onSignedIn` runs when the
 * session has started (after the recovery codes were acknowledged).
 */
export function SecondFactorStep({
  challenge,
  onSignedIn,
}: {
  challenge: SecondFactorChallengeResponse['secondFactor']
  onSignedIn: (user: UserDto) => void
}) {
  const [enrollment, setEnrollment] = useState<SecondFactorEnrollmentResponse | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [done, setDone] = useState<{ user: UserDto; recoveryCodes: string[] } | null>(null)

  useEffect(() => {
    if (challenge.enrolled) return
    let live = true
    enrollSecondFactorAtSignIn(challenge.challenge)
      .then((answer) => live && setEnrollment(answer))
      .catch((err: unknown) => live && setLoadError(errorMessage(err, 'We could not start the setup. Please log in again.')))
    return () => {
      live = false
    }
  }, [challenge])

  async function verify(code: string) {
    const { user, recoveryCodes } = await session.passSecondFactor(challenge.challenge, code)
    if (recoveryCodes) setDone({ user, recoveryCodes })
    else onSignedIn(user)
  }

  if (done) return <RecoveryCodesNotice codes={done.recoveryCodes} onDone={() => onSignedIn(done.user)} />
  if (challenge.enrolled)
    return (
      <section className="ui-stack" aria-label="Two-step sign-in">
        <p>Enter the code from your authenticator app.</p>
        <SecondFactorCodeForm onSubmit={verify} allowRecoveryCode />
      </section>
    )
  return (
    <section className="ui-stack" aria-label="Set up two-step sign-in">
      <h3 className="shell-second-factor__title">Set up two-step sign-in</h3>
      {loadError ? <Alert variant="error">{loadError}</Alert> : null}
      {!enrollment && !loadError ? <Spinner label="Preparing your QR code…" /> : null}
      {enrollment ? (
        <>
          <TotpEnrollmentCard enrollment={enrollment} />
          <SecondFactorCodeForm onSubmit={verify} allowRecoveryCode={false} submitLabel="Verify and sign in" />
        </>
      ) : null}
    </section>
  )
}
