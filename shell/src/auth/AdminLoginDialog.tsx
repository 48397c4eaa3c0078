import { useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate } from '../routing/router.js'
import { MESSAGES, type SecondFactorChallengeResponse } from '@cosign/api'
import { Alert, Button, Dialog, isApiError, session, TextField, toast } from '@cosign/ui'
import { SecondFactorStep } from './SecondFactorStep.js'

/** Admin Login dialog: the same auth service as everyone, through its admin login endpoint. */
export default function AdminLoginDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate()
  const emailRef = useRef<HTMLInputElement>(null)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // Issue 30: the password answers the second factor's challenge (admins always have one, set up at first sign-in).
  const [challenge, setChallenge] = useState<SecondFactorChallengeResponse['secondFactor'] | null>(null)

  function signedIn() {
    setPassword('')
    setChallenge(null)
    onClose()
    toast({ title: 'Welcome back', description: 'Signed in as administrator.', variant: 'success' })
    navigate('/admin')
  }
  function close() {
    setChallenge(null)
    onClose()
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setError(null)
    setBusy(true)
    try {
      const result = await session.adminLogin({ email: email.trim(), password })
      if ('secondFactor' in result) setChallenge(result.secondFactor)
      else signedIn()
    } catch (err) {
      setError(
        isApiError(err) && err.status === 401 ? MESSAGES.invalidAdminCredentials : MESSAGES.adminLoginFailed,
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onClose={close} title="Admin Login" initialFocusRef={emailRef}>
      {challenge ? (
        <SecondFactorStep challenge={challenge} onSignedIn={signedIn} />
      ) : (
        <form
          className="ui-stack"
          onSubmit={onSubmit}
          aria-describedby={error ? 'admin-login-error' : undefined}
        >
          {error ? (
            <div id="admin-login-error">
              <Alert variant="error">{error}</Alert>
            </div>
          ) : null}
          <TextField
            ref={emailRef}
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" block loading={busy} loadingText="Logging in...">
            Login as Admin
          </Button>
          <p className="shell-auth__aside">
            <Link
              to="/forgot-password"
              onClick={() => {
                onClose()
              }}
            >
              Forgot password?
            </Link>
          </p>
        </form>
      )}
    </Dialog>
  )
}
