// The signed-in user's payment history: the shell's checkout screens list it, and the renter app reads it to
// know what was already paid (matching, profile unlocks). Screens call this, never fetch themselves.
import type { PaymentListResponse } from '@cosign/api'
import { api } from './instance.js'

/** The signed-in user's payments, newest first (`limit`: only the newest few). */
export const listMyPayments = async (query: { limit?: number } = {}, signal?: AbortSignal) =>
  (await api.get<PaymentListResponse>('/payments/payments/mine', { query, signal })).items
