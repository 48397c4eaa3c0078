import { useCallback, useEffect, useState } from 'react'
import type { CheckoutRequest, CheckoutResponse, PriceListResponse } from '@cosign/api'
import { errorMessage } from './api/api-error.js'
import { api } from './instance.js'

export type PriceState =
  | { status: 'loading' }
  | { status: 'ready'; priceCents: number }
  | { status: 'unavailable' }
  | { status: 'error'; message: string; retry: () => void }

/** The live price of a platform service (services table, edited by admins): screens never hard-code one. */
export function useServicePrice(serviceName: string): PriceState {
  const [state, setState] = useState<PriceState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const retry = useCallback(() => setAttempt((n) => n + 1), [])

  useEffect(() => {
    const controller = new AbortController()
    setState({ status: 'loading' })
    api
      .get<PriceListResponse>('/payments/prices', { signal: controller.signal, auth: false })
      .then(({ items }) => {
        const service = items.find((item) => item.name === serviceName && item.isActive !== false)
        setState(service ? { status: 'ready', priceCents: service.priceCents } : { status: 'unavailable' })
      })
      .catch((err: unknown) => {
        if ((err as { name?: string }).name !== 'AbortError')
          setState({ status: 'error', message: errorMessage(err), retry })
      })
    return () => controller.abort()
  }, [serviceName, attempt, retry])

  return state
}

/**
 * Starts a checkout priced by the server and sends the browser to the PayPal approval page. Resolves with the
 * checkout; when its approvalUrl is null (a replacement credit paid it) the browser stays and the payment is
 * already completed, so the caller reads its data again.
 */
export async function startCheckout(request: CheckoutRequest): Promise<CheckoutResponse> {
  const checkout = await api.post<CheckoutResponse>('/payments/checkout', request)
  followCheckout(checkout)
  return checkout
}

/** Sends the browser to PayPal when there is something to approve; true if it did. */
export function followCheckout(checkout: Pick<CheckoutResponse, 'approvalUrl'>): boolean {
  if (!checkout.approvalUrl) return false
  window.location.assign(checkout.approvalUrl)
  return true
}
