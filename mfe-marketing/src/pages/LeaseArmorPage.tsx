import { LEASE_ARMOR_PLANS, LEASE_ARMOR_URL } from '@cosign/api'
import { formatUsd } from '@cosign/ui'
import { AppLink } from '../components/AppLink.js'
import { formatWholeUsd } from '../content/site.js'

/** The renter dashboard's Lease Armor card with the plan chosen (visitors log in first and come back). */
export const leaseArmorEnrolPath = (planCode: string) => `/dashboard?leaseArmorPlan=${planCode}#lease-armor`

export function LeaseArmorPage() {
  return (
    <>
      <section className="mk-hero">
        <h1>Lease Armor pricing</h1>
        <p className="mk-lead">
          Lease Armor is an independent rental protection service. It is optional for renters, and some
          cosigners ask for it before they back a lease. Pick the plan that covers your rent.
        </p>
      </section>

      <section className="mk-section" aria-labelledby="mk-plans">
        <h2 id="mk-plans">Plans</h2>
        <div className="mk-table-wrap">
          <table className="mk-table">
            <caption className="mk-visually-hidden">Lease Armor plans with monthly fee and coverage</caption>
            <thead>
              <tr>
                <th scope="col">Plan</th>
                <th scope="col">Monthly fee</th>
                <th scope="col">Coverage</th>
                <th scope="col">
                  <span className="mk-visually-hidden">Enrol</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {LEASE_ARMOR_PLANS.map((plan) => (
                <tr key={plan.code}>
                  <th scope="row">Plan {plan.code}</th>
                  <td>{formatUsd(plan.monthlyFeeCents)}</td>
                  <td>{formatWholeUsd(plan.coverageCents)}</td>
                  <td>
                    <AppLink to={leaseArmorEnrolPath(plan.code)}>Choose plan {plan.code}</AppLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mk-note">
          Fees are approximate and set by Lease Armor; check its site for current terms.
        </p>
      </section>

      <section className="mk-section" aria-labelledby="mk-enrol">
        <h2 id="mk-enrol">Enrol with Lease Armor</h2>
        <p>
          Renters choose their plan on their dashboard, so cosigners who require Lease Armor see it before a
          match; payment and the policy itself are handled on the Lease Armor website.
        </p>
        <div className="mk-actions">
          <a className="mk-button" href={LEASE_ARMOR_URL} target="_blank" rel="noopener noreferrer">
            Visit the Lease Armor website
          </a>
          <AppLink to="/renter">Back to the renter guide</AppLink>
        </div>
      </section>
    </>
  )
}
