// Money is integer cents everywhere; these helpers are the single place fees are computed.
import { withThousandsSeparators } from './shared/digits.js'
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

// Whole cents, the only amounts the platform has, are written without Intl, digit for digit what en-US currency
// formatting writes: a page's first Intl formatter loads ICU's locale data, 20-40 ms of a phone's main thread, which
// every page paid while evaluating its scripts and a marketing page paid only for its prices (docs/perf.md,
// "Main-thread work per page"). Anything else (a fraction of a cent, -0, NaN, beyond 10^15) goes to Intl as before.
const INTEGER_DIGITS_LIMIT = 1e15
let usd: Intl.NumberFormat | null = null
export function formatUsd(cents: number): string {
  if (Number.isInteger(cents) && Math.abs(cents) < INTEGER_DIGITS_LIMIT && !Object.is(cents, -0)) {
    const abs = Math.abs(cents)
    const dollars = withThousandsSeparators(Math.floor(abs / 100))
    return `${cents < 0 ? '-' : ''}$${dollars}.${String(abs % 100).padStart(2, '0')}`
  }
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
