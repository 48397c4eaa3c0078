import type { ReactNode } from 'react'
import { Alert, LoadErrorAlert } from '@cosign/ui'
import type { PriceState } from './checkout-api.js'

/** A paid step's buttons, once its live price is known: why not when the price failed to load or the service is off. */
export function PriceGate({ price, children }: { price: PriceState; children: ReactNode }) {
  if (price.status === 'error')
    return (
      <LoadErrorAlert
        title="Could not load the price"
        onRetry={price.retry}
        retryLabel="Try Again"
        retryPlacement="inside"
        retrySize="sm"
      />
    )
  if (price.status === 'unavailable')
    return <Alert variant="error">This service is not available right now.</Alert>
  return <>{children}</>
}
