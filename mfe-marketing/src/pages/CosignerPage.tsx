import { AppLink } from '../components/AppLink.js'
import { Hero } from '../components/Hero.js'
import { Faq } from '../components/Faq.js'
import { useSignedIn } from '../components/useSignedIn.js'
import { COSIGNER_FAQ, MAX_COSIGNER_FEE } from '../content/site.js'
import { TrustIsland } from '../trust/TrustIsland.js'

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
      <Hero title="Earn money as a lease cosigner" actions={<CosignerCta signedIn={signedIn} />}>
        Put your good credit to work. Back leases for renters you choose, set your own fee of up to{' '}
        {MAX_COSIGNER_FEE} per lease and get paid through PayPal.
      </Hero>

      <TrustIsland part="cosigner-earnings" />

      <TrustIsland part="cosigner-how" />

      <Faq items={COSIGNER_FAQ} />

      <section className="mk-section mk-cta" aria-labelledby="mk-start">
        <h2 id="mk-start">Start earning as a cosigner</h2>
        <CosignerCta signedIn={signedIn} />
      </section>
    </>
  )
}
