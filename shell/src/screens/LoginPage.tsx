import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from '../routing/router.js'
import {
  LOGIN_REDIRECT_DELAY_MS,
  MESSAGES,
  type SecondFactorChallengeResponse,
  type UserDto,
} from '@cosign/api'
import {
  Alert,
  Button,
  displayName,
  errorMessage,
  FormFields,
  session,
  toast,
  type FormFieldSpec,
} from '@cosign/ui'
import { dashboardPath } from '../routing/paths.js'
import { safeReturnTo } from '../routing/access.js'
import { AuthCard, EMAIL_FIELD, passwordField } from './AuthCard.js'
import { SecondFactorStep } from '../auth/SecondFactorStep.js'
import { useCheckedForm } from './use-checked-form.js'
import { validateLogin, type LoginForm } from './validation.js'

const LOGIN_FIELDS: readonly FormFieldSpec<LoginForm>[] = [
  EMAIL_FIELD,
  passwordField('password', 'Password', 'current-password'),
]

export default function LoginPage() {
  const navigate = useNavigate()
  const params = useSearchParams()
  const returnTo = safeReturnTo(params.get('returnTo'))
  const { form, setField, errors, failure, setFailure, busy, onSubmit } = useCheckedForm<LoginForm, string>(
    { email: '', password: '' },
    validateLogin,
  )
  const [succeeded, setSucceeded] = useState(false)
  // Two-step sign-in (issue 30): the password answered the second factor's challenge.
  const [challenge, setChallenge] = useState<SecondFactorChallengeResponse['secondFactor'] | null>(null)
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current)
    },
    [],
  )

  function welcome(user: UserDto) {
    setChallenge(null)
    setSucceeded(true)
    toast({
      title: 'Login Successful',
      description: `Welcome back, ${displayName(user)}!`,
      variant: 'success',
    })
    // Spec: the app moves on one second after a successful login.
    redirectTimer.current = setTimeout(
      () => navigate(returnTo ?? dashboardPath(user.role), { replace: true }),
      LOGIN_REDIRECT_DELAY_MS,
    )
  }

  const logIn = async () => {
    try {
      const result = await session.login({ email: form.email.trim(), password: form.password })
      if ('secondFactor' in result) setChallenge(result.secondFactor)
      else welcome(result)
    } catch (error) {
      const message = errorMessage(error, MESSAGES.loginFailed)
      setFailure(message)
      toast({ title: MESSAGES.loginFailedTitle, description: message, variant: 'error' })
    }
  }
  const submitLogin = onSubmit(logIn)

  return (
    <AuthCard
      title="Log in"
      description="Welcome back. Log in to manage your profile, contracts and payments."
      footer={
        <p>
          Don&apos;t have an account? <Link to="/signup">Sign up</Link>
        </p>
      }
    >
      {challenge ? (
        <SecondFactorStep challenge={challenge} onSignedIn={welcome} />
      ) : (
        <form
          className="ui-stack"
          noValidate
          onSubmit={(event) => (succeeded ? event.preventDefault() : submitLogin(event))}
        >
          {failure ? (
            <Alert variant="error" title={MESSAGES.loginFailedTitle}>
              {failure}
            </Alert>
          ) : null}
          {succeeded ? <Alert variant="success">Logged in. Taking you to your dashboard...</Alert> : null}
          <FormFields fields={LOGIN_FIELDS} values={form} errors={errors} onChange={setField} />
          <p className="shell-auth__aside">
            <Link to="/forgot-password">Forgot password?</Link>
          </p>
          <Button type="submit" block loading={busy} loadingText="Logging in..." disabled={succeeded}>
            Log in
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
