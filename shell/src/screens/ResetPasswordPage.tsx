import { useState, type FormEvent } from 'react'
import { Link, useNavigate, useSearchParams } from '../routing/router.js'
import { Alert, Button, errorMessage, FormFields, focusFirstInvalid, isApiError, session, toast, type FormFieldSpec } from '@cosign/ui'
import { resetPassword } from '../auth/account-api.js'
import { AuthCard } from './AuthCard.js'
import { hasErrors, validateNewPassword, type FieldErrors, type NewPasswordForm } from './validation.js'

const FIELDS: readonly FormFieldSpec<NewPasswordForm>[] = [
  { field: 'password', label: 'New password', type: 'password', name: 'password', autoComplete: 'new-password', required: true },
  {
    field: 'confirmPassword',
    label: 'Confirm new password',
    type: 'password',
    name: 'confirmPassword',
    autoComplete: 'new-password',
    required: true,
  },
]

/** The page of the emailed link (`/reset-password?token=...`): a new password ends every session of the account. */
export default function ResetPasswordPage() {
  const navigate = useNavigate()
  const token = useSearchParams().get('token') ?? ''
  const [form, setForm] = useState<NewPasswordForm>({ password: '', confirmPassword: '' })
  const [errors, setErrors] = useState<FieldErrors<NewPasswordForm>>({})
  const [failure, setFailure] = useState<{ message: string; linkDead: boolean } | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const found = validateNewPassword(form)
    setErrors(found)
    setFailure(null)
    if (hasErrors(found)) {
      focusFirstInvalid(event.currentTarget)
      return
    }
    setBusy(true)
    try {
      const { message } = await resetPassword({ token, ...form })
      // Every session of the account has ended, this browser's too: forget it here before logging in again.
      await session.logout().catch(() => undefined)
      toast({ title: 'Password changed', description: message, variant: 'success' })
      navigate('/login', { replace: true })
    } catch (error) {
      const linkDead = isApiError(error) && error.code === 'RESET_LINK_INVALID'
      setFailure({ message: errorMessage(error, 'We could not change your password. Please try again.'), linkDead })
    } finally {
      setBusy(false)
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
    <AuthCard title="Choose a new password" description="Setting a new password signs you out on every device." footer={askAgain}>
      <form className="ui-stack" noValidate onSubmit={onSubmit}>
        {failure ? <Alert variant="error">{failure.message}</Alert> : null}
        <FormFields fields={FIELDS} values={form} errors={errors} onChange={(field, value) => setForm({ ...form, [field]: value })} />
        <Button type="submit" block loading={busy} loadingText="Saving..." disabled={failure?.linkDead}>
          Set new password
        </Button>
      </form>
    </AuthCard>
  )
}
