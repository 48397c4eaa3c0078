import { LEASE_ARMOR_PLANS } from '@cosign/api'
import { formatUsd } from '@cosign/ui'
import { AppLink } from '../components/AppLink.js'
import { Hero, RoleChoiceLinks } from '../components/Hero.js'
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
import { cityLink, mainCityOfEachState } from '../domain/cities.js'
import { LinkSection, TextSection } from '../components/LinkSection.js'
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
      <Hero
        title="Find a trusted lease cosigner, or earn by becoming one"
        actions={
          <>
            <RoleChoiceLinks />
            <AppLink className="mk-button mk-button-secondary" to="/signup">
              Get Started
            </AppLink>
          </>
        }
      >
        {BRAND_NAME} connects renters who need a cosigner for their lease with approved cosigners who back it for
        a fee. Sign online, pay securely, move in.
      </Hero>

      <TrustIsland part="home-flow" />

      <ServicesGrid />

      <div className="mk-columns">
        <TextSection
          id="mk-renters"
          title="For renters"
          more={{ to: '/renter', label: 'How cosigning works for renters' }}
        >
          Landlord asking for a guarantor? Browse approved cosigners, compare their fees and request a match.
          You only sign once you have found the right person.
        </TextSection>
        <TextSection id="mk-cosigners" title="For cosigners" more={{ to: '/cosigner', label: 'How much cosigners earn' }}>
          Good credit and steady income? Back leases for renters you choose and earn a fee of up to{' '}
          {MAX_COSIGNER_FEE} for each lease.
        </TextSection>
      </div>

      <TrustIsland part="home-fees" />

      <MatchingFeeNote />

      <div className="mk-columns">
        <TextSection id="mk-guarantee" title="Cosigner Replacement Guarantee">
          If your cosigner cancels a contract you have already paid for, your payments become a credit toward a
          new contract with another approved cosigner, with no new platform fee.
        </TextSection>
        <TextSection
          id="mk-lease-armor"
          title="Lease Armor rental protection"
          more={{ to: '/lease-armor-pricing', label: 'See Lease Armor pricing' }}
        >
          Add optional Lease Armor protection to your lease; some cosigners require it.{' '}
          {LEASE_ARMOR_PLANS.length} plans cover from {LEASE_ARMOR_COVERAGE_RANGE}.
        </TextSection>
      </div>

      <LinkSection id="mk-cities" title="Find a cosigner in your city" links={cities.map(cityLink)}>
        <div className="mk-actions">
          <a className="mk-button mk-button-secondary" href="/sitemap.xml" download="sitemap.xml">
            Download XML sitemap
          </a>
          <AppLink to="/sitemap">View all cities in the HTML sitemap</AppLink>
        </div>
      </LinkSection>

      <Faq items={HOME_FAQ} />
    </>
  )
}
