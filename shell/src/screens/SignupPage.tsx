import { Link, useNavigate, useSearchParams } from '../routing/router.js'
import { ERROR_CODES, type SelfServiceRole } from '@cosign/api'
import { Alert, Button, FormFields, isApiError, session, toast, type FormFieldSpec } from '@cosign/ui'
import { AuthCard, EMAIL_FIELD, passwordField } from './AuthCard.js'
import { LegalLinks } from '../legal/LegalLinks.js'
import { useCheckedForm } from './use-checked-form.js'
import { roleFromQuery, validateSignup, type SignupForm } from './validation.js'

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
  passwordField('password', 'Password', 'new-password', { hint: 'At least 6 characters.' }),
  passwordField('confirmPassword', 'Confirm password', 'new-password'),
]

/** The message for a refused sign-up: the server's own text for a taken email, the spec's wording otherwise. */
function signupFailure(error: unknown): string {
  if (isApiError(error) && (error.status === 409 || error.code === ERROR_CODES.emailTaken))
    return error.message
  if (isApiError(error) && error.status >= 400 && error.status < 500)
    return `Failed to create account: ${error.message}`
  return 'Signup failed' // a fault of ours or the network: the catalogue's words, nothing to correct
}

/** The required consent of sign-up: the current Terms of Service and Privacy Policy, each opening in a new tab. */
function TermsCheckbox(props: { checked: boolean; error?: string; onChange: (checked: boolean) => void }) {
  return (
    <div className="shell-terms">
      <label className="shell-terms__label">
        <input
          type="checkbox"
          name="acceptTerms"
          checked={props.checked}
          required
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? 'signup-terms-error' : undefined}
          onChange={(event) => props.onChange(event.target.checked)}
        />
        <span>
          I accept the Terms of Service and Privacy Policy (<LegalLinks />)
        </span>
      </label>
      {props.error ? (
        <span id="signup-terms-error" className="ui-field__error">
          {props.error}
        </span>
      ) : null}
    </div>
  )
}

export default function SignupPage() {
  const navigate = useNavigate()
  const params = useSearchParams()
  const { form, setForm, setField, errors, failure, setFailure, busy, onSubmit } = useCheckedForm<
    SignupForm,
    { message: string; emailTaken: boolean }
  >(
    {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      role: roleFromQuery(params.get('type')),
      acceptTerms: false,
    },
    validateSignup,
  )

  const signUp = async () => {
    // validateSignup refused a form without a role.
    if (!form.role) return
    try {
      await session.signup({
        email: form.email.trim(),
        password: form.password,
        confirmPassword: form.confirmPassword,
        firstName: form.firstName.trim(),
        lastName: form.lastName.trim(),
        role: form.role,
        acceptTerms: form.acceptTerms,
      })
      toast({ title: 'Account created', description: 'Next, create your profile.', variant: 'success' })
      // The role was chosen here: /create-profile goes straight on to that role's form (not asked twice).
      navigate(`/create-profile?type=${form.role.toLowerCase()}`, { replace: true })
    } catch (error) {
      setFailure({ message: signupFailure(error), emailTaken: isApiError(error) && error.status === 409 })
    }
  }

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
      <form className="ui-stack" noValidate onSubmit={onSubmit(signUp)}>
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
        <TermsCheckbox
          checked={form.acceptTerms}
          error={errors.acceptTerms}
          onChange={(acceptTerms) => setForm((f) => ({ ...f, acceptTerms }))}
        />
        <Button type="submit" block loading={busy} loadingText="Creating account...">
          Sign Up
        </Button>
      </form>
    </AuthCard>
  )
}
