import { useCallback, useEffect, useState } from 'react'
import type { CheckoutRequest, CheckoutResponse, PriceListResponse } from '@cosign/contracts'
import { api } from '@cosign/ui'

export type PriceState =
  | { status: 'loading' }
  | { status: 'ready'; priceCents: number }
  | { status: 'unavailable' }
  | { status: 'error'; retry: () => void }

/** The live price of a platform service (services table, edited by admins): never hard-coded. */
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
        const service = items.find((item) => item.name === serviceName)
        setState(service ? { status: 'ready', priceCents: service.priceCents } : { status: 'unavailable' })
      })
      .catch((err: unknown) => {
        if ((err as { name?: string }).name !== 'AbortError') setState({ status: 'error', retry })
      })
    return () => controller.abort()
  }, [serviceName, attempt, retry])

  return state
}

/** Starts a checkout priced by the server and sends the browser to the PayPal approval page. */
export async function startCheckout(request: CheckoutRequest): Promise<void> {
  const { approvalUrl } = await api.post<CheckoutResponse>('/payments/checkout', request)
  window.location.assign(approvalUrl)
}
