import { AppLink } from '../components/AppLink.js'
import { LinkSection } from '../components/LinkSection.js'
import { US_STATES } from '../data/us-cities.js'
import { cityPath, citiesOfState, stateAnchor } from '../domain/cities.js'

const MAIN_PAGES = [
  { to: '/', label: 'Home' },
  { to: '/renter', label: 'For Renters' },
  { to: '/cosigner', label: 'For Cosigners' },
  { to: '/lease-armor-pricing', label: 'Lease Armor Pricing' },
  { to: '/listings', label: 'Browse Cosigners' },
  { to: '/signup', label: 'Sign Up' },
  { to: '/login', label: 'Log In' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/privacy', label: 'Privacy Policy' },
]

export function SitemapPage() {
  return (
    <>
      <section className="mk-hero">
        <h1>Sitemap</h1>
        <p className="mk-lead">
          Every page of the site, including a lease cosigner page for each city we serve.
        </p>
        <div className="mk-actions">
          <a className="mk-button mk-button-secondary" href="/sitemap.xml" download="sitemap.xml">
            Download XML sitemap
          </a>
        </div>
      </section>

      <LinkSection id="mk-main-pages" title="Main pages" links={MAIN_PAGES} />

      <section className="mk-section" aria-labelledby="mk-all-cities">
        <h2 id="mk-all-cities">Cities by state</h2>
        <div className="mk-states">
          {US_STATES.map(({ state }) => (
            <section key={state} aria-labelledby={stateAnchor(state)}>
              <h3 id={stateAnchor(state)}>{state}</h3>
              <ul>
                {citiesOfState(state).map((city) => (
                  <li key={city.slug}>
                    <AppLink to={cityPath(city)}>{city.name}</AppLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>
    </>
  )
}
