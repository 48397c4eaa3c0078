import { useCallback, useEffect, useId, useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import {
  MESSAGES,
  RENTER_BIO_COUNTER,
  type MyRenterProfileResponse,
  type RenterProfileDto,
  type RenterProfileInput,
} from '@cosign/contracts'
import {
  Alert,
  api,
  Button,
  buttonClass,
  Card,
  errorMessage,
  PageHeader,
  Select,
  Spinner,
  TextField,
  toast,
  useSession,
} from '@cosign/ui'
import type { PageProps } from '../../App.js'
import {
  BUDGET_SELECT,
  EMPLOYMENT_SELECT,
  EMPTY_RENTER_FORM,
  HOUSING_SELECT,
  RENTAL_ISSUES,
  renterFormError,
  renterFormFromProfile,
  TIMELINE_SELECT,
  toRenterProfileInput,
  type RenterFormValues,
} from './renter-form.js'

type LoadState = { status: 'loading' } | { status: 'ready' } | { status: 'error'; message: string }

/** Renter profile form (/profile/renter): loads the saved profile for editing and saves it with PUT. */
export function RenterProfilePage({ label }: PageProps) {
  const { status, user } = useSession()
  const bioId = useId()
  const [values, setValues] = useState<RenterFormValues>(EMPTY_RENTER_FORM)
  const [load, setLoad] = useState<LoadState>({ status: 'loading' })
  const [saved, setSaved] = useState<RenterProfileDto | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const isRenter = user?.role === 'RENTER'

  const loadProfile = useCallback(async () => {
    setLoad({ status: 'loading' })
    try {
      const { profile } = await api.get<MyRenterProfileResponse>('/matching/profiles/renter/mine')
      setSaved(profile)
      if (profile) setValues(renterFormFromProfile(profile))
      setLoad({ status: 'ready' })
    } catch (err) {
      setLoad({ status: 'error', message: errorMessage(err) })
    }
  }, [])

  useEffect(() => {
    if (!isRenter || !user) return
    // A new profile starts from the account's name.
    setValues((current) =>
      current.firstName || current.lastName
        ? current
        : { ...current, firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
    )
    void loadProfile()
  }, [isRenter, user, loadProfile])

  if (status === 'loading') return <Spinner size="page" label="Loading your profile…" />
  if (!user || !isRenter)
    return (
      <section className="ui-page">
        <PageHeader title={label} />
        <Alert variant="error">{MESSAGES.rentersOnlyAccessDenied}</Alert>
        <p>
          <Link to="/dashboard" className={buttonClass('secondary')}>
            Back to Dashboard
          </Link>
        </p>
      </section>
    )

  const set =
    <K extends keyof RenterFormValues>(field: K) =>
    (value: RenterFormValues[K]) =>
      setValues((current) => ({ ...current, [field]: value }))

  function toggleIssue(issue: (typeof RENTAL_ISSUES)[number], checked: boolean) {
    setValues((current) => ({
      ...current,
      rentalIssues: checked
        ? [...current.rentalIssues.filter((i) => i !== issue), issue]
        : current.rentalIssues.filter((i) => i !== issue),
    }))
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problem = renterFormError(values)
    setError(problem)
    if (problem) return
    setSaving(true)
    try {
      const { profile } = await api.put<{ profile: RenterProfileDto }>(
        '/matching/profiles/renter',
        toRenterProfileInput(values) as RenterProfileInput,
      )
      setSaved(profile)
      setValues(renterFormFromProfile(profile))
      toast({
        title: 'Profile saved',
        description: 'Your renter profile has been saved.',
        variant: 'success',
      })
    } catch (err) {
      setError(errorMessage(err))
      toast({ title: 'Error', description: errorMessage(err), variant: 'error' })
    } finally {
      setSaving(false)
    }
  }

  const bioLength = values.bio.trim().length

  return (
    <section className="ui-page">
      <PageHeader
        title={label}
        description="Tell cosigners about yourself: where you want to live, your income and budget, and when you plan to move in."
      />
      {load.status === 'loading' ? (
        <Spinner label="Loading your profile…" />
      ) : load.status === 'error' ? (
        <Alert variant="error" title="Failed to load profile">
          <p style={{ margin: '0 0 8px' }}>{load.message}</p>
          <Button size="sm" variant="secondary" onClick={() => void loadProfile()}>
            Try Again
          </Button>
        </Alert>
      ) : (
        <form
          onSubmit={(event) => void submit(event)}
          noValidate
          className="ui-stack"
          aria-label="Renter profile"
        >
          {saved ? (
            <Alert variant="info">
              You are editing your saved profile.{' '}
              <Link to={`/profile/${saved.id}`}>View your public profile</Link>
            </Alert>
          ) : null}
          <Card title="About you" headingLevel={2}>
            <div className="ui-grid">
              <TextField
                label="First name"
                value={values.firstName}
                onChange={(e) => set('firstName')(e.target.value)}
                autoComplete="given-name"
                required
              />
              <TextField
                label="Last name"
                value={values.lastName}
                onChange={(e) => set('lastName')(e.target.value)}
                autoComplete="family-name"
                required
              />
              <TextField label="Email" type="email" value={user.email} readOnly hint="Your account email" />
              <TextField
                label="Phone (optional)"
                type="tel"
                value={values.phone}
                onChange={(e) => set('phone')(e.target.value)}
                autoComplete="tel"
              />
              <TextField
                label="Location"
                value={values.location}
                onChange={(e) => set('location')(e.target.value)}
                placeholder="City, State"
                required
              />
            </div>
          </Card>

          <Card title="Income and rental history" headingLevel={2}>
            <div className="ui-grid">
              <TextField
                label="Monthly income (USD)"
                inputMode="numeric"
                value={values.monthlyIncome}
                onChange={(e) => set('monthlyIncome')(e.target.value)}
                hint="Whole dollars"
                required
              />
              <Select
                label="Employment status"
                options={EMPLOYMENT_SELECT}
                placeholder="Choose…"
                value={values.employmentStatus}
                onChange={(e) => set('employmentStatus')(e.target.value)}
                required
              />
            </div>
            <fieldset style={{ border: 0, padding: 0, margin: '16px 0 0' }}>
              <legend className="ui-field__label">Rental history issues (optional)</legend>
              <div className="ui-row">
                {RENTAL_ISSUES.map((issue) => (
                  <label key={issue} style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
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
            <div className="ui-grid">
              <Select
                label="Cosigner budget"
                options={BUDGET_SELECT}
                placeholder="Choose…"
                value={values.cosignerBudget}
                onChange={(e) => set('cosignerBudget')(e.target.value)}
                hint="What you can pay a cosigner"
                required
              />
              <TextField
                label="Housing budget (USD per month)"
                inputMode="numeric"
                value={values.housingBudget}
                onChange={(e) => set('housingBudget')(e.target.value)}
                hint="Whole dollars"
                required
              />
              <Select
                label="Move-in timeline"
                options={TIMELINE_SELECT}
                placeholder="Choose…"
                value={values.moveInTimeline}
                onChange={(e) => set('moveInTimeline')(e.target.value)}
                required
              />
              <Select
                label="Housing type"
                options={HOUSING_SELECT}
                placeholder="Choose…"
                value={values.housingType}
                onChange={(e) => set('housingType')(e.target.value)}
                required
              />
            </div>
          </Card>

          <Card title="Your story" headingLevel={2}>
            <div className="ui-field">
              <label className="ui-field__label" htmlFor={bioId}>
                Bio
              </label>
              <span id={`${bioId}-hint`} className="ui-field__hint">
                At least 200 characters
              </span>
              <textarea
                id={bioId}
                className="ui-input"
                rows={6}
                maxLength={RENTER_BIO_COUNTER}
                value={values.bio}
                onChange={(e) => set('bio')(e.target.value)}
                aria-describedby={`${bioId}-hint ${bioId}-count`}
                required
              />
              <span id={`${bioId}-count`} className="ui-field__hint" aria-live="polite">
                {bioLength}/{RENTER_BIO_COUNTER}
              </span>
            </div>
          </Card>

          <div aria-live="assertive">{error ? <Alert variant="error">{error}</Alert> : null}</div>
          <div className="ui-row">
            <Button type="submit" loading={saving} loadingText="Saving...">
              Save Profile
            </Button>
            <Link to="/dashboard" className={buttonClass('secondary')}>
              Back to Dashboard
            </Link>
          </div>
        </form>
      )}
    </section>
  )
}
