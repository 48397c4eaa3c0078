import { POPULAR_STATES, US_STATES } from '../data/us-cities.js'
import {
  ALL_CITIES,
  OTHER_CITIES_MAX,
  POPULAR_STATES_MAX,
  cityRedirects,
  citySlug,
  matchCitySlug,
  otherCitiesInState,
  popularStatesFor,
  slugify,
  type City,
} from './cities.js'

function city(slug: string): City {
  const match = matchCitySlug(slug)
  if (match.kind !== 'city') throw new Error(`${slug} is not a canonical city slug`)
  return match.city
}

describe('slugify', () => {
  it.each([
    ['San Diego', 'san-diego'],
    ['New York City', 'new-york-city'],
    ['St. Louis', 'st-louis'],
    ["Coeur d'Alene", 'coeur-dalene'],
    ['Coeur d\u2019Alene', 'coeur-dalene'],
    ["O'Fallon", 'ofallon'],
    ['Winston-Salem', 'winston-salem'],
    ['Wilkes-Barre', 'wilkes-barre'],
    ['District of Columbia', 'district-of-columbia'],
    ['  Salt   Lake City ', 'salt-lake-city'],
  ])('%s -> %s', (name, slug) => {
    expect(slugify(name)).toBe(slug)
  })

  it('joins city and state in city-state order', () => {
    expect(citySlug('San Diego', 'California')).toBe('san-diego-california')
    expect(citySlug('St. Louis', 'Missouri')).toBe('st-louis-missouri')
    expect(citySlug('Washington', 'District of Columbia')).toBe('washington-district-of-columbia')
  })
})

describe('matchCitySlug', () => {
  it('finds canonical city-state slugs, including names with periods, apostrophes and hyphens', () => {
    expect(city('san-diego-california')).toMatchObject({ name: 'San Diego', state: 'California' })
    expect(city('st-louis-missouri')).toMatchObject({ name: 'St. Louis', state: 'Missouri' })
    expect(city('coeur-dalene-idaho')).toMatchObject({ name: "Coeur d'Alene", state: 'Idaho' })
    expect(city('winston-salem-north-carolina')).toMatchObject({
      name: 'Winston-Salem',
      state: 'North Carolina',
    })
    expect(city('charleston-west-virginia').state).toBe('West Virginia')
    expect(city('charleston-south-carolina').state).toBe('South Carolina')
    expect(city('kansas-city-kansas').state).toBe('Kansas')
    expect(city('kansas-city-missouri').state).toBe('Missouri')
  })

  it('answers the state-city order with a redirect to the canonical slug', () => {
    expect(matchCitySlug('california-san-diego')).toEqual({
      kind: 'redirect',
      city: city('san-diego-california'),
    })
    expect(matchCitySlug('missouri-st-louis')).toEqual({ kind: 'redirect', city: city('st-louis-missouri') })
    expect(matchCitySlug('west-virginia-charleston')).toEqual({
      kind: 'redirect',
      city: city('charleston-west-virginia'),
    })
    expect(matchCitySlug('north-carolina-winston-salem')).toEqual({
      kind: 'redirect',
      city: city('winston-salem-north-carolina'),
    })
    expect(cityRedirects()['idaho-coeur-dalene']).toBe('coeur-dalene-idaho')
  })

  it.each([
    'atlantis-california',
    'san-diego',
    'california',
    '',
    'San-Diego-California',
    'san-diego-california-',
    'san_diego_california',
    'st.-louis-missouri',
    "coeur-d'alene-idaho",
    'san-diego-texas',
  ])('treats %j as unknown', (slug) => {
    expect(matchCitySlug(slug)).toEqual({ kind: 'unknown' })
  })
})

describe('the states -> cities list', () => {
  it('covers the 50 states and the District of Columbia with 3 to 7 distinct cities each', () => {
    expect(US_STATES).toHaveLength(51)
    expect(new Set(US_STATES.map((s) => s.state)).size).toBe(51)
    expect(US_STATES.map((s) => s.state)).toContain('District of Columbia')
    for (const { state, cities } of US_STATES) {
      expect([state, cities.length >= 3 && cities.length <= 7]).toEqual([state, true])
      expect(new Set(cities).size).toBe(cities.length)
    }
  })

  it('gives every city a unique slug, and no state-city slug collides with another city', () => {
    const slugs = ALL_CITIES.map((c) => c.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const c of ALL_CITIES) {
      const match = matchCitySlug(c.reverseSlug)
      expect(match.kind === 'city' ? match.city : match.kind === 'redirect' ? match.city : null).toBe(c)
    }
  })
})

describe('city page selection rules', () => {
  it('lists up to 6 other cities of the same state, in list order, never the city itself', () => {
    const la = city('los-angeles-california')
    const others = otherCitiesInState(la)
    expect(others.map((c) => c.name)).toEqual([
      'San Diego',
      'San Jose',
      'San Francisco',
      'Sacramento',
      'Fresno',
      'Oakland',
    ])
    expect(others).toHaveLength(OTHER_CITIES_MAX)

    const oakland = otherCitiesInState(city('oakland-california'))
    expect(oakland.map((c) => c.name)).toEqual([
      'Los Angeles',
      'San Diego',
      'San Jose',
      'San Francisco',
      'Sacramento',
      'Fresno',
    ])

    expect(otherCitiesInState(city('juneau-alaska')).map((c) => c.name)).toEqual(['Anchorage', 'Fairbanks'])
    for (const c of ALL_CITIES) {
      const list = otherCitiesInState(c)
      expect(list.length).toBeLessThanOrEqual(OTHER_CITIES_MAX)
      expect(list).not.toContain(c)
      expect(list.every((o) => o.state === c.state)).toBe(true)
    }
  })

  it('lists up to 4 popular states, in their order, excluding the current one', () => {
    const states = (current: string | null) => popularStatesFor(current).map((p) => p.state)
    expect(states('California')).toEqual(['Texas', 'Florida', 'New York', 'Illinois'])
    expect(states('Illinois')).toEqual(['California', 'Texas', 'Florida', 'New York'])
    expect(states('Ohio')).toEqual(['California', 'Texas', 'Florida', 'New York'])
    expect(states(null)).toHaveLength(POPULAR_STATES_MAX)
    for (const state of POPULAR_STATES) expect(states(state)).not.toContain(state)
    expect(popularStatesFor('Ohio')[0].mainCity).toBe(city('los-angeles-california'))
  })
})
