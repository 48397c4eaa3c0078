import { AppLink } from '../components/AppLink.js'
import { Hero } from '../components/Hero.js'
import { Faq } from '../components/Faq.js'
import { RENTER_FAQ } from '../content/site.js'
import { TrustIsland } from '../trust/TrustIsland.js'
import { MatchingFeeNote } from '../components/MatchingFeeNote.js'

export function RenterPage() {
  return (
    <>
      <Hero
        title="Need a cosigner for your lease?"
        actions={
          <AppLink className="mk-button" to="/signup?type=renter">
            Sign Up as a Renter
          </AppLink>
        }
      >
        Get approved for the apartment you want. Match with an approved cosigner who backs your lease, sign the
        contract online and move in.
      </Hero>

      <TrustIsland part="renter-how" />

      <TrustIsland part="renter-costs" />

      <MatchingFeeNote />

      <section className="mk-section" aria-labelledby="mk-guarantee">
        <h2 id="mk-guarantee">Protected if plans change</h2>
        <p>
          With the Cosigner Replacement Guarantee, if your cosigner cancels after you paid, your payments
          carry over as a credit to a new contract with another approved cosigner, with no new platform fee.
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
