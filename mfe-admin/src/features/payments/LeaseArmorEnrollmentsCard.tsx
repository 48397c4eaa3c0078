import { Card, ServerDataView, useServerData } from '@cosign/ui'
import { fetchLeaseArmorSummary } from './payments-api.js'

/** The Payments tab's Lease Armor card: renters' current enrolments by plan (the provider bills them itself). */
export function LeaseArmorEnrollmentsCard() {
  const summary = useServerData('admin.leaseArmorSummary', fetchLeaseArmorSummary)

  return (
    <Card title="Lease Armor" headingLevel={2}>
      <ServerDataView state={summary} loadingLabel="Loading Lease Armor enrollments…">
        {(data) => (
          <div className="adm-stat" data-testid="lease-armor-enrollments">
            <p className="adm-stat__value">{data.total}</p>
            <p className="adm-stat__note">
              Renters enrolled in a Lease Armor plan now (the provider bills them; no money goes through the platform)
            </p>
            <dl className="adm-plan-counts">
              {data.byPlan.map((plan) => (
                <div key={plan.planCode}>
                  <dt>Plan {plan.planCode}</dt>
                  <dd>{plan.count}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </ServerDataView>
    </Card>
  )
}
