// The payment screens' calls (payments service) besides prices and checkout, which are @cosign/ui's
// (usePrices, createCheckout). Screens call these, never fetch themselves.
import type {
  CancelPaymentRequest,
  PaymentListResponse,
  VerifyPaymentRequest,
  VerifyPaymentResponse,
} from '@cosign/api'
import { api } from '@cosign/ui'

/** The signed-in user's payments, newest first (`limit`: only the newest few). */
export const listMyPayments = async (query: { limit?: number } = {}, signal?: AbortSignal) =>
  (await api.get<PaymentListResponse>('/payments/payments/mine', { query, signal })).items

/** Back from PayPal: the server captures the order and records the payment (idempotent). */
export const verifyPayment = async (body: VerifyPaymentRequest, signal?: AbortSignal) =>
  (await api.post<VerifyPaymentResponse>('/payments/verify', body, { signal })).payment

/** PayPal's Cancel: the payment is marked cancelled, and the server answers with it. */
export const recordCancel = async (body: CancelPaymentRequest, signal?: AbortSignal) =>
  (await api.post<VerifyPaymentResponse>('/payments/cancel', body, { signal })).payment
