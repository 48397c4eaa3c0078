import { useEffect } from 'react'
import { useServerData } from '@cosign/ui'
import { AppLink, redirectInApp } from '../components/AppLink.js'
import { Hero, RoleChoiceLinks } from '../components/Hero.js'
import { TrustIsland } from '../trust/TrustIsland.js'
import { cityListingsPath, fetchCityCosigners } from '../domain/city-cosigners.js'
import { LinkSection } from '../components/LinkSection.js'
import { MAX_COSIGNER_FEE, PROCESSING_FEE } from '../content/site.js'
import { cityLink, cityPath, matchCitySlug, otherCitiesInState, popularStatesFor, type City } from '../domain/cities.js'
import { NotFoundPage } from './NotFoundPage.js'

/**
 * The approved cosigners listed in the city, read in the browser after the page shows (the pre-rendered page
 * carries the loading line): loading, none yet, failed with a retry, or cards and how many there are in all.
 */
function CityCosignersSection({ city }: { city: City }) {
  const cosigners = useServerData(['marketing.cityCosigners', city.slug], (signal) =>
    fetchCityCosigners(city, (input, init) => fetch(input, { ...init, signal })),
  )
  const all = cityListingsPath(city)
  const data = cosigners.status === 'ready' ? cosigners.data : undefined
  return (
    <section className="mk-section" aria-labelledby="mk-city-cosigners" aria-busy={cosigners.status === 'loading'}>
      <h2 id="mk-city-cosigners">Cosigners available in {city.name}</h2>
      {cosigners.status === 'loading' ? (
        <p role="status">Looking for approved cosigners in {city.name}…</p>
      ) : cosigners.status === 'error' ? (
        <div role="alert">
          <p>We could not load the cosigners in {city.name} just now.</p>
          <button type="button" className="mk-button mk-button-secondary" onClick={() => void cosigners.reload()}>
            Try again
          </button>
        </div>
      ) : !data ? null : data.total === 0 ? (
        <>
          <p>
            No approved cosigner lists {city.name} yet. Cosigners elsewhere can back leases here too: browse them
            all, or be the first in {city.name}.
          </p>
          <div className="mk-actions">
            <AppLink className="mk-button" to="/listings?tab=cosigners">
              Browse All Cosigners
            </AppLink>
            <AppLink className="mk-button mk-button-secondary" to="/signup?type=cosigner">
              Become a Cosigner
            </AppLink>
          </div>
        </>
      ) : (
        <>
          <p className="mk-fact" data-testid="city-cosigner-count">
            <strong>{data.total}</strong> approved{' '}
            {data.total === 1 ? 'cosigner lists' : 'cosigners list'} {city.name}, {city.stateAbbreviation}.
          </p>
          <ul className="mk-cosigner-cards">
            {data.items.map((item) => (
              <li key={item.id}>
                <h3>{item.name}</h3>
                <p>
                  {item.tier}
                  {item.verified ? ', verified' : ''}
                </p>
                <p>{item.fee}</p>
              </li>
            ))}
          </ul>
          <div className="mk-actions">
            <AppLink className="mk-button" to={all}>
              See Cosigners in {city.name}
            </AppLink>
          </div>
        </>
      )}
    </section>
  )
}

export function CityContent({ city }: { city: City }) {
  const place = `${city.name}, ${city.state}`
  const others = otherCitiesInState(city)
  const popular = popularStatesFor(city.state)
  return (
    <>
      <nav aria-label="Breadcrumb" className="mk-breadcrumbs">
        <ol>
          <li>
            <AppLink to="/">Home</AppLink>
          </li>
          <li>
            <AppLink to="/sitemap">Cities</AppLink>
          </li>
          <li>
            <span aria-current="page">{place}</span>
          </li>
        </ol>
      </nav>
      <Hero title={<>Find a lease cosigner in {place}</>} actions={<RoleChoiceLinks />}>
        Renting in {city.name}? Landlords often ask for a guarantor when your credit or income history is short.
        Match with an approved cosigner and get your application approved.
      </Hero>

      <CityCosignersSection city={city} />

      <TrustIsland part="city-how" />

      <section className="mk-section" aria-labelledby="mk-city-how">
        <h2 id="mk-city-how">How cosigning works in {city.name}</h2>
        <p>
          Browse cosigners, request a match and sign your cosigning agreement online. Cosigners set their own
          fee, never more than {MAX_COSIGNER_FEE} per lease, and renters pay a one-time {PROCESSING_FEE}{' '}
          processing fee. Cosigners in {city.state} can earn by backing leases for local renters.
        </p>
      </section>

      {others.length > 0 && (
        <LinkSection id="mk-city-others" title={`Other cities in ${city.state}`} links={others.map(cityLink)} />
      )}

      <LinkSection
        id="mk-city-popular"
        title="Popular states"
        links={popular.map(({ state, mainCity }) => ({ to: cityPath(mainCity), label: `Cosigners in ${state}` }))}
      />
    </>
  )
}

/** `/city/{slug}`: the city page; the state-city order shows the same page and corrects the URL. */
export function CityPage({ slug }: { slug: string }) {
  const match = matchCitySlug(slug)
  const canonical = match.kind === 'unknown' ? null : cityPath(match.city)
  useEffect(() => {
    if (match.kind === 'redirect' && canonical) redirectInApp(canonical)
  }, [match.kind, canonical])
  if (match.kind === 'unknown') return <NotFoundPage />
  return <CityContent city={match.city} />
}
