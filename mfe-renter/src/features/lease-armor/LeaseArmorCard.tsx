import { useState, type FormEvent } from 'react'
import { LEASE_ARMOR_MESSAGES, LEASE_ARMOR_URL, formatUsd, type LeaseArmorPlanCode } from '@cosign/api'
import {
  Button,
  Card,
  Select,
  ServerDataView,
  errorMessage,
  formatDate,
  toast,
} from '@cosign/ui'
import { enrollLeaseArmor, useLeaseArmorEnrollment } from './lease-armor-api.js'
import { LEASE_ARMOR_PLAN_OPTIONS } from './lease-armor-plans.js'

/**
 * The renter's Lease Armor plan on the dashboard: the current plan, or a picker to enrol (preselected from the
 * Lease Armor page's link). The enrolment is recorded here; the provider's site takes the rest.
 */
export function LeaseArmorCard({ suggestedPlan }: { suggestedPlan: LeaseArmorPlanCode | null }) {
  const enrollment = useLeaseArmorEnrollment()
  const [plan, setPlan] = useState<string>(suggestedPlan ?? '')
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)


  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!plan) {
      setError(LEASE_ARMOR_MESSAGES.invalidPlan)
      return
    }
    setError(null)
    setSaving(true)
    try {
      const enrolled = await enrollLeaseArmor(plan as LeaseArmorPlanCode)
      enrollment.setData(enrolled)
      toast({ title: LEASE_ARMOR_MESSAGES.enrolled(enrolled.planCode), variant: 'success' })
    } catch (err) {
      setError(errorMessage(err, LEASE_ARMOR_MESSAGES.enrollFailed))
    } finally {
      setSaving(false)
    }
  }

  const current = enrollment.status === 'ready' ? enrollment.data : null
  return (
    <Card title="Lease Armor" headingLevel={2} id="lease-armor" aria-label="Lease Armor">
      <p className="ui-page__description" style={{ marginTop: 0 }}>
        Optional rental protection from a third-party provider. Some cosigners only back renters who have it.
      </p>
      <ServerDataView
        state={enrollment}
        loadingLabel="Loading your Lease Armor plan…"
        errorTitle={() => errorMessage(enrollment.error, LEASE_ARMOR_MESSAGES.loadFailed)}
      >
        {() => (
          <div className="ui-stack">
            {current ? (
              <p role="status" data-testid="lease-armor-current" style={{ margin: 0 }}>
                <strong>Enrolled in plan {current.planCode}</strong> since {formatDate(current.enrolledAt)}:{' '}
                {formatUsd(current.monthlyFeeCents)} a month, covers up to {formatUsd(current.coverageCents)}.{' '}
                <a href={LEASE_ARMOR_URL} target="_blank" rel="noopener noreferrer">
                  Complete or manage it on the Lease Armor site (opens in a new tab)
                </a>
              </p>
            ) : (
              <p data-testid="lease-armor-current" style={{ margin: 0 }}>
                You are not enrolled in Lease Armor.
              </p>
            )}
            <form className="ui-stack" onSubmit={(event) => void submit(event)} noValidate>
              <Select
                label={current ? 'Change plan' : 'Plan'}
                placeholder="Choose a plan…"
                options={LEASE_ARMOR_PLAN_OPTIONS}
                value={plan}
                onChange={(event) => setPlan(event.target.value)}
                error={error}
              />
              <div>
                <Button type="submit" loading={saving} loadingText="Enrolling…" disabled={plan === current?.planCode}>
                  {plan ? `Enroll in plan ${plan}` : 'Enroll'}
                </Button>
              </div>
            </form>
          </div>
        )}
      </ServerDataView>
    </Card>
  )
}
