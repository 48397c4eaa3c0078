import { AppLink } from '../components/AppLink.js'
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

      <section className="mk-section" aria-labelledby="mk-main-pages">
        <h2 id="mk-main-pages">Main pages</h2>
        <ul className="mk-links">
          {MAIN_PAGES.map((page) => (
            <li key={page.to}>
              <AppLink to={page.to}>{page.label}</AppLink>
            </li>
          ))}
        </ul>
      </section>

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
