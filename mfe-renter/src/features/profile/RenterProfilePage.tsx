import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { MESSAGES, RENTER_BIO_COUNTER, type RenterProfileDto, type RenterProfileInput } from '@cosign/api'
import {
  Alert,
  Card,
  FormFields,
  Page,
  ServerDataView,
  Spinner,
  TextField,
  TRY_AGAIN_INSIDE,
  errorMessage,
  toast,
  type FormFieldSpec,
  useCheckedSubmit,
  useServerData,
  useSession,
} from '@cosign/ui'
import { LinkButton } from '@cosign/ui/link-button'
import { Stepper } from '@cosign/ui/stepper'
import { CountedTextArea } from '@cosign/ui/counted-text-area'
import type { PageProps } from '@cosign/ui'
import {
  BUDGET_SELECT,
  EMPLOYMENT_SELECT,
  EMPTY_RENTER_FORM,
  HOUSING_SELECT,
  RENTAL_ISSUES,
  renterFieldErrors,
  renterFormError,
  renterFormFromProfile,
  TIMELINE_SELECT,
  toRenterProfileInput,
  type RenterFieldErrors,
  type RenterFormValues,
} from './renter-form.js'
import { fetchMyRenterProfile, saveRenterProfile } from './profile-api.js'
import { WhoSeesWhat } from './WhoSeesWhat.js'
import { renterProfileSteps } from './profile-steps.js'
import { FormFooter } from '../../components/FormFooter.js'

/** The renter's steps for the shared Stepper: a step's link is drawn under its label, after its detail. */
const progressSteps = (profile: RenterProfileDto | null) =>
  renterProfileSteps(profile).map(({ link, ...step }) =>
    link
      ? {
          ...step,
          detail: (
            <>
              {step.detail ? `${step.detail}: ` : null}
              <Link to={link.to}>{link.text}</Link>
            </>
          ),
        }
      : step,
  )

// The form's fields in screen order, by card (the read-only account email stands between the names and the
// contact details).
const NAME_FIELDS: readonly FormFieldSpec<RenterFormValues>[] = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name', required: true },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true },
]
const CONTACT_FIELDS: readonly FormFieldSpec<RenterFormValues>[] = [
  { field: 'phone', label: 'Phone (optional)', type: 'tel', autoComplete: 'tel' },
  { field: 'location', label: 'Location', placeholder: 'City, State', required: true },
]
const INCOME_FIELDS: readonly FormFieldSpec<RenterFormValues>[] = [
  {
    field: 'monthlyIncome',
    label: 'Monthly income (USD)',
    inputMode: 'numeric',
    hint: 'Whole dollars',
    required: true,
  },
  {
    field: 'employmentStatus',
    label: 'Employment status',
    options: EMPLOYMENT_SELECT,
    placeholder: 'Choose…',
    required: true,
  },
]
const LOOKING_FOR_FIELDS: readonly FormFieldSpec<RenterFormValues>[] = [
  {
    field: 'cosignerBudget',
    label: 'Cosigner budget',
    options: BUDGET_SELECT,
    placeholder: 'Choose…',
    hint: 'What you can pay a cosigner',
    required: true,
  },
  {
    field: 'housingBudget',
    label: 'Housing budget (USD per month)',
    inputMode: 'numeric',
    hint: 'Whole dollars',
    required: true,
  },
  {
    field: 'moveInTimeline',
    label: 'Move-in timeline',
    options: TIMELINE_SELECT,
    placeholder: 'Choose…',
    required: true,
  },
  {
    field: 'housingType',
    label: 'Housing type',
    options: HOUSING_SELECT,
    placeholder: 'Choose…',
    required: true,
  },
]

/** Renter profile form (/profile/renter): loads the saved profile for editing and saves it with PUT. */
export function RenterProfilePage({ label }: PageProps) {
  const { status, user } = useSession()
  const [values, setValues] = useState<RenterFormValues>(EMPTY_RENTER_FORM)
  // Set by the first save attempt: from then on failing fields are marked, and unmarked once fixed.
  const [attempted, setAttempted] = useState(false)
  const [saveError, setSaveError] = useState<string | null>(null)
  const { busy: saving, submit: submitChecked } = useCheckedSubmit()
  const isRenter = user?.role === 'RENTER'
  // The saved profile (null: none yet), read again when the account changes (a new sign-in, a profile change).
  const mine = useServerData(isRenter && user ? 'renter.myProfile' : null, fetchMyRenterProfile, {
    deps: [user],
  })
  const saved = mine.status === 'ready' ? mine.data : null

  useEffect(() => {
    if (!isRenter || !user) return
    // A new profile starts from the account's name.
    setValues((current) =>
      current.firstName || current.lastName
        ? current
        : { ...current, firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
    )
  }, [isRenter, user])

  // Each profile read (not an unchanged refresh: it keeps the same object) fills the form, before it is drawn.
  const filledFrom = useRef<RenterProfileDto | null | undefined>(undefined)
  useLayoutEffect(() => {
    if (mine.status !== 'ready' || filledFrom.current === mine.data) return
    filledFrom.current = mine.data
    if (mine.data) setValues(renterFormFromProfile(mine.data))
  }, [mine.status, mine.data])

  if (status === 'loading') return <Spinner size="page" label="Loading your profile…" />
  if (!user || !isRenter)
    return (
      <Page title={label}>
        <Alert variant="error">{MESSAGES.rentersOnlyAccessDenied}</Alert>
        <p>
          <LinkButton to="/dashboard" variant="secondary">
            Back to Dashboard
          </LinkButton>
        </p>
      </Page>
    )

  const setField = <K extends keyof RenterFormValues>(field: K, value: RenterFormValues[K]) =>
    setValues((current) => ({ ...current, [field]: value }))
  // Each section's fields, bound to the form's values and errors.
  const fields = (specs: readonly FormFieldSpec<RenterFormValues>[]) => (
    <FormFields fields={specs} values={values} errors={errors} onChange={setField} />
  )

  function toggleIssue(issue: (typeof RENTAL_ISSUES)[number], checked: boolean) {
    setValues((current) => ({
      ...current,
      rentalIssues: checked
        ? [...current.rentalIssues.filter((i) => i !== issue), issue]
        : current.rentalIssues.filter((i) => i !== issue),
    }))
  }

  function check() {
    setAttempted(true)
    setSaveError(null)
    return !renterFormError(values)
  }

  async function save() {
    try {
      const profile = await saveRenterProfile(toRenterProfileInput(values) as RenterProfileInput)
      mine.setData(profile)
      setValues(renterFormFromProfile(profile))
      setAttempted(false)
      toast({
        title: 'Profile saved',
        description: 'Your renter profile has been saved.',
        variant: 'success',
      })
    } catch (err) {
      setSaveError(errorMessage(err))
      toast({ title: 'Error', description: errorMessage(err), variant: 'error' })
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => submitChecked(event, check, save)

  // The spec's summary (the shared validator's first message) and a short message under each failing field.
  const error = attempted ? (renterFormError(values) ?? saveError) : saveError
  const errors: RenterFieldErrors = attempted ? renterFieldErrors(values) : {}

  return (
    <Page
      title={saved ? 'Your Profile' : 'Create Profile'}
      description="Tell cosigners about yourself: where you want to live, your income and budget, and when you plan to move in."
    >
      {mine.status !== 'ready' ? (
        <ServerDataView
          state={mine}
          loadingLabel="Loading your profile…"
          errorTitle="Failed to load profile"
          retry={{ ...TRY_AGAIN_INSIDE, retrySize: 'sm' }}
        >
          {() => null}
        </ServerDataView>
      ) : (
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          className="ui-stack"
          aria-label="Renter profile"
        >
          <Stepper label="Profile progress" steps={progressSteps(saved)} />
          {saved ? (
            <Alert variant="info">
              You are editing your saved profile.{' '}
              <Link to={`/profile/${saved.id}`}>View your public profile</Link>
            </Alert>
          ) : null}
          <WhoSeesWhat />
          <Card title="About you" headingLevel={2}>
            <div className="ui-grid">
              {fields(NAME_FIELDS)}
              <TextField label="Email" type="email" value={user.email} readOnly hint="Your account email" />
              {fields(CONTACT_FIELDS)}
            </div>
          </Card>

          <Card title="Income and rental history" headingLevel={2}>
            <div className="ui-grid">{fields(INCOME_FIELDS)}</div>
            <fieldset style={{ border: 0, padding: 0, margin: 'var(--ui-space-4) 0 0' }}>
              <legend className="ui-field__label">Rental history issues (optional)</legend>
              <div className="ui-row">
                {RENTAL_ISSUES.map((issue) => (
                  <label key={issue} style={{ display: 'inline-flex', gap: 'var(--ui-space-1-5)', alignItems: 'center' }}>
                    <input
                      type="checkbox"
                      checked={values.rentalIssues.includes(issue)}
                      onChange={(e) => toggleIssue(issue, e.target.checked)}
                    />
                    {issue}
                  </label>
                ))}
              </div>
            </fieldset>
          </Card>

          <Card title="What you are looking for" headingLevel={2}>
            <div className="ui-grid">{fields(LOOKING_FOR_FIELDS)}</div>
          </Card>

          <Card title="Your story" headingLevel={2}>
            <CountedTextArea
              label="Bio"
              hint="At least 200 characters"
              value={values.bio}
              onChange={(bio) => setField('bio', bio)}
              max={RENTER_BIO_COUNTER}
              maxLength={RENTER_BIO_COUNTER}
              error={errors.bio}
            />
          </Card>

          <FormFooter error={error} busy={saving} submitLabel="Save Profile" busyLabel="Saving...">
            <LinkButton to="/dashboard" variant="secondary">
              Back to Dashboard
            </LinkButton>
          </FormFooter>
        </form>
      )}
    </Page>
  )
}
