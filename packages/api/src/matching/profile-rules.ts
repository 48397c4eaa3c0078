// The server's rules for the profile forms (matching service): screens may call them to enable Submit and show
// the same message before the request is sent, but the server runs them again and decides.
import {
  CREDIT_SCORE_MAX,
  CREDIT_SCORE_MIN,
  COSIGNER_BIO_MAX,
  COSIGNER_BIO_MIN,
  EMPLOYMENT_OPTIONS,
  HOUSING_TYPES,
  MOVE_IN_TIMELINES,
  RENTAL_ISSUES,
  RENTER_BIO_MIN,
} from '../constants.js'
import { MAX_COSIGNER_FEE_CENTS } from '../money.js'
import {
  COSIGNER_BUDGET_RANGES,
  FEE_TYPES,
  PROFILE_MESSAGES,
  RENTER_BIO_MAX,
  type CosignerProfileInput,
  type RenterProfileInput,
} from './profile-types.js'

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PHONE_RE = /^\+?[0-9 ().-]{7,20}$/
const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
const isWhole = (v: unknown) => typeof v === 'number' && Number.isSafeInteger(v)
const isWholeDollars = (v: unknown) => isWhole(v) && (v as number) % 100 === 0
const oneOf = (options: readonly string[], v: unknown) => typeof v === 'string' && options.includes(v)

/** The first rule the cosigner form breaks, as the spec's message, or null when it passes. */
export function validateCosignerProfile(
  input: Partial<Record<keyof CosignerProfileInput, unknown>>,
): string | null {
  const basics = [
    input.firstName,
    input.lastName,
    input.location,
    input.creditScore,
    input.monthlyIncomeCents,
    input.bio,
  ]
  if (basics.some(blank)) return PROFILE_MESSAGES.basicRequired
  const financials = [
    input.maxRentSupportCents,
    input.feeType,
    input.totalFeeCents,
    input.requireUpfront,
    input.paypalEmail,
  ]
  if (financials.some(blank)) return PROFILE_MESSAGES.financialRequired
  if (input.feeType === 'setup-monthly' && (blank(input.setupFeeCents) || blank(input.monthlyFeeCents)))
    return PROFILE_MESSAGES.financialRequired
  const bioLength = String(input.bio).trim().length
  if (bioLength < COSIGNER_BIO_MIN || bioLength > COSIGNER_BIO_MAX) return PROFILE_MESSAGES.cosignerBioLength

  if (!isWhole(input.creditScore)) return PROFILE_MESSAGES.wholeNumbers
  const amounts = [input.monthlyIncomeCents, input.maxRentSupportCents, input.totalFeeCents]
  if (input.feeType === 'setup-monthly') amounts.push(input.setupFeeCents, input.monthlyFeeCents)
  if (amounts.some((a) => !isWholeDollars(a) || (a as number) < 0)) return PROFILE_MESSAGES.wholeNumbers
  const score = input.creditScore as number
  if (score < CREDIT_SCORE_MIN || score > CREDIT_SCORE_MAX) return PROFILE_MESSAGES.creditScoreRange
  if (!oneOf(FEE_TYPES, input.feeType)) return PROFILE_MESSAGES.invalidOption
  const total = input.totalFeeCents as number
  if (total <= 0) return PROFILE_MESSAGES.feeNotPositive
  if (total > MAX_COSIGNER_FEE_CENTS) return PROFILE_MESSAGES.feeTooHigh
  if (
    input.feeType === 'setup-monthly' &&
    (input.setupFeeCents as number) + 12 * (input.monthlyFeeCents as number) !== total
  )
    return PROFILE_MESSAGES.setupMonthlyTotal
  if ((input.maxRentSupportCents as number) <= 0) return PROFILE_MESSAGES.maxRentSupportNotPositive
  if (typeof input.requireUpfront !== 'boolean') return PROFILE_MESSAGES.invalidOption
  if (!EMAIL_RE.test(String(input.paypalEmail).trim())) return PROFILE_MESSAGES.invalidEmail
  if (!blank(input.employmentStatus) && !oneOf(EMPLOYMENT_OPTIONS, input.employmentStatus))
    return PROFILE_MESSAGES.invalidOption
  if (!validIssues(input.rentalHistoryIssues)) return PROFILE_MESSAGES.invalidOption
  if (!blank(input.phone) && !PHONE_RE.test(String(input.phone).trim())) return PROFILE_MESSAGES.invalidPhone
  return null
}

/** The first rule the renter form breaks, or null when it passes. */
export function validateRenterProfile(
  input: Partial<Record<keyof RenterProfileInput, unknown>>,
): string | null {
  const required = [
    input.firstName,
    input.lastName,
    input.location,
    input.monthlyIncomeCents,
    input.employmentStatus,
    input.cosignerBudget,
    input.moveInTimeline,
    input.housingBudgetCents,
    input.housingType,
    input.bio,
  ]
  if (required.some(blank)) return PROFILE_MESSAGES.renterRequired
  const bioLength = String(input.bio).trim().length
  if (bioLength < RENTER_BIO_MIN) return PROFILE_MESSAGES.renterBioTooShort
  if (bioLength > RENTER_BIO_MAX) return PROFILE_MESSAGES.renterBioTooLong
  const amounts = [input.monthlyIncomeCents, input.housingBudgetCents]
  if (amounts.some((a) => !isWholeDollars(a) || (a as number) < 0)) return PROFILE_MESSAGES.wholeNumbers
  if ((input.housingBudgetCents as number) <= 0) return PROFILE_MESSAGES.housingBudgetNotPositive
  if (!oneOf(EMPLOYMENT_OPTIONS, input.employmentStatus)) return PROFILE_MESSAGES.invalidOption
  if (
    !oneOf(
      COSIGNER_BUDGET_RANGES.map((r) => r.key),
      input.cosignerBudget,
    )
  )
    return PROFILE_MESSAGES.invalidOption
  if (!oneOf(MOVE_IN_TIMELINES, input.moveInTimeline)) return PROFILE_MESSAGES.invalidOption
  if (!oneOf(HOUSING_TYPES, input.housingType)) return PROFILE_MESSAGES.invalidOption
  if (!validIssues(input.rentalIssues)) return PROFILE_MESSAGES.invalidOption
  if (!blank(input.phone) && !PHONE_RE.test(String(input.phone).trim())) return PROFILE_MESSAGES.invalidPhone
  return null
}

function validIssues(value: unknown): boolean {
  if (value === undefined || value === null) return true
  return Array.isArray(value) && value.every((v) => oneOf(RENTAL_ISSUES, v))
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_RE.test(value)
}
