import { useServerData } from '@cosign/ui'
import { fetchPrices, type PriceMap } from '../domain/prices.js'

/**
 * Service prices (null until read, and always null when rendered on the server): read after mount, shown at once
 * from the shared cache when a page is opened again.
 */
export function useLivePrices(): PriceMap | null {
  const prices = useServerData('marketing.prices', (signal) =>
    fetchPrices((input, init) => fetch(input, { ...init, signal })),
  )
  return prices.status === 'ready' ? prices.data : null
}
