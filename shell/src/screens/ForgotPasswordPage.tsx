import { useState } from 'react'
import { Link } from '../routing/router.js'
import { Alert, Button, errorMessage, FormFields, type FormFieldSpec } from '@cosign/ui'
import { requestPasswordReset } from '../auth/account-api.js'
import { AuthCard, EMAIL_FIELD } from './AuthCard.js'
import { useCheckedForm } from './use-checked-form.js'
import { validateEmail, type FieldErrors } from './validation.js'

type ForgotForm = { email: string }
const FIELDS: readonly FormFieldSpec<ForgotForm>[] = [{ ...EMAIL_FIELD, autoComplete: 'username' }]
function validateForgot(form: ForgotForm): FieldErrors<ForgotForm> {
  const emailError = validateEmail(form.email)
  return emailError ? { email: emailError } : {}
}

/** "Forgot password?": asks the auth service to mail a reset link. The answer never says whether the account exists. */
export default function ForgotPasswordPage() {
  const { form, setField, errors, failure, setFailure, busy, onSubmit } = useCheckedForm<ForgotForm, string>(
    { email: '' },
    validateForgot,
  )
  const [sent, setSent] = useState<string | null>(null)

  const send = async () => {
    try {
      setSent((await requestPasswordReset(form.email.trim())).message)
    } catch (error) {
      setFailure(errorMessage(error, 'We could not send the link. Please try again.'))
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
        <form className="ui-stack" noValidate onSubmit={onSubmit(send)}>
          {failure ? <Alert variant="error">{failure}</Alert> : null}
          <FormFields fields={FIELDS} values={form} errors={errors} onChange={setField} />
          <Button type="submit" block loading={busy} loadingText="Sending...">
            Send reset link
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
