import { useState } from 'react'
import type { SecondFactorEnrollmentResponse, UserDto } from '@cosign/api'
import { Alert, Button, Card, errorMessage, ServerDataView, TextField, useServerData } from '@cosign/ui'
import {
  RecoveryCodesNotice,
  SecondFactorCodeForm,
  TotpEnrollmentCard,
  useSubmitting,
} from '../auth/SecondFactorPieces.js'
import { settingsApi } from './settings-api.js'

const SECOND_FACTOR_KEY = 'auth.second-factor'

/**
 * Two-step sign-in (issue 30): any user may turn it on (scan, confirm with a code, save the recovery codes);
 * turning it off needs the password. Admins always have it (set up at their first sign-in) and cannot turn it off.
 */
export function SecondFactorSection({ user }: { user: UserDto }) {
  const status = useServerData(SECOND_FACTOR_KEY, (signal) => settingsApi.secondFactor(signal))
  const [enrollment, setEnrollment] = useState<SecondFactorEnrollmentResponse | null>(null)
  const [codes, setCodes] = useState<string[] | null>(null)
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null)
  const [busy, setBusy] = useState(false)

  async function start() {
    setBusy(true)
    setOutcome(null)
    try {
      setEnrollment(await settingsApi.startSecondFactor())
    } catch (err) {
      setOutcome({ ok: false, message: errorMessage(err, 'We could not start the setup. Please try again.') })
    } finally {
      setBusy(false)
    }
  }

  async function confirm(code: string) {
    const answer = await settingsApi.confirmSecondFactor(code)
    setEnrollment(null)
    setCodes(answer.recoveryCodes)
  }

  return (
    <Card title="Two-step sign-in" aria-label="Two-step sign-in">
      {outcome ? <Alert variant={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert> : null}
      {codes ? (
        <RecoveryCodesNotice
          codes={codes}
          onDone={() => {
            setCodes(null)
            void status.reload()
          }}
        />
      ) : (
        <ServerDataView state={status} loadingLabel="Loading…" errorTitle="Could not load your two-step sign-in">
          {({ enabled, recoveryCodesLeft }) =>
            enabled ? (
              <div className="ui-stack">
                <p>
                  On: signing in asks for a code from your authenticator app. Recovery codes left: {recoveryCodesLeft}.
                </p>
                {user.role === 'ADMIN' ? (
                  <p>Admins always sign in with a second factor.</p>
                ) : (
                  <TurnOffForm
                    onDone={(message) => {
                      setOutcome({ ok: true, message })
                      void status.reload()
                    }}
                  />
                )}
              </div>
            ) : enrollment ? (
              <div className="ui-stack">
                <TotpEnrollmentCard enrollment={enrollment} />
                <SecondFactorCodeForm onSubmit={confirm} allowRecoveryCode={false} submitLabel="Turn on" />
              </div>
            ) : (
              <div className="ui-stack">
                <p>Off. Add a code from an authenticator app to every sign-in, so a stolen password is not enough.</p>
                <div className="ui-row">
                  <Button loading={busy} loadingText="Preparing..." onClick={() => void start()}>
                    Set up two-step sign-in
                  </Button>
                </div>
              </div>
            )
          }
        </ServerDataView>
      )}
    </Card>
  )
}

function TurnOffForm({ onDone }: { onDone: (message: string) => void }) {
  const [password, setPassword] = useState('')
  const { busy, error, submit } = useSubmitting('We could not turn it off. Please try again.')
  const turnOff = async () => {
    await settingsApi.turnOffSecondFactor(password)
    setPassword('')
    onDone('Two-step sign-in is off.')
  }

  return (
    <form className="ui-stack" onSubmit={(event) => void submit(event, turnOff)} noValidate>
      {error ? <Alert variant="error">{error}</Alert> : null}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="ui-row">
        <Button type="submit" variant="secondary" loading={busy} loadingText="Turning off..." disabled={!password}>
          Turn off two-step sign-in
        </Button>
      </div>
    </form>
  )
}
