// Live service prices from the payments service (GET /api/payments/prices). Prices are never typed into the
// marketing pages: when the answer is missing or unreadable, the pages simply show no price.
import type { PriceListResponse } from '@cosign/api'

export const PRICES_URL = '/api/payments/prices'

export type PriceMap = ReadonlyMap<string, number>

/** Service name -> price in cents, from a `PriceListResponse`; anything malformed is left out. */
export function parsePrices(body: unknown): Map<string, number> {
  const prices = new Map<string, number>()
  const items = (body as Partial<PriceListResponse> | null)?.items
  if (!Array.isArray(items)) return prices
  for (const item of items) {
    if (!item || typeof item.name !== 'string' || item.isActive === false) continue
    if (Number.isSafeInteger(item.priceCents) && item.priceCents >= 0) prices.set(item.name, item.priceCents)
  }
  return prices
}

export async function fetchPrices(fetchImpl: typeof fetch = fetch): Promise<Map<string, number>> {
  try {
    const response = await fetchImpl(PRICES_URL, { headers: { accept: 'application/json' } })
    if (!response.ok) return new Map()
    return parsePrices(await response.json())
  } catch {
    return new Map()
  }
}
