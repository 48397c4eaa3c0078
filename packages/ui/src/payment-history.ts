// The signed-in user's payment history: the shell's checkout screens list it, and the renter app reads it to
// know what was already paid (matching, profile unlocks). Screens call this, never fetch themselves.
import type { PaymentListResponse } from '@cosign/api'
// Through the package root: a subpath of @cosign/ui (`payment-history`), bundled by its callers; the API client
// stays the shared singleton's (one session per page).
import { api } from '@cosign/ui'

/** The signed-in user's payments, newest first (`limit`: only the newest few). */
export const listMyPayments = async (query: { limit?: number } = {}, signal?: AbortSignal) =>
  (await api.get<PaymentListResponse>('/payments/payments/mine', { query, signal })).items
