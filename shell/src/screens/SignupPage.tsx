import { useState, type FormEvent } from 'react'
import { Link, useNavigate, useSearchParams } from '../routing/router.js'
import { ERROR_CODES, type SelfServiceRole } from '@cosign/api'
import {
  Alert,
  Button,
  focusFirstInvalid,
  FormFields,
  isApiError,
  session,
  toast,
  type FormFieldSpec,
} from '@cosign/ui'
import { AuthCard, EMAIL_FIELD } from './AuthCard.js'
import { hasErrors, roleFromQuery, validateSignup, type FieldErrors, type SignupForm } from './validation.js'

const ROLE_CHOICES: ReadonlyArray<{ value: SelfServiceRole; title: string; text: string }> = [
  { value: 'RENTER', title: 'Renter', text: 'I need a cosigner for my lease.' },
  { value: 'COSIGNER', title: 'Cosigner', text: 'I want to cosign leases and earn a fee.' },
]

const NAME_FIELDS: readonly FormFieldSpec<SignupForm>[] = [
  { field: 'firstName', label: 'First name (optional)', name: 'firstName', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name (optional)', name: 'lastName', autoComplete: 'family-name' },
]
const ACCOUNT_FIELDS: readonly FormFieldSpec<SignupForm>[] = [
  EMAIL_FIELD,
  {
    field: 'password',
    label: 'Password',
    type: 'password',
    name: 'password',
    autoComplete: 'new-password',
    required: true,
    hint: 'At least 6 characters.',
  },
  {
    field: 'confirmPassword',
    label: 'Confirm password',
    type: 'password',
    name: 'confirmPassword',
    autoComplete: 'new-password',
    required: true,
  },
]

/** The message for a refused sign-up: the server's own text for a taken email, the spec's wording otherwise. */
function signupFailure(error: unknown): string {
  if (isApiError(error) && (error.status === 409 || error.code === ERROR_CODES.emailTaken))
    return error.message
  if (isApiError(error) && error.status >= 400 && error.status < 500)
    return `Failed to create account: ${error.message}`
  return 'Signup failed' // a fault of ours or the network: the catalogue's words, nothing to correct
}

export default function SignupPage() {
  const navigate = useNavigate()
  const params = useSearchParams()
  const [form, setForm] = useState<SignupForm>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirmPassword: '',
    role: roleFromQuery(params.get('type')),
  })
  const [errors, setErrors] = useState<FieldErrors<SignupForm>>({})
  const [failure, setFailure] = useState<{ message: string; emailTaken: boolean } | null>(null)
  const [busy, setBusy] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const found = validateSignup(form)
    setErrors(found)
    setFailure(null)
    if (hasErrors(found) || !form.role) {
      focusFirstInvalid(event.currentTarget)
      return
    }
    setBusy(true)
    try {
      await session.signup({
        email: form.email.trim(),
        password: form.password,
        confirmPassword: form.confirmPassword,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        role: form.role,
      })
      toast({ title: 'Account created', description: 'Next, create your profile.', variant: 'success' })
      // The role was chosen here: /create-profile goes straight on to that role's form (not asked twice).
      navigate(`/create-profile?type=${form.role.toLowerCase()}`, { replace: true })
    } catch (error) {
      setFailure({ message: signupFailure(error), emailTaken: isApiError(error) && error.status === 409 })
    } finally {
      setBusy(false)
    }
  }

  const setField = (field: keyof SignupForm, value: string) => setForm((f) => ({ ...f, [field]: value }))

  return (
    <AuthCard
      title="Create your account"
      description="Join as a renter looking for a cosigner, or as a cosigner backing leases for a fee."
      footer={
        <p>
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      }
    >
      <form className="ui-stack" noValidate onSubmit={onSubmit}>
        {failure ? (
          <Alert variant="error">
            {failure.message}
            {failure.emailTaken ? (
              <>
                {' '}
                <Link to="/login">Go to login</Link>
              </>
            ) : null}
          </Alert>
        ) : null}
        <fieldset
          className="shell-role-choice"
          aria-describedby={errors.role ? 'signup-role-error' : undefined}
        >
          <legend className="ui-field__label">I am a</legend>
          <div className="shell-role-choice__options">
            {ROLE_CHOICES.map((choice) => (
              <label
                key={choice.value}
                className={`shell-role-choice__option${form.role === choice.value ? ' is-selected' : ''}`}
              >
                <input
                  type="radio"
                  name="role"
                  value={choice.value}
                  checked={form.role === choice.value}
                  onChange={() => setForm((f) => ({ ...f, role: choice.value }))}
                />
                <span>
                  <strong>{choice.title}</strong>
                  <span className="shell-role-choice__text">{choice.text}</span>
                </span>
              </label>
            ))}
          </div>
          {errors.role ? (
            <span id="signup-role-error" className="ui-field__error">
              {errors.role}
            </span>
          ) : null}
        </fieldset>
        <div className="shell-form-row">
          <FormFields fields={NAME_FIELDS} values={form} errors={errors} onChange={setField} />
        </div>
        <FormFields fields={ACCOUNT_FIELDS} values={form} errors={errors} onChange={setField} />
        <Button type="submit" block loading={busy} loadingText="Creating account...">
          Sign Up
        </Button>
      </form>
    </AuthCard>
  )
}
