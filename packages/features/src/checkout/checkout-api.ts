// Prices and checkout (payments service): every screen that shows a live price or starts a payment (the
// shell's checkout, the role apps' paid steps, the contract and ledger payments). Screens call these, never
// fetch themselves.
import { paymentEndpoints, type CheckoutRequest, type CheckoutResponse, type ServiceDto } from '@cosign/api'
import { useState } from 'react'
import { api, errorMessage, toast, useServerData, type ServerData } from '@cosign/ui'

export type PriceState =
  | { status: 'loading' }
  | { status: 'ready'; priceCents: number }
  | { status: 'unavailable' }
  | { status: 'error'; message: string; retry: () => void }

/** The platform's services and their live prices (public: no token needed). */
export async function fetchPrices(signal?: AbortSignal): Promise<ServiceDto[]> {
  return (await api.call(paymentEndpoints.listPrices, {}, { signal, auth: false })).items
}

/** The live price list, shared by every screen that shows a price (one read, cached for revisits). */
export function usePrices(): ServerData<ServiceDto[]> {
  return useServerData('payments.prices', fetchPrices)
}

/** The live price of a platform service (services table, edited by admins): screens never hard-code one. */
export function useServicePrice(serviceName: string): PriceState {
  const prices = usePrices()
  if (prices.status === 'ready') {
    const service = prices.data.find((item) => item.name === serviceName && item.isActive !== false)
    return service ? { status: 'ready', priceCents: service.priceCents } : { status: 'unavailable' }
  }
  if (prices.status === 'error')
    return { status: 'error', message: prices.message, retry: () => void prices.reload() }
  return { status: 'loading' }
}

/** Starts a checkout priced by the server; the caller checks the answer, then follows it (followCheckout). */
export function createCheckout(request: CheckoutRequest): Promise<CheckoutResponse> {
  return api.call(paymentEndpoints.startCheckout, { body: request })
}

/**
 * Starts a checkout priced by the server and sends the browser to the PayPal approval page. Resolves with the
 * checkout; when its approvalUrl is null (a replacement credit paid it) the browser stays and the payment is
 * already completed, so the caller reads its data again.
 */
export async function startCheckout(request: CheckoutRequest): Promise<CheckoutResponse> {
  const checkout = await createCheckout(request)
  followCheckout(checkout)
  return checkout
}

/** Sends the browser to PayPal when there is something to approve; true if it did. */
export function followCheckout(checkout: Pick<CheckoutResponse, 'approvalUrl'>): boolean {
  if (!checkout.approvalUrl) return false
  window.location.assign(checkout.approvalUrl)
  return true
}

/**
 * A Pay button's state: `pay` starts the checkout and goes to PayPal; when it fails, a toast says why and the
 * button comes back (`paying` is false again).
 */
export function useCheckout(): { paying: boolean; pay: (request: CheckoutRequest) => Promise<void> } {
  const [paying, setPaying] = useState(false)
  async function pay(request: CheckoutRequest) {
    setPaying(true)
    try {
      await startCheckout(request)
    } catch (err) {
      toast({ title: 'Payment Error', description: errorMessage(err), variant: 'error' })
      setPaying(false)
    }
  }
  return { paying, pay }
}
