import { useState, type FormEvent } from 'react'
import { Link } from '../routing/router.js'
import { Alert, Button, errorMessage, FormFields, focusFirstInvalid, type FormFieldSpec } from '@cosign/ui'
import { requestPasswordReset } from '../auth/account-api.js'
import { AuthCard, EMAIL_FIELD } from './AuthCard.js'
import { hasErrors, validateEmail, type FieldErrors } from './validation.js'

type ForgotForm = { email: string }
const FIELDS: readonly FormFieldSpec<ForgotForm>[] = [{ ...EMAIL_FIELD, autoComplete: 'username' }]

/** "Forgot password?": asks the auth service to mail a reset link. The answer never says whether the account exists. */
export default function ForgotPasswordPage() {
  const [form, setForm] = useState<ForgotForm>({ email: '' })
  const [errors, setErrors] = useState<FieldErrors<ForgotForm>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const emailError = validateEmail(form.email)
    const found: FieldErrors<ForgotForm> = emailError ? { email: emailError } : {}
    setErrors(found)
    setFailure(null)
    if (hasErrors(found)) {
      focusFirstInvalid(event.currentTarget)
      return
    }
    setBusy(true)
    try {
      setSent((await requestPasswordReset(form.email.trim())).message)
    } catch (error) {
      setFailure(errorMessage(error, 'We could not send the link. Please try again.'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <p>
          Remembered it? <Link to="/login">Log in</Link>
        </p>
      }
    >
      {sent ? (
        <div className="ui-stack">
          <Alert variant="success" title="Check your email">
            {sent}
          </Alert>
          <p>
            No email after a few minutes? Check your spam folder, or{' '}
            <button type="button" className="shell-link-button" onClick={() => setSent(null)}>
              ask for another link
            </button>
            .
          </p>
        </div>
      ) : (
        <form className="ui-stack" noValidate onSubmit={onSubmit}>
          {failure ? <Alert variant="error">{failure}</Alert> : null}
          <FormFields fields={FIELDS} values={form} errors={errors} onChange={(field, value) => setForm({ ...form, [field]: value })} />
          <Button type="submit" block loading={busy} loadingText="Sending...">
            Send reset link
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
