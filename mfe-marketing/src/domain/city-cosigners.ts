// The cosigners listed in a city, for its page: the public listing (GET /api/matching/listings), searched by
// "City, ST" (listing search covers "first last location", and no name holds a comma), only what a visitor may
// see there today: first name and last initial, credit tier band, verified badge, fee.
import { CREDIT_TIER_RANGES, type CosignerListing, type ListingsResponse } from '@cosign/api'
import { formatWholeUsd } from '@cosign/ui'
import type { City } from './cities.js'

export const LISTINGS_URL = '/api/matching/listings'
/** How many cards a city page shows; the rest are a link away (the listings page, same search). */
export const CITY_COSIGNERS_SHOWN = 6

export interface CityCosigner {
  id: string
  name: string
  tier: string
  verified: boolean
  fee: string
}

export interface CityCosigners {
  items: CityCosigner[]
  /** Every approved cosigner listed in the city (the listing's total). */
  total: number
}

export function cityLocation(city: Pick<City, 'name' | 'stateAbbreviation'>): string {
  return `${city.name}, ${city.stateAbbreviation}`
}

export function cityCosignersUrl(city: Pick<City, 'name' | 'stateAbbreviation'>): string {
  const query = new URLSearchParams({ tab: 'cosigners', search: cityLocation(city), pageSize: String(CITY_COSIGNERS_SHOWN) })
  return `${LISTINGS_URL}?${query}`
}

/** The listings page with the same search, for "see them all". */
export function cityListingsPath(city: Pick<City, 'name' | 'stateAbbreviation'>): string {
  return `/listings?${new URLSearchParams({ tab: 'cosigners', search: cityLocation(city) })}`
}

function feeText(item: CosignerListing): string {
  const fee = formatWholeUsd(item.totalFeeCents)
  return item.feeType === 'setup-monthly' ? `${fee} in total, monthly` : `${fee} one-time fee`
}

/** Cards from a ListingsResponse; renters (never asked for) and malformed items are left out. */
export function parseCityCosigners(body: unknown): CityCosigners {
  const reply = body as Partial<ListingsResponse> | null
  const items = (Array.isArray(reply?.items) ? reply.items : [])
    .filter(
      (item): item is CosignerListing =>
        !!item && item.kind === 'cosigner' && typeof item.name === 'string' && Number.isSafeInteger(item.totalFeeCents),
    )
    .map((item) => ({
      id: item.id,
      name: item.name,
      tier: item.creditTier ? `${item.creditTier} credit (${CREDIT_TIER_RANGES[item.creditTier]})` : 'No credit score yet',
      verified: item.creditVerified === true,
      fee: feeText(item),
    }))
  return { items, total: Number.isSafeInteger(reply?.total) ? (reply!.total as number) : items.length }
}

/** Throws on a failed answer (the page shows its error state and a retry). */
export async function fetchCityCosigners(city: City, fetchImpl: typeof fetch = fetch): Promise<CityCosigners> {
  const response = await fetchImpl(cityCosignersUrl(city), { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`listings answered ${response.status}`)
  return parseCityCosigners(await response.json())
}
