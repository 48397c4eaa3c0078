import { Link, useNavigate, useSearchParams } from '../routing/router.js'
import {
  Alert,
  Button,
  errorMessage,
  FormFields,
  isApiError,
  session,
  toast,
  type FormFieldSpec,
} from '@cosign/ui'
import { resetPassword } from '../auth/account-api.js'
import { AuthCard, passwordField } from './AuthCard.js'
import { useCheckedForm } from './use-checked-form.js'
import { validateNewPassword, type NewPasswordForm } from './validation.js'

const FIELDS: readonly FormFieldSpec<NewPasswordForm>[] = [
  passwordField('password', 'New password', 'new-password'),
  passwordField('confirmPassword', 'Confirm new password', 'new-password'),
]

/** The page of the emailed link (`/reset-password?token=...`): a new password ends every session of the account. */
export default function ResetPasswordPage() {
  const navigate = useNavigate()
  const token = useSearchParams().get('token') ?? ''
  const { form, setField, errors, failure, setFailure, busy, onSubmit } = useCheckedForm<
    NewPasswordForm,
    { message: string; linkDead: boolean }
  >({ password: '', confirmPassword: '' }, validateNewPassword)

  const reset = async () => {
    try {
      const { message } = await resetPassword({ token, ...form })
      // Every session of the account has ended, this browser's too: forget it here before logging in again.
      await session.logout().catch(() => undefined)
      toast({ title: 'Password changed', description: message, variant: 'success' })
      navigate('/login', { replace: true })
    } catch (error) {
      const linkDead = isApiError(error) && error.code === 'RESET_LINK_INVALID'
      setFailure({
        message: errorMessage(error, 'We could not change your password. Please try again.'),
        linkDead,
      })
    }
  }

  const askAgain = (
    <p>
      <Link to="/forgot-password">Ask for a new link</Link>
    </p>
  )
  if (!token)
    return (
      <AuthCard title="Reset your password">
        <Alert variant="error">This page needs the link from the password reset email.</Alert>
        {askAgain}
      </AuthCard>
    )
  return (
    <AuthCard
      title="Choose a new password"
      description="Setting a new password signs you out on every device."
      footer={askAgain}
    >
      <form className="ui-stack" noValidate onSubmit={onSubmit(reset)}>
        {failure ? <Alert variant="error">{failure.message}</Alert> : null}
        <FormFields fields={FIELDS} values={form} errors={errors} onChange={setField} />
        <Button type="submit" block loading={busy} loadingText="Saving..." disabled={failure?.linkDead}>
          Set new password
        </Button>
      </form>
    </AuthCard>
  )
}
