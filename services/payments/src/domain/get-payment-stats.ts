import type { PaymentStatsResponse } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { transactionRepository } from '../repositories/transaction-repository.js'

/**
 * Admin figures; the exact definitions are on PaymentStatsResponse (packages/api). A step 1 paid by a
 * replacement credit is a completed row with amount 0 and platform fee 0 (method credit): the money it stands
 * for is counted once, on the cancelled contract's step 1, so it adds nothing here.
 */
export async function getPaymentStats(db: Db, now = new Date()): Promise<PaymentStatsResponse> {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000)
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000)
  const row = await transactionRepository.stats(db, weekAgo, monthAgo)
  const n = (v: bigint) => Number(v)
  const platformFeesCents = n(row.platform_fees)
  const processingFeesCents = n(row.processing_fees)
  const serviceFeesCents = n(row.service_fees)
  return {
    totalCents: n(row.total),
    platformFeesCents,
    processingFeesCents,
    serviceFeesCents,
    cosignerPayoutsCents: n(row.payouts),
    platformRevenueCents: platformFeesCents + processingFeesCents + serviceFeesCents,
    upfrontCents: n(row.upfront),
    refundedCents: n(row.refunded),
    weeklyCents: n(row.weekly),
    monthlyCents: n(row.monthly),
    counts: {
      pending: n(row.pending),
      completed: n(row.completed),
      failed: n(row.failed),
      refunded: n(row.refunded_count),
    },
  }
}
