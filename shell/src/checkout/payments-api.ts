// The checkout screens' calls (payments service) besides prices and checkout (@cosign/features/checkout) and the
// history (listMyPayments, @cosign/ui/payment-history). Screens call these, never fetch themselves.
import type { CancelPaymentRequest, VerifyPaymentRequest, VerifyPaymentResponse } from '@cosign/api'
import { api } from '@cosign/ui'

/** Back from PayPal: the server captures the order and records the payment (idempotent). */
export const verifyPayment = async (body: VerifyPaymentRequest, signal?: AbortSignal) =>
  (await api.post<VerifyPaymentResponse>('/payments/verify', body, { signal })).payment

/** PayPal's Cancel: the payment is marked cancelled, and the server answers with it. */
export const recordCancel = async (body: CancelPaymentRequest, signal?: AbortSignal) =>
  (await api.post<VerifyPaymentResponse>('/payments/cancel', body, { signal })).payment
