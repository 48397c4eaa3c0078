import { useCallback, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import type { CosignerProfileDto, CosignerProfileInput } from '@cosign/api'
import {
  Alert,
  Button,
  Card,
  FormFields,
  Page,
  ServerDataView,
  TextField,
  TRY_AGAIN_INSIDE,
  errorMessage,
  session,
  toast,
  useSession,
  useServerData,
  focusFirstInvalid,
} from '@cosign/ui'
import { Stepper } from '@cosign/ui/stepper'
import type { PageProps } from '@cosign/ui'
import {
  STATUS_TEXT,
  cosignerFieldErrors,
  cosignerFormError,
  formForNewProfile,
  formFromProfile,
  toCosignerInput,
  toggleRentalIssue,
  type CosignerFieldErrors,
  type CosignerFormState,
} from './cosigner-form.js'
import { DETAIL_FIELDS, NAME_FIELDS, feeFields, reportingBlur, type FormField } from './cosigner-fields.js'
import { fetchMyCosignerProfile, saveCosignerProfile } from './cosigner-profile-api.js'
import { PaymentStep } from './PaymentStep.js'
import { BioField, RentalIssuesField } from './ProfileFields.js'
import { ProfileStatusCard } from './ProfileStatusCard.js'
import { cosignerProfileSteps } from './profile-steps.js'

const CREATE_FAILED = 'Failed to create profile. Please try again.'
const ROLE_UPDATE_FAILED = 'Failed to update role. Please try again.'

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
      <Page title={label}>
        <ServerDataView
          state={mine}
          loadingLabel="Loading your profile…"
          loadingSize="page"
          errorTitle={(message) => message}
          retry={TRY_AGAIN_INSIDE}
        >
          {() => null}
        </ServerDataView>
      </Page>
    )
  }

  const profile = mine.data
  const progress = (
    <Stepper
      label="Profile progress"
      steps={cosignerProfileSteps({ status: profile?.status ?? null, paying: paymentFor !== null })}
    />
  )
  if (paymentFor) {
    return (
      <Page title="Create Profile" description="Step 2 of 2: pay the profile creation fee.">
        <div className="ui-stack" style={{ maxWidth: 760 }}>
          {progress}
          <PaymentStep profileId={paymentFor} onBack={() => setPaymentFor(null)} />
        </div>
      </Page>
    )
  }

  const status = profile ? STATUS_TEXT[profile.status] : null
  const showError = (touched || left.size > 0) && validation !== null
  // Submit is disabled, so the summary offers the attempt: mark every failing field and go to the first.
  const unshownErrors = Object.keys(fieldErrors).length > Object.keys(errors).length
  return (
    <Page
      title={profile && profile.status !== 'awaiting_payment' ? 'Your Profile' : 'Create Profile'}
      description={
        profile && profile.status !== 'awaiting_payment'
          ? 'Your cosigner profile. Renters see it once an admin approves it.'
          : 'Step 1 of 2: describe yourself and your fee. Then pay the profile creation fee; an admin reviews your profile before renters can find it.'
      }
    >
      <div className="ui-stack" style={{ maxWidth: 760 }}>
        {isAdmin ? null : progress}
        {profile && status ? <ProfileStatusCard profile={profile} status={status} /> : null}
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
    </Page>
  )
}
