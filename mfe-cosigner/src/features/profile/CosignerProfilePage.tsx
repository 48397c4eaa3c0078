import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react'
import {
  SERVICE_NAMES,
  type CosignerProfileDto,
  type CosignerProfileInput,
  type RentalIssue,
} from '@cosign/api'
import {
  Alert,
  Badge,
  Button,
  Card,
  FormFields,
  LoadErrorAlert,
  PageHeader,
  ServerDataView,
  Spinner,
  TextField,
  errorMessage,
  formatUsd,
  session,
  toast,
  useSession,
  startCheckout,
  useServerData,
  useServicePrice,
  type FormFieldSpec,
  type SelectOption,
  focusFirstInvalid,
} from '@cosign/ui'
import type { PageProps } from '@cosign/ui'
import {
  COSIGNER_BIO_MAX,
  COSIGNER_BIO_MIN,
  EMPLOYMENT_SELECT_OPTIONS,
  RENTAL_ISSUES,
  STATUS_TEXT,
  cosignerFieldErrors,
  cosignerFormError,
  formForNewProfile,
  formFromProfile,
  toCosignerInput,
  totalFeeHint,
  toggleRentalIssue,
  type CosignerFieldErrors,
  type CosignerFormState,
} from './cosigner-form.js'
import { fetchMyCosignerProfile, saveCosignerProfile } from './cosigner-profile-api.js'

const CREATE_FAILED = 'Failed to create profile. Please try again.'
const ROLE_UPDATE_FAILED = 'Failed to update role. Please try again.'

const FEE_TYPE_OPTIONS: readonly SelectOption[] = [
  { value: 'one-time', label: 'One-time fee' },
  { value: 'setup-monthly', label: 'Setup fee + monthly fee' },
]
const YES_NO_OPTIONS: readonly SelectOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]

// The form's fields in screen order (the read-only account email stands between the names and the details).
const NAME_FIELDS: readonly FormFieldSpec<CosignerFormState>[] = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name', required: true },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true },
]
const DETAIL_FIELDS: readonly FormFieldSpec<CosignerFormState>[] = [
  {
    field: 'location',
    label: 'Location',
    placeholder: 'City, State',
    autoComplete: 'address-level2',
    required: true,
  },
  { field: 'creditScore', label: 'Credit score', inputMode: 'numeric', hint: '300 to 850', required: true },
  {
    field: 'monthlyIncome',
    label: 'Monthly income ($)',
    inputMode: 'numeric',
    hint: 'Whole dollars',
    required: true,
  },
  {
    field: 'employmentStatus',
    label: 'Employment status (optional)',
    placeholder: 'Choose…',
    options: EMPLOYMENT_SELECT_OPTIONS,
  },
]
const FEE_FIELDS: readonly FormFieldSpec<CosignerFormState>[] = [
  {
    field: 'maxRentSupport',
    label: 'Maximum rent support ($ per month)',
    inputMode: 'numeric',
    hint: 'The highest monthly rent you will back',
    required: true,
  },
  { field: 'feeType', label: 'Fee type', placeholder: 'Choose…', options: FEE_TYPE_OPTIONS, required: true },
  {
    field: 'totalFeeAmount',
    label: 'Total fee ($)',
    inputMode: 'numeric',
    hint: totalFeeHint(''),
    required: true,
  },
  {
    field: 'setupFee',
    label: 'Setup fee ($)',
    inputMode: 'numeric',
    hint: 'Setup fee + 12 monthly fees = total fee',
    required: true,
  },
  { field: 'monthlyFee', label: 'Monthly fee ($)', inputMode: 'numeric', required: true },
  {
    field: 'requireUpfront',
    label: 'Require upfront payment',
    placeholder: 'Choose…',
    options: YES_NO_OPTIONS,
    required: true,
  },
  {
    field: 'requiresLeaseArmor',
    label: 'Require Lease Armor',
    options: YES_NO_OPTIONS,
    hint: 'Only renters enrolled in a Lease Armor rental protection plan can send you a request',
  },
  {
    field: 'paypalEmail',
    label: 'PayPal email',
    type: 'email',
    autoComplete: 'email',
    hint: 'Where your fees are paid (85% of each fee; the platform keeps 15%)',
    required: true,
  },
]
const SETUP_MONTHLY_ONLY: ReadonlySet<string> = new Set(['setupFee', 'monthlyFee'])

/**
 * The fee fields shown for a form: the setup and monthly fees belong to setup-monthly only; the total fee's
 * hint suggests a range for the credit score typed.
 */
function feeFields(form: CosignerFormState): FormFieldSpec<CosignerFormState>[] {
  return FEE_FIELDS.filter(
    ({ field }) => form.feeType === 'setup-monthly' || !SETUP_MONTHLY_ONLY.has(field),
  ).map((spec) =>
    spec.field === 'totalFeeAmount' ? { ...spec, hint: totalFeeHint(form.creditScore) } : spec,
  )
}

type FormField = keyof CosignerFormState

/** The specs with a blur handler naming their field, so a field's error shows once the user has left it. */
function reportingBlur(
  specs: readonly FormFieldSpec<CosignerFormState>[],
  onBlur: (field: FormField) => void,
): FormFieldSpec<CosignerFormState>[] {
  return specs.map((spec) => ({ ...spec, onBlur: () => onBlur(spec.field) }))
}

/**
 * Cosigner profile creation (/profile/cosigner): the form, then the paid creation step (PayPal), after which an
 * admin reviews the profile. A saved draft (awaiting payment) is reloaded here, so a cancelled or failed payment
 * comes back to the form with its data kept. Later visits edit the profile and show its review status.
 */
export function CosignerProfilePage({ label }: PageProps) {
  const { user } = useSession()
  const summaryId = useId()
  const mine = useServerData('cosigner.myProfile', fetchMyCosignerProfile, {
    errorFallback: 'Failed to load profile. Please try again.',
  })
  const [form, setForm] = useState<CosignerFormState>(() => formForNewProfile(user))
  const [touched, setTouched] = useState(false)
  // Submit stays disabled until the form passes (spec), so errors show under each field the user has left,
  // and under every failing field after an attempt (Enter in a field, the summary's button, or a submit).
  const [left, setLeft] = useState<ReadonlySet<FormField>>(() => new Set())
  const [attempted, setAttempted] = useState(false)
  const [saving, setSaving] = useState(false)
  const [roleError, setRoleError] = useState<string | null>(null)
  // After a save that still owes the creation fee, the payment step replaces the form.
  const [paymentFor, setPaymentFor] = useState<string | null>(null)

  // Each profile read (not an unchanged refresh: it keeps the same object) fills the form, before it is drawn.
  const filledFrom = useRef<CosignerProfileDto | null | undefined>(undefined)
  useLayoutEffect(() => {
    if (mine.status !== 'ready' || filledFrom.current === mine.data) return
    filledFrom.current = mine.data
    const profile = mine.data
    // A saved profile (a draft after a cancelled payment, or one being edited) fills the form; otherwise
    // names typed before the load finished are kept, and blank names come from the account.
    if (profile) setForm(formFromProfile(profile))
    else
      setForm((current) =>
        current.firstName || current.lastName ? current : formForNewProfile(session.getSnapshot().user),
      )
  }, [mine.status, mine.data])

  const update = <K extends keyof CosignerFormState>(key: K, value: CosignerFormState[K]) => {
    setTouched(true)
    setForm((current) => ({ ...current, [key]: value }))
  }

  const markLeft = useCallback(
    (field: FormField) => setLeft((current) => (current.has(field) ? current : new Set(current).add(field))),
    [],
  )

  const validation = cosignerFormError(form)
  const fieldErrors = cosignerFieldErrors(form)
  const errors: CosignerFieldErrors = Object.fromEntries(
    Object.entries(fieldErrors).filter(([field]) => attempted || left.has(field as FormField)),
  )
  const isRenter = user?.role === 'RENTER'
  const isAdmin = user?.role === 'ADMIN'

  /** A refused attempt: every failing field shows its error and the first one takes focus. */
  function refuse(element: HTMLFormElement) {
    setTouched(true)
    setAttempted(true)
    focusFirstInvalid(element)
  }

  // Enter in a field submits a form only while Submit is enabled; while it is disabled, Enter is the attempt.
  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || !validation) return
    if (!(event.target instanceof HTMLInputElement)) return
    event.preventDefault()
    refuse(event.currentTarget)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setTouched(true)
    if (validation) return refuse(event.currentTarget)
    if (saving) return
    setSaving(true)
    setRoleError(null)
    try {
      // The server accepts cosigner profiles from COSIGNER accounts only: a renter who chose the cosigner
      // type switches role first (a new access token carries the new role).
      if (isRenter) {
        try {
          await session.setRole('COSIGNER')
        } catch {
          setRoleError(ROLE_UPDATE_FAILED)
          return
        }
      }
      const body = toCosignerInput(form) as CosignerProfileInput
      const saved = await saveCosignerProfile(body)
      if (saved.paymentRequired) {
        setPaymentFor(saved.profileId)
        return
      }
      toast({
        title: 'Profile saved',
        description: 'Your changes were sent to an admin for review.',
        variant: 'success',
      })
      await mine.reload()
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, CREATE_FAILED), variant: 'error' })
    } finally {
      setSaving(false)
    }
  }

  if (mine.status !== 'ready') {
    return (
      <section className="ui-page">
        <PageHeader title={label} />
        <ServerDataView
          state={mine}
          loadingLabel="Loading your profile…"
          loadingSize="page"
          errorTitle={(message) => message}
          errorBody={null}
          retry={{ retryLabel: 'Try Again', retryPlacement: 'inside' }}
        >
          {() => null}
        </ServerDataView>
      </section>
    )
  }

  const profile = mine.data
  if (paymentFor) {
    return (
      <section className="ui-page">
        <PageHeader title={label} description="Step 2 of 2: pay the profile creation fee." />
        <PaymentStep profileId={paymentFor} onBack={() => setPaymentFor(null)} />
      </section>
    )
  }

  const status = profile ? STATUS_TEXT[profile.status] : null
  const showError = (touched || left.size > 0) && validation !== null
  // Submit is disabled, so the summary offers the attempt: mark every failing field and go to the first.
  const unshownErrors = Object.keys(fieldErrors).length > Object.keys(errors).length
  return (
    <section className="ui-page">
      <PageHeader
        title={label}
        description={
          profile && profile.status !== 'awaiting_payment'
            ? 'Your cosigner profile. Renters see it once an admin approves it.'
            : 'Step 1 of 2: describe yourself and your fee. Then pay the profile creation fee; an admin reviews your profile before renters can find it.'
        }
      />
      <div className="ui-stack" style={{ maxWidth: 760 }}>
        {profile && status ? (
          <Card title="Profile status" headingLevel={2}>
            <p className="ui-row" style={{ margin: '0 0 8px' }}>
              <Badge variant={status.variant}>{status.label}</Badge>
              {profile.creditVerified ? (
                <span
                  data-testid="credit-verified-badge"
                  title="An admin checked this credit score against your uploaded credit report"
                >
                  <Badge variant="success">Credit verified</Badge>
                </span>
              ) : null}
            </p>
            <p className="ui-page__description">{status.description}</p>
            <p className="ui-page__description">
              {profile.creditVerified
                ? 'Your credit score is verified: renters see the badge on your profile, in listings and in matches.'
                : 'Your credit score is not verified yet. Upload your credit report from your dashboard; the badge shows once an admin has checked it, and the profile shows the score on the report.'}
            </p>
            {profile.status === 'rejected' && profile.rejectionReason ? (
              <p>
                <strong>Reason:</strong> {profile.rejectionReason}
              </p>
            ) : null}
          </Card>
        ) : null}
        {isAdmin ? <Alert variant="info">Admin accounts cannot create a cosigner profile.</Alert> : null}
        {isRenter ? (
          <Alert variant="info" title="Your account is a renter account">
            Cosigner profiles belong to cosigner accounts. Saving this form switches your account to Cosigner.
          </Alert>
        ) : null}

        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          onKeyDown={onKeyDown}
          className="ui-stack"
          aria-label="Cosigner profile"
        >
          <Card title="Basic information" headingLevel={2}>
            <div className="ui-grid">
              <FormFields
                fields={reportingBlur(NAME_FIELDS, markLeft)}
                values={form}
                errors={errors}
                onChange={update}
              />
              <TextField
                label="Email"
                type="email"
                value={profile?.email ?? user?.email ?? ''}
                readOnly
                hint="Your account email (read-only)."
              />
              <FormFields
                fields={reportingBlur(DETAIL_FIELDS, markLeft)}
                values={form}
                errors={errors}
                onChange={update}
              />
            </div>
            <RentalIssuesField
              value={form.rentalHistoryIssues}
              onToggle={(issue) =>
                update('rentalHistoryIssues', toggleRentalIssue(form.rentalHistoryIssues, issue))
              }
            />
            <BioField
              value={form.bio}
              error={errors.bio}
              onChange={(bio) => update('bio', bio)}
              onBlur={() => markLeft('bio')}
            />
          </Card>

          <Card title="Fees and payout" headingLevel={2} id="payout">
            <div className="ui-grid">
              <FormFields
                fields={reportingBlur(feeFields(form), markLeft)}
                values={form}
                errors={errors}
                onChange={update}
              />
            </div>
          </Card>

          <div aria-live="polite" id={summaryId}>
            {showError ? (
              <Alert variant="error">
                {validation}
                {unshownErrors ? (
                  <>
                    {' '}
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={(event) => event.currentTarget.form && refuse(event.currentTarget.form)}
                    >
                      Show fields to fix
                    </Button>
                  </>
                ) : null}
              </Alert>
            ) : null}
          </div>
          {roleError ? <Alert variant="error">{roleError}</Alert> : null}
          <div className="ui-row">
            <Button
              type="submit"
              disabled={validation !== null || isAdmin}
              aria-describedby={showError ? summaryId : undefined}
              loading={saving}
              loadingText="Saving…"
            >
              {profile && profile.status !== 'awaiting_payment'
                ? 'Save changes'
                : isRenter
                  ? 'Switch to cosigner and continue to payment'
                  : 'Continue to payment'}
            </Button>
          </div>
        </form>
      </div>
    </section>
  )
}

function BioField({
  value,
  error,
  onChange,
  onBlur,
}: {
  value: string
  error: string | undefined
  onChange: (bio: string) => void
  onBlur: () => void
}) {
  const id = useId()
  const length = value.trim().length
  return (
    <div className="ui-field" style={{ marginTop: 16 }}>
      <label className="ui-field__label" htmlFor={id}>
        Bio
      </label>
      <span id={`${id}-hint`} className="ui-field__hint">
        Tell renters about yourself: {COSIGNER_BIO_MIN} to {COSIGNER_BIO_MAX} characters.
      </span>
      <textarea
        id={id}
        className="ui-input"
        rows={6}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        required
        aria-describedby={[`${id}-hint`, `${id}-count`, error && `${id}-error`].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        style={{ resize: 'vertical', minHeight: 120 }}
      />
      <span id={`${id}-count`} className="ui-field__hint" aria-live="polite">
        {length}/{COSIGNER_BIO_MAX} characters
      </span>
      {error ? (
        <span id={`${id}-error`} className="ui-field__error">
          {error}
        </span>
      ) : null}
    </div>
  )
}

function RentalIssuesField({
  value,
  onToggle,
}: {
  value: readonly RentalIssue[]
  onToggle: (issue: RentalIssue) => void
}) {
  return (
    <fieldset className="ui-field" style={{ border: 0, padding: 0, margin: '16px 0 0' }}>
      <legend className="ui-field__label">Rental history issues (optional)</legend>
      <div className="ui-row">
        {RENTAL_ISSUES.map((issue) => (
          <label key={issue} className="ui-row" style={{ gap: 6, marginRight: 12 }}>
            <input type="checkbox" checked={value.includes(issue)} onChange={() => onToggle(issue)} />
            {issue}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/** The paid creation step: the live profile_creation price and a Pay button that goes to PayPal. */
function PaymentStep({ profileId, onBack }: { profileId: string; onBack: () => void }) {
  const price = useServicePrice(SERVICE_NAMES.profileCreation)
  const [paying, setPaying] = useState(false)

  async function pay() {
    setPaying(true)
    try {
      await startCheckout({ purpose: 'profile_creation', subjectId: profileId })
    } catch (error) {
      setPaying(false)
      toast({ title: 'Payment Error', description: errorMessage(error), variant: 'error' })
    }
  }

  return (
    <Card title="Profile creation fee" headingLevel={2} style={{ maxWidth: 560 }}>
      <p className="ui-page__description">
        Your profile is saved. Pay the one-time profile creation fee with PayPal; after payment an admin
        reviews your profile and you are notified when it is approved.
      </p>
      {price.status === 'loading' ? <Spinner label="Loading the price…" /> : null}
      {price.status === 'error' ? (
        <LoadErrorAlert
          title={price.message}
          onRetry={price.retry}
          retryLabel="Try Again"
          retryPlacement="inside"
        />
      ) : null}
      {price.status === 'unavailable' ? (
        <Alert variant="error">This service is not available right now.</Alert>
      ) : null}
      {price.status === 'ready' ? (
        <p style={{ fontSize: '1.5rem', fontWeight: 600, margin: '12px 0' }}>
          Profile creation: <span data-testid="profile-creation-price">{formatUsd(price.priceCents)}</span>
        </p>
      ) : null}
      <div className="ui-row">
        <Button
          onClick={() => void pay()}
          loading={paying}
          loadingText="Redirecting to PayPal…"
          disabled={price.status !== 'ready'}
        >
          {price.status === 'ready' ? `Pay ${formatUsd(price.priceCents)} with PayPal` : 'Pay with PayPal'}
        </Button>
        <Button variant="secondary" onClick={onBack} disabled={paying}>
          Edit details
        </Button>
      </div>
    </Card>
  )
}
