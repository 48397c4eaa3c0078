import { useCallback, useEffect, useState } from 'react'
import type { LeaseArmorSummaryResponse } from '@cosign/api'
import { Card, LoadErrorAlert, Spinner, errorMessage, fetchLeaseArmorSummary } from '@cosign/ui'

type Load =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; summary: LeaseArmorSummaryResponse }

/** The Payments tab's Lease Armor card: renters' current enrolments by plan (the provider bills them itself). */
export function LeaseArmorEnrollmentsCard() {
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const fetchSummary = useCallback(async (signal?: AbortSignal) => {
    setLoad({ state: 'loading' })
    try {
      setLoad({ state: 'ready', summary: await fetchLeaseArmorSummary(signal) })
    } catch (err) {
      if ((err as { name?: string }).name !== 'AbortError') setLoad({ state: 'error', message: errorMessage(err) })
    }
  }, [])
  useEffect(() => {
    const controller = new AbortController()
    void fetchSummary(controller.signal)
    return () => controller.abort()
  }, [fetchSummary])

  return (
    <Card title="Lease Armor" headingLevel={2}>
      {load.state === 'loading' ? <Spinner label="Loading Lease Armor enrollments…" /> : null}
      {load.state === 'error' ? (
        <LoadErrorAlert title="Error fetching data" onRetry={() => void fetchSummary()}>
          {load.message}
        </LoadErrorAlert>
      ) : null}
      {load.state === 'ready' ? (
        <div className="adm-stat" data-testid="lease-armor-enrollments">
          <p className="adm-stat__value">{load.summary.total}</p>
          <p className="adm-stat__note">
            Renters enrolled in a Lease Armor plan now (the provider bills them; no money goes through the platform)
          </p>
          <dl className="adm-plan-counts">
            {load.summary.byPlan.map((plan) => (
              <div key={plan.planCode}>
                <dt>Plan {plan.planCode}</dt>
                <dd>{plan.count}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </Card>
  )
}
