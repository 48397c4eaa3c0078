// Money is integer cents everywhere; these helpers are the single place fees are computed.
export const PLATFORM_FEE_BASIS_POINTS = 1500 // 15 %
export const CONTRACT_PROCESSING_FEE_CENTS = 5000 // $50.00, paid by the renter
export const MAX_COSIGNER_FEE_CENTS = 250000 // $2,500.00

/** 15 % of the cosigner fee, rounded half-up to the cent. */
export function platformFeeCents(feeCents: number): number {
  assertCents(feeCents)
  // Integer arithmetic: (fee * 1500 + 5000) / 10000 floors to half-up for non-negative values.
  return Math.floor((feeCents * PLATFORM_FEE_BASIS_POINTS + 5000) / 10000)
}

export interface ContractPaymentSplit {
  feeCents: number
  platformFeeCents: number
  processingFeeCents: number
  /** Step 1, paid to the platform: platform fee + processing fee. */
  step1Cents: number
  /** Step 2, paid to the cosigner: fee - platform fee. */
  step2Cents: number
}

export function splitContractFee(feeCents: number): ContractPaymentSplit {
  const platform = platformFeeCents(feeCents)
  return {
    feeCents,
    platformFeeCents: platform,
    processingFeeCents: CONTRACT_PROCESSING_FEE_CENTS,
    step1Cents: platform + CONTRACT_PROCESSING_FEE_CENTS,
    step2Cents: feeCents - platform,
  }
}

export function assertCents(value: number): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`not a non-negative integer amount of cents: ${value}`)
}

// Built on the first call, once: constructing a currency formatter (and, the first Intl object of a page, ICU's
// locale data) costs 20-40 ms of a phone's main thread, which every page paid while evaluating its scripts even
// when it shows no amount (docs/perf.md, "Main-thread work per page").
let usd: Intl.NumberFormat | null = null
export function formatUsd(cents: number): string {
  usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 })
  return usd.format(cents / 100)
}

/** "$2,500" rather than "$2,500.00" in running text; tables keep the cents. */
export function formatWholeUsd(cents: number): string {
  const text = formatUsd(cents)
  return text.endsWith('.00') ? text.slice(0, -3) : text
}

/** Cents as a plain decimal amount ("1234.50"), the form payment APIs and schema.org prices take. */
export function centsToDecimalString(cents: number): string {
  assertCents(cents)
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** Parses a decimal dollar string such as "99.99" into cents without floating point drift. */
export function parseDollarsToCents(input: string): number | null {
  const m = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(input)
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}
