import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import {
  MATCHING_MESSAGES,
  formatUsd,
  type MatchDto,
  type MatchRequestDto,
  type MatchRequestSource,
} from '@cosign/api'
import {
  Alert,
  Button,
  Card,
  errorMessage,
  FormFields,
  type FormFieldSpec,
} from '@cosign/ui'
import { useLeaseArmorEnrollment } from '../lease-armor/index.js'
import {
  EMPTY_MATCH_REQUEST_FORM,
  LEASE_DURATION_SELECT,
  matchRequestFormError,
  toMatchRequestInput,
  todayUtc,
  type MatchRequestFormValues,
} from './match-request-form.js'
import { sendMatchRequest } from './matching-api.js'
import { FormFooter } from '../../components/FormFooter.js'

/** The lease terms; the move-in date may not be before today (UTC, as the server compares dates). */
function leaseTermFields(today: string): readonly FormFieldSpec<MatchRequestFormValues>[] {
  return [
    { field: 'monthlyRent', label: 'Monthly rent (USD)', inputMode: 'numeric', required: true },
    { field: 'leaseDurationMonths', label: 'Lease duration', options: LEASE_DURATION_SELECT, required: true },
    { field: 'propertyAddress', label: 'Property address', autoComplete: 'street-address', required: true },
    { field: 'moveInDate', label: 'Move-in date', type: 'date', min: today, required: true },
  ]
}

/** Who the request goes to: a match from the list, or the cosigner whose profile or card the renter opened. */
export type RequestTarget = Pick<MatchDto, 'id' | 'name' | 'feeCents' | 'maxRentSupportCents' | 'requiresLeaseArmor'>

/** The "Request to cosign" form for one cosigner: lease terms, then POST /match-requests (same form everywhere). */
export function MatchRequestForm({
  match,
  onSent,
  onCancel,
  cancelLabel = 'Back to results',
  source = 'matches',
}: {
  match: RequestTarget
  /** Where the renter sends it from (the cosigner sees it). */
  source?: MatchRequestSource
  onSent: (request: MatchRequestDto) => void
  onCancel: () => void
  cancelLabel?: string
}) {
  const [values, setValues] = useState<MatchRequestFormValues>(EMPTY_MATCH_REQUEST_FORM)
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  // A cosigner who requires Lease Armor: the renter without a plan is told before filling the form (if the plan
  // cannot be read, the server still refuses with the same message).
  const enrollment = useLeaseArmorEnrollment(match.requiresLeaseArmor)
  const leaseArmorMissing = enrollment.status === 'ready' && enrollment.data === null
  const setField = (field: keyof MatchRequestFormValues, value: string) =>
    setValues((current) => ({ ...current, [field]: value }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    const problem = matchRequestFormError(match.id, values, todayUtc(), match.maxRentSupportCents)
    setError(problem)
    if (problem) return
    setSending(true)
    try {
      const request = await sendMatchRequest(toMatchRequestInput(match.id, values, source))
      onSent(request)
    } catch (err) {
      setError(errorMessage(err, MATCHING_MESSAGES.submitFailed))
    } finally {
      setSending(false)
    }
  }

  return (
    <Card title={`Request to cosign: ${match.name}`} headingLevel={3}>
      <p className="ui-page__description" style={{ marginTop: 0 }}>
        Fee {formatUsd(match.feeCents)} · supports rent up to {formatUsd(match.maxRentSupportCents)} a month
      </p>
      {leaseArmorMissing ? (
        <Alert variant="info" title={MATCHING_MESSAGES.leaseArmorRequired}>
          <Link to="/dashboard#lease-armor">Choose a Lease Armor plan on your dashboard</Link>
        </Alert>
      ) : null}
      <form className="ui-stack" onSubmit={(event) => void submit(event)} noValidate>
        <FormFields fields={leaseTermFields(todayUtc())} values={values} onChange={setField} />
        <div className="ui-field">
          <label className="ui-field__label" htmlFor="match-request-message">
            Message (optional)
          </label>
          <textarea
            id="match-request-message"
            className="ui-input"
            rows={3}
            maxLength={1000}
            value={values.message}
            onChange={(event) => setField('message', event.target.value)}
          />
        </div>
        <FormFooter error={error} busy={sending} submitLabel="Send Request" busyLabel="Sending...">
          <Button variant="secondary" onClick={onCancel} disabled={sending}>
            {cancelLabel}
          </Button>
        </FormFooter>
      </form>
    </Card>
  )
}
