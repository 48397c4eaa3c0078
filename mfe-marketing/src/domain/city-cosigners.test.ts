import { CITY_COSIGNERS_SHOWN, cityCosignersUrl, cityListingsPath, fetchCityCosigners, parseCityCosigners } from './city-cosigners.js'
import { matchCitySlug, type City } from './cities.js'

const austin = (matchCitySlug('austin-texas') as { city: City }).city
const cosigner = {
  kind: 'cosigner',
  id: 'p1',
  userId: 'u1',
  name: 'Maria G.',
  location: 'Austin, TX',
  creditTier: 'Gold',
  creditVerified: true,
  incomeBand: 'x',
  bioPreview: 'Private bio',
  feeType: 'one-time',
  totalFeeCents: 150_000,
  maxRentSupportCents: 300_000,
  requiresLeaseArmor: false,
}

it('asks the public listing for cosigners by "City, ST"', () => {
  expect(cityCosignersUrl(austin)).toBe(
    `/api/matching/listings?tab=cosigners&search=Austin%2C+TX&pageSize=${CITY_COSIGNERS_SHOWN}`,
  )
  expect(cityListingsPath(austin)).toBe('/listings?tab=cosigners&search=Austin%2C+TX')
})

it('keeps only what a visitor may see: short name, tier band, verified badge and fee', () => {
  const shown = parseCityCosigners({ items: [cosigner, { ...cosigner, kind: 'renter', id: 'r1' }], total: 7 })
  expect(shown).toEqual({
    items: [{ id: 'p1', name: 'Maria G.', tier: 'Gold credit (740–799)', verified: true, fee: '$1,500 one-time fee' }],
    total: 7,
  })
  expect(JSON.stringify(shown)).not.toContain('Private bio')
  expect(parseCityCosigners(null)).toEqual({ items: [], total: 0 })
})

it('fails on an error answer so the page can offer a retry', async () => {
  const failing = (async () => new Response('{}', { status: 503 })) as typeof fetch
  await expect(fetchCityCosigners(austin, failing)).rejects.toThrow('503')
  const ok = (async () => new Response(JSON.stringify({ items: [cosigner], total: 1 }))) as typeof fetch
  expect((await fetchCityCosigners(austin, ok)).items).toHaveLength(1)
})
