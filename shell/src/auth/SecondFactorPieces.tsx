import { useState, type FormEvent } from 'react'
import type { SecondFactorEnrollmentResponse } from '@cosign/api'
import { Alert, Button, errorMessage, TextField } from '@cosign/ui'
import './second-factor.css'

// The second factor's pieces (issue 30), shared by the sign-in step and the settings section: the QR code with
// its key to type, the code form, and the recovery codes shown once.

/** The QR code to scan and the same secret as text, for apps that cannot scan. */
export function TotpEnrollmentCard({ enrollment }: { enrollment: SecondFactorEnrollmentResponse }) {
  return (
    <div className="ui-stack shell-second-factor__enroll">
      <p>Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy...), then enter the code it shows.</p>
      <img
        className="shell-second-factor__qr"
        src={enrollment.qrCode}
        width={180}
        height={180}
        alt="QR code for your authenticator app"
      />
      <p>
        Cannot scan? Enter this key instead:{' '}
        <code className="shell-second-factor__key" aria-label="Setup key" data-testid="totp-secret">
          {enrollment.secret}
        </code>
      </p>
    </div>
  )
}

/** A form's sending state: `submit(event, work)` runs `work` once at a time and keeps its error's message. */
export function useSubmitting(failure: string) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function submit(event: FormEvent<HTMLFormElement>, work: () => Promise<void>) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      await work()
    } catch (err) {
      setError(errorMessage(err, failure))
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, submit }
}

/** The code form: six digits from the app, or (when allowed) a recovery code. */
export function SecondFactorCodeForm({
  onSubmit,
  allowRecoveryCode,
  submitLabel = 'Verify',
}: {
  onSubmit: (code: string) => Promise<void>
  allowRecoveryCode: boolean
  submitLabel?: string
}) {
  const [code, setCode] = useState('')
  const { busy, error, submit } = useSubmitting('That code did not work. Please try again.')

  return (
    <form className="ui-stack" onSubmit={(event) => void submit(event, () => onSubmit(code.trim()))} noValidate>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <TextField
        label="Authentication code"
        name="one-time-code"
        autoComplete="one-time-code"
        inputMode={allowRecoveryCode ? 'text' : 'numeric'}
        required
        minLength={6}
        maxLength={20}
        hint={allowRecoveryCode ? 'The 6-digit code from your app, or one of your recovery codes.' : 'The 6-digit code from your app.'}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Button type="submit" block loading={busy} loadingText="Checking..." disabled={code.trim().length < 6}>
        {submitLabel}
      </Button>
    </form>
  )
}

/** The ten recovery codes, shown once: each signs in once when the app is lost. */
export function RecoveryCodesNotice({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="ui-stack">
      <Alert variant="success" title="Two-step sign-in is on">
        Save these recovery codes somewhere safe. Each one signs you in once if you lose your authenticator app. They
        will not be shown again.
      </Alert>
      <ul className="shell-second-factor__codes" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button type="button" block onClick={onDone}>
        I saved my recovery codes
      </Button>
    </div>
  )
}
