import { useEffect, useState } from 'react'
import { fetchPrices, type PriceMap } from '../domain/prices.js'

let lastPrices: PriceMap | null = null

/** Service prices fetched after mount (null until then, and always null when rendered on the server). */
export function useLivePrices(): PriceMap | null {
  const [prices, setPrices] = useState<PriceMap | null>(null)
  useEffect(() => {
    let active = true
    if (lastPrices) setPrices(lastPrices)
    void fetchPrices().then((fresh) => {
      lastPrices = fresh
      if (active) setPrices(fresh)
    })
    return () => {
      active = false
    }
  }, [])
  return prices
}
