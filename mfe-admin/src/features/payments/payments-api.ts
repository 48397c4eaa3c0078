// The admin Payments tab's calls (payments service). Screens call these, never fetch themselves.
import { paymentEndpoints } from '@cosign/api'
import { api } from '@cosign/ui'

/** Sums of completed payments, refunds and fees (no invented figures). */
export const fetchPaymentStats = (signal?: AbortSignal) =>
  api.call(paymentEndpoints.getPaymentStats, {}, { signal })

/** Every renter's replacement credits (a cancelled contract's payments, kept toward another cosigner). */
export const fetchReplacementCredits = async (signal?: AbortSignal) =>
  (await api.call(paymentEndpoints.listCredits, {}, { signal })).items
