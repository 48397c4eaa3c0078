import { AppLink } from '../components/AppLink.js'
import { Faq } from '../components/Faq.js'
import { MAX_COSIGNER_FEE, PLATFORM_FEE_PERCENT, PROCESSING_FEE, RENTER_FAQ } from '../content/site.js'

export function RenterPage() {
  return (
    <>
      <section className="mk-hero">
        <h1>Need a cosigner for your lease?</h1>
        <p className="mk-lead">
          Get approved for the apartment you want. Match with a verified cosigner who backs your lease, sign
          the contract online and move in.
        </p>
        <div className="mk-actions">
          <AppLink className="mk-button" to="/signup?type=renter">
            Sign Up as a Renter
          </AppLink>
        </div>
      </section>

      <section className="mk-section" aria-labelledby="mk-how">
        <h2 id="mk-how">How it works</h2>
        <ol className="mk-steps">
          <li>
            <strong>Create your renter profile</strong> with your budget, income and move-in date.
          </li>
          <li>
            <strong>Browse verified cosigners</strong> or let us rank the best matches for you.
          </li>
          <li>
            <strong>Request a match and chat</strong> once the cosigner’s contact details are unlocked.
          </li>
          <li>
            <strong>Sign the contract online</strong>: your cosigner signs first, then you review and sign.
          </li>
          <li>
            <strong>Pay in two steps</strong> and hand the signed agreement to your landlord.
          </li>
        </ol>
      </section>

      <section className="mk-section" aria-labelledby="mk-costs">
        <h2 id="mk-costs">What it costs</h2>
        <ul className="mk-facts">
          <li>
            <strong>The cosigner’s fee</strong>, set by each cosigner and never more than {MAX_COSIGNER_FEE}{' '}
            per lease.
          </li>
          <li>
            <strong>A one-time {PROCESSING_FEE} contract processing fee.</strong>
          </li>
          <li>
            <strong>No platform fee on top</strong>: our {PLATFORM_FEE_PERCENT} comes out of the cosigner’s
            payout.
          </li>
        </ul>
      </section>

      <section className="mk-section" aria-labelledby="mk-guarantee">
        <h2 id="mk-guarantee">Protected if plans change</h2>
        <p>
          With the Cosigner Replacement Guarantee, if your cosigner cancels after you paid, your payments
          carry over as a credit to a new contract with another verified cosigner, with no new platform fee.
          Optional <AppLink to="/lease-armor-pricing">Lease Armor rental protection</AppLink> is available
          too.
        </p>
      </section>

      <Faq items={RENTER_FAQ} />

      <section className="mk-section mk-cta" aria-labelledby="mk-start">
        <h2 id="mk-start">Ready to find your cosigner?</h2>
        <AppLink className="mk-button" to="/signup?type=renter">
          Find My Cosigner
        </AppLink>
      </section>
    </>
  )
}
