import { LEASE_ARMOR_PLANS, formatUsd } from '@cosign/api'
import { AppLink } from '../components/AppLink.js'
import { Faq } from '../components/Faq.js'
import { useLivePrices } from '../components/useLivePrices.js'
import {
  BRAND_NAME,
  HOME_FAQ,
  LEASE_ARMOR_COVERAGE_RANGE,
  MAX_COSIGNER_FEE,
  PAID_SERVICES,
  PROCESSING_FEE,
} from '../content/site.js'
import { cityPath, mainCityOfEachState } from '../domain/cities.js'
import { TrustIsland } from '../trust/TrustIsland.js'
import { MatchingFeeNote } from '../components/MatchingFeeNote.js'

function ServicesGrid() {
  const prices = useLivePrices()
  return (
    <section className="mk-section" aria-labelledby="mk-services">
      <h2 id="mk-services">Our services</h2>
      <ul className="mk-grid">
        {PAID_SERVICES.map((service) => {
          const cents = prices?.get(service.serviceName)
          return (
            <li key={service.serviceName} className="mk-card">
              <h3>{service.title}</h3>
              <p>{service.text}</p>
              <p className="mk-price">{cents === undefined ? '' : formatUsd(cents)}</p>
            </li>
          )
        })}
        <li className="mk-card">
          <h3>Online contracts</h3>
          <p>Cosigners create the contract, both sides sign it online and payments run through PayPal.</p>
          <p className="mk-price">{PROCESSING_FEE} processing fee</p>
        </li>
        <li className="mk-card">
          <h3>Lease Armor protection</h3>
          <p>
            Optional rental protection for renters.{' '}
            <AppLink to="/lease-armor-pricing">Compare Lease Armor plans</AppLink>
          </p>
        </li>
      </ul>
    </section>
  )
}

export function HomePage() {
  const cities = mainCityOfEachState()
  return (
    <>
      <section className="mk-hero">
        <h1>Find a trusted lease cosigner, or earn by becoming one</h1>
        <p className="mk-lead">
          {BRAND_NAME} connects renters who need a cosigner for their lease with approved cosigners who back
          it for a fee. Sign online, pay securely, move in.
        </p>
        <div className="mk-actions">
          <AppLink className="mk-button" to="/renter">
            I Need a Cosigner
          </AppLink>
          <AppLink className="mk-button mk-button-secondary" to="/cosigner">
            I Want to Cosign
          </AppLink>
          <AppLink className="mk-button mk-button-secondary" to="/signup">
            Get Started
          </AppLink>
        </div>
      </section>

      <TrustIsland part="home-flow" />

      <ServicesGrid />

      <div className="mk-columns">
        <section className="mk-section" aria-labelledby="mk-renters">
          <h2 id="mk-renters">For renters</h2>
          <p>
            Landlord asking for a guarantor? Browse approved cosigners, compare their fees and request a
            match. You only sign once you have found the right person.
          </p>
          <AppLink to="/renter">How cosigning works for renters</AppLink>
        </section>
        <section className="mk-section" aria-labelledby="mk-cosigners">
          <h2 id="mk-cosigners">For cosigners</h2>
          <p>
            Good credit and steady income? Back leases for renters you choose and earn a fee of up to{' '}
            {MAX_COSIGNER_FEE} for each lease.
          </p>
          <AppLink to="/cosigner">How much cosigners earn</AppLink>
        </section>
      </div>

      <TrustIsland part="home-fees" />

      <MatchingFeeNote />

      <div className="mk-columns">
        <section className="mk-section" aria-labelledby="mk-guarantee">
          <h2 id="mk-guarantee">Cosigner Replacement Guarantee</h2>
          <p>
            If your cosigner cancels a contract you have already paid for, your payments become a credit
            toward a new contract with another approved cosigner, with no new platform fee.
          </p>
        </section>
        <section className="mk-section" aria-labelledby="mk-lease-armor">
          <h2 id="mk-lease-armor">Lease Armor rental protection</h2>
          <p>
            Add optional Lease Armor protection to your lease; some cosigners require it.{' '}
            {LEASE_ARMOR_PLANS.length} plans cover from {LEASE_ARMOR_COVERAGE_RANGE}.
          </p>
          <AppLink to="/lease-armor-pricing">See Lease Armor pricing</AppLink>
        </section>
      </div>

      <section className="mk-section" aria-labelledby="mk-cities">
        <h2 id="mk-cities">Find a cosigner in your city</h2>
        <ul className="mk-links">
          {cities.map((city) => (
            <li key={city.slug}>
              <AppLink to={cityPath(city)}>
                {city.name}, {city.stateAbbreviation}
              </AppLink>
            </li>
          ))}
        </ul>
        <div className="mk-actions">
          <a className="mk-button mk-button-secondary" href="/sitemap.xml" download="sitemap.xml">
            Download XML sitemap
          </a>
          <AppLink to="/sitemap">View all cities in the HTML sitemap</AppLink>
        </div>
      </section>

      <Faq items={HOME_FAQ} />
    </>
  )
}
