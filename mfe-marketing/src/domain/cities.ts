import { POPULAR_STATES, US_STATES, type StateCities } from '../data/us-cities.js'

export const OTHER_CITIES_MAX = 6
export const POPULAR_STATES_MAX = 4

export interface City {
  name: string
  state: string
  stateAbbreviation: string
  /** Canonical `city-state` slug, e.g. `san-diego-california`. */
  slug: string
  /** The `state-city` order, answered with a permanent redirect to `slug`. */
  reverseSlug: string
}

/** Lowercase, periods and apostrophes removed, spaces to hyphens: "St. Louis" -> "st-louis", "Coeur d'Alene" -> "coeur-dalene". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[.'\u2019]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
}

export function citySlug(city: string, state: string): string {
  return `${slugify(city)}-${slugify(state)}`
}

export function cityPath(city: Pick<City, 'slug'>): string {
  return `/city/${city.slug}`
}

/** A link to a city's page, named "City, ST". */
export function cityLink(city: City): { to: string; label: string } {
  return { to: cityPath(city), label: `${city.name}, ${city.stateAbbreviation}` }
}

export function stateAnchor(state: string): string {
  return `state-${slugify(state)}`
}

function toCities(entry: StateCities): City[] {
  return entry.cities.map((name) => ({
    name,
    state: entry.state,
    stateAbbreviation: entry.abbreviation,
    slug: citySlug(name, entry.state),
    reverseSlug: `${slugify(entry.state)}-${slugify(name)}`,
  }))
}

/** Every city page, in state order then list order. */
export const ALL_CITIES: readonly City[] = US_STATES.flatMap(toCities)

const bySlug = new Map(ALL_CITIES.map((city) => [city.slug, city]))
// A reverse slug that happens to equal a canonical one (city named like its state) is simply canonical.
const byReverseSlug = new Map(
  ALL_CITIES.filter((c) => !bySlug.has(c.reverseSlug)).map((c) => [c.reverseSlug, c]),
)

export type CitySlugMatch =
  { kind: 'city'; city: City } | { kind: 'redirect'; city: City } | { kind: 'unknown' }

/**
 * Resolves a `/city/{slug}` segment. Both city and state names contain hyphens, so the slug is never split:
 * it is looked up among the known canonical and reversed slugs, and anything else is unknown.
 */
export function matchCitySlug(slug: string): CitySlugMatch {
  const city = bySlug.get(slug)
  if (city) return { kind: 'city', city }
  const reversed = byReverseSlug.get(slug)
  if (reversed) return { kind: 'redirect', city: reversed }
  return { kind: 'unknown' }
}

/** `state-city` slug -> canonical `city-state` slug, for the server's 301 answers. */
export function cityRedirects(): Record<string, string> {
  return Object.fromEntries([...byReverseSlug].map(([reverse, city]) => [reverse, city.slug]))
}

export function citiesOfState(state: string): City[] {
  return ALL_CITIES.filter((city) => city.state === state)
}

/** Up to 6 other cities of the same state, in list order. */
export function otherCitiesInState(city: City): City[] {
  return citiesOfState(city.state)
    .filter((other) => other.slug !== city.slug)
    .slice(0, OTHER_CITIES_MAX)
}

export interface PopularState {
  state: string
  /** The state's first (largest) city: where the state link leads. */
  mainCity: City
}

/** Up to 4 of the popular states, in their fixed order, never the current one. */
export function popularStatesFor(currentState: string | null): PopularState[] {
  return POPULAR_STATES.filter((state) => state !== currentState)
    .slice(0, POPULAR_STATES_MAX)
    .map((state) => ({ state, mainCity: citiesOfState(state)[0] }))
}

/** One link per state to its main city (the home page's city list). */
export function mainCityOfEachState(): City[] {
  return US_STATES.map((entry) => bySlug.get(citySlug(entry.cities[0], entry.state)) as City)
}
