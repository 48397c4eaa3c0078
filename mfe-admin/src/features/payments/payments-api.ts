// The admin Payments tab's calls (payments service; Lease Armor enrolments from matching). Screens call these, never fetch themselves.
import { matchingEndpoints, paymentEndpoints } from '@cosign/api'
import { api } from '@cosign/ui'

/** Sums of completed payments, refunds and fees (no invented figures). */
export const fetchPaymentStats = (signal?: AbortSignal) =>
  api.call(paymentEndpoints.getPaymentStats, {}, { signal })

/** Every renter's replacement credits (a cancelled contract's payments, kept toward another cosigner). */
export const fetchReplacementCredits = async (signal?: AbortSignal) =>
  (await api.call(paymentEndpoints.listCredits, {}, { signal })).items

/** Current Lease Armor enrolments counted by plan. */
export const fetchLeaseArmorSummary = (signal?: AbortSignal) =>
  api.call(matchingEndpoints.summarizeLeaseArmorEnrollments, {}, { signal })

/** Completed payments per week and per month (the tab's charts). */
export const fetchPaymentSeries = (signal?: AbortSignal) =>
  api.call(paymentEndpoints.getPaymentSeries, {}, { signal })
