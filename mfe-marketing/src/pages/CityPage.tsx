import { useEffect } from 'react'
import { AppLink, redirectInApp } from '../components/AppLink.js'
import { MAX_COSIGNER_FEE, PROCESSING_FEE } from '../content/site.js'
import { cityPath, matchCitySlug, otherCitiesInState, popularStatesFor, type City } from '../domain/cities.js'
import { NotFoundPage } from './NotFoundPage.js'

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
      <section className="mk-hero">
        <h1>Find a lease cosigner in {place}</h1>
        <p className="mk-lead">
          Renting in {city.name}? Landlords often ask for a guarantor when your credit or income history is
          short. Match with an approved cosigner and get your application approved.
        </p>
        <div className="mk-actions">
          <AppLink className="mk-button" to="/renter">
            I Need a Cosigner
          </AppLink>
          <AppLink className="mk-button mk-button-secondary" to="/cosigner">
            I Want to Cosign
          </AppLink>
        </div>
      </section>

      <section className="mk-section" aria-labelledby="mk-city-how">
        <h2 id="mk-city-how">How cosigning works in {city.name}</h2>
        <p>
          Browse cosigners, request a match and sign your cosigning agreement online. Cosigners set their own
          fee, never more than {MAX_COSIGNER_FEE} per lease, and renters pay a one-time {PROCESSING_FEE}{' '}
          processing fee. Cosigners in {city.state} can earn by backing leases for local renters.
        </p>
      </section>

      {others.length > 0 && (
        <section className="mk-section" aria-labelledby="mk-city-others">
          <h2 id="mk-city-others">Other cities in {city.state}</h2>
          <ul className="mk-links">
            {others.map((other) => (
              <li key={other.slug}>
                <AppLink to={cityPath(other)}>
                  {other.name}, {other.stateAbbreviation}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="mk-section" aria-labelledby="mk-city-popular">
        <h2 id="mk-city-popular">Popular states</h2>
        <ul className="mk-links">
          {popular.map(({ state, mainCity }) => (
            <li key={state}>
              <AppLink to={cityPath(mainCity)}>Cosigners in {state}</AppLink>
            </li>
          ))}
        </ul>
      </section>
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
