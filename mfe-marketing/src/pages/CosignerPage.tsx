import { COSIGNER_EARNINGS_EXAMPLES, cosignerEarnings, type CosignerEarningsExample } from '@cosign/contracts'
import { AppLink } from '../components/AppLink.js'
import { Faq } from '../components/Faq.js'
import { useSignedIn } from '../components/useSignedIn.js'
import {
  COSIGNER_FAQ,
  COSIGNER_SHARE_PERCENT,
  MAX_COSIGNER_FEE,
  PLATFORM_FEE_PERCENT,
  formatWholeUsd,
} from '../content/site.js'

/** "3 renters at $200 a month for 12 months" */
export function describeExample(example: CosignerEarningsExample): string {
  const renters = `${example.renters} ${example.renters === 1 ? 'renter' : 'renters'}`
  const fee = formatWholeUsd(example.feeCents)
  return example.months === null
    ? `${renters} at a ${fee} one-time fee`
    : `${renters} at ${fee} a month for ${example.months} months`
}

function CosignerCta({ signedIn }: { signedIn: boolean }) {
  return signedIn ? (
    <AppLink className="mk-button" to="/dashboard">
      Go to Your Dashboard
    </AppLink>
  ) : (
    <AppLink className="mk-button" to="/signup?type=cosigner">
      Sign Up as a Cosigner
    </AppLink>
  )
}

export function CosignerPage() {
  const signedIn = useSignedIn()
  return (
    <>
      <section className="mk-hero">
        <h1>Earn money as a lease cosigner</h1>
        <p className="mk-lead">
          Put your good credit to work. Back leases for renters you choose, set your own fee of up to{' '}
          {MAX_COSIGNER_FEE} per lease and get paid through PayPal.
        </p>
        <div className="mk-actions">
          <CosignerCta signedIn={signedIn} />
        </div>
      </section>

      <section className="mk-section" aria-labelledby="mk-earnings">
        <h2 id="mk-earnings">What cosigners earn</h2>
        <p>
          Renters pay your fee; the platform keeps {PLATFORM_FEE_PERCENT} of it and you receive{' '}
          {COSIGNER_SHARE_PERCENT}.
        </p>
        <div className="mk-table-wrap">
          <table className="mk-table">
            <caption className="mk-visually-hidden">Earnings examples</caption>
            <thead>
              <tr>
                <th scope="col">Example</th>
                <th scope="col">Renters pay</th>
                <th scope="col">You receive</th>
              </tr>
            </thead>
            <tbody>
              {COSIGNER_EARNINGS_EXAMPLES.map((example) => {
                const earnings = cosignerEarnings(example)
                return (
                  <tr key={describeExample(example)}>
                    <th scope="row">{describeExample(example)}</th>
                    <td>{formatWholeUsd(earnings.totalCents)}</td>
                    <td>{formatWholeUsd(earnings.payoutCents)}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      </section>

      <section className="mk-section" aria-labelledby="mk-how">
        <h2 id="mk-how">How it works</h2>
        <ol className="mk-steps">
          <li>
            <strong>Create your cosigner profile</strong> with your credit score, income, fee and PayPal
            email.
          </li>
          <li>
            <strong>Get reviewed</strong>: our team checks each profile before it is listed.
          </li>
          <li>
            <strong>Accept renter requests</strong> that fit the rent you are willing to back.
          </li>
          <li>
            <strong>Create and sign the contract online</strong> and share it with the renter.
          </li>
          <li>
            <strong>Get paid</strong> when the renter pays: your share goes straight to your PayPal account.
          </li>
        </ol>
      </section>

      <Faq items={COSIGNER_FAQ} />

      <section className="mk-section mk-cta" aria-labelledby="mk-start">
        <h2 id="mk-start">Start earning as a cosigner</h2>
        <CosignerCta signedIn={signedIn} />
      </section>
    </>
  )
}
