import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate, useSearchParams } from '../routing/router.js'
import { LOGIN_REDIRECT_DELAY_MS, MESSAGES } from '@cosign/api'
import {
  Alert,
  Button,
  displayName,
  errorMessage,
  FormFields,
  session,
  toast,
  type FormFieldSpec,
  focusFirstInvalid,
} from '@cosign/ui'
import { dashboardPath } from '../routing/paths.js'
import { safeReturnTo } from '../routing/access.js'
import { AuthCard, EMAIL_FIELD } from './AuthCard.js'
import { hasErrors, validateLogin, type FieldErrors, type LoginForm } from './validation.js'

const LOGIN_FIELDS: readonly FormFieldSpec<LoginForm>[] = [
  EMAIL_FIELD,
  {
    field: 'password',
    label: 'Password',
    type: 'password',
    name: 'password',
    autoComplete: 'current-password',
    required: true,
  },
]

export default function LoginPage() {
  const navigate = useNavigate()
  const params = useSearchParams()
  const returnTo = safeReturnTo(params.get('returnTo'))
  const [form, setForm] = useState<LoginForm>({ email: '', password: '' })
  const [errors, setErrors] = useState<FieldErrors<LoginForm>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [succeeded, setSucceeded] = useState(false)
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null)

  useEffect(
    () => () => {
      if (redirectTimer.current) clearTimeout(redirectTimer.current)
    },
    [],
  )

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy || succeeded) return
    const found = validateLogin(form)
    setErrors(found)
    setFailure(null)
    if (hasErrors(found)) {
      focusFirstInvalid(event.currentTarget)
      return
    }
    setBusy(true)
    try {
      const user = await session.login({ email: form.email.trim(), password: form.password })
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
    } catch (error) {
      const message = errorMessage(error, MESSAGES.loginFailed)
      setFailure(message)
      toast({ title: MESSAGES.loginFailedTitle, description: message, variant: 'error' })
    } finally {
      setBusy(false)
    }
  }

  const setField = (field: keyof LoginForm, value: string) => setForm((f) => ({ ...f, [field]: value }))

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
      <form className="ui-stack" noValidate onSubmit={onSubmit}>
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
    </AuthCard>
  )
}
