// Figures shown on the marketing pages, derived from the same money constants the payments service uses.
import { MAX_COSIGNER_FEE_CENTS, splitContractFee } from './money.js'

export interface CosignerEarningsExample {
  renters: number
  /** What each renter pays: a one-time fee, or a monthly fee when `months` is set. */
  feeCents: number
  months: number | null
}

/** The spec's five earnings examples (product.md, "Marketing details"). */
export const COSIGNER_EARNINGS_EXAMPLES: readonly CosignerEarningsExample[] = [
  { renters: 1, feeCents: 200000, months: null },
  { renters: 3, feeCents: 200000, months: null },
  { renters: 5, feeCents: MAX_COSIGNER_FEE_CENTS, months: null },
  { renters: 3, feeCents: 20000, months: 12 },
  { renters: 5, feeCents: 15000, months: 12 },
]

export interface CosignerEarnings {
  /** Total fee of one renter's contract (monthly fee x months for monthly examples). */
  perRenterCents: number
  /** What all renters pay together: the figure the spec quotes. */
  totalCents: number
  /** The platform's 15 %, taken from the cosigner payout. */
  platformFeeCents: number
  /** What the cosigner receives. */
  payoutCents: number
}

export function cosignerEarnings(example: CosignerEarningsExample): CosignerEarnings {
  const perRenterCents = example.feeCents * (example.months ?? 1)
  const split = splitContractFee(perRenterCents)
  return {
    perRenterCents,
    totalCents: perRenterCents * example.renters,
    platformFeeCents: split.platformFeeCents * example.renters,
    payoutCents: split.step2Cents * example.renters,
  }
}

export interface LeaseArmorPlan {
  code: string
  monthlyFeeCents: number
  coverageCents: number
}

/**
 * Lease Armor (third-party rental protection) plans. Monthly fees are the spec's; coverage runs from $750 to
 * $3,000 in seven equal steps of $375 (the spec gives only the range).
 */
export const LEASE_ARMOR_PLANS: readonly LeaseArmorPlan[] = [
  { code: '1A', monthlyFeeCents: 9615, coverageCents: 75000 },
  { code: '2A', monthlyFeeCents: 12981, coverageCents: 112500 },
  { code: '3A', monthlyFeeCents: 16783, coverageCents: 150000 },
  { code: '3C', monthlyFeeCents: 21705, coverageCents: 187500 },
  { code: '4A', monthlyFeeCents: 26627, coverageCents: 225000 },
  { code: '4C', monthlyFeeCents: 31775, coverageCents: 262500 },
  { code: '5A', monthlyFeeCents: 36923, coverageCents: 300000 },
]

export const LEASE_ARMOR_URL = 'https://www.leasearmor.com/'
