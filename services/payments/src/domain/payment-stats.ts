import type { PaymentStatsResponse } from '@cosign/api'
import type { Db } from '../repositories/db.js'

interface StatsRow {
  total: bigint
  platform_fees: bigint
  processing_fees: bigint
  service_fees: bigint
  payouts: bigint
  upfront: bigint
  refunded: bigint
  weekly: bigint
  monthly: bigint
  pending: bigint
  completed: bigint
  failed: bigint
  refunded_count: bigint
}

/**
 * Admin figures; the exact definitions are on PaymentStatsResponse (packages/api). A step 1 paid by a
 * replacement credit is a completed row with amount 0 and platform fee 0 (method credit): the money it stands
 * for is counted once, on the cancelled contract's step 1, so it adds nothing here.
 */
export async function paymentStats(db: Db, now = new Date()): Promise<PaymentStatsResponse> {
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000)
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000)
  const [row] = await db.$queryRaw<StatsRow[]>`
    SELECT
      COALESCE(SUM(amount_cents) FILTER (WHERE status = 'completed'), 0) AS total,
      COALESCE(SUM(platform_fee_cents) FILTER (WHERE status = 'completed' AND purpose IN ('contract_platform_fee', 'contract_installment')), 0) AS platform_fees,
      COALESCE(SUM(amount_cents - platform_fee_cents) FILTER (WHERE status = 'completed' AND purpose = 'contract_platform_fee'), 0) AS processing_fees,
      COALESCE(SUM(amount_cents) FILTER (WHERE status = 'completed' AND purpose IN ('profile_creation', 'unlock_contact', 'match_request')), 0) AS service_fees,
      COALESCE(SUM(amount_cents) FILTER (WHERE status = 'completed' AND purpose = 'contract_cosigner_payment'), 0)
        + COALESCE(SUM(amount_cents - platform_fee_cents) FILTER (WHERE status = 'completed' AND purpose = 'contract_installment'), 0) AS payouts,
      COALESCE(SUM(amount_cents) FILTER (WHERE status = 'completed' AND purpose IN ('contract_platform_fee', 'contract_cosigner_payment')), 0) AS upfront,
      COALESCE(SUM(amount_cents) FILTER (WHERE status = 'refunded'), 0) AS refunded,
      COALESCE(SUM(amount_cents) FILTER (WHERE status = 'completed' AND completed_at >= ${weekAgo}), 0) AS weekly,
      COALESCE(SUM(amount_cents) FILTER (WHERE status = 'completed' AND completed_at >= ${monthAgo}), 0) AS monthly,
      COUNT(*) FILTER (WHERE status = 'pending') AS pending,
      COUNT(*) FILTER (WHERE status = 'completed') AS completed,
      COUNT(*) FILTER (WHERE status = 'failed') AS failed,
      COUNT(*) FILTER (WHERE status = 'refunded') AS refunded_count
    FROM payments`
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
