import {
  LEASE_DURATIONS_MONTHS,
  MATCHING_MESSAGES,
  validateMatchRequest,
  type CreateMatchRequestInput,
  type LeaseDurationMonths,
  type MatchRequestSource,
} from '@cosign/api'
import { dollarsToCents } from '../listings/index.js'

export interface MatchRequestFormValues {
  monthlyRent: string
  leaseDurationMonths: string
  propertyAddress: string
  moveInDate: string
  message: string
}

export const EMPTY_MATCH_REQUEST_FORM: MatchRequestFormValues = {
  monthlyRent: '',
  leaseDurationMonths: '12',
  propertyAddress: '',
  moveInDate: '',
  message: '',
}

export const LEASE_DURATION_SELECT = LEASE_DURATIONS_MONTHS.map((months) => ({
  value: String(months),
  label: `${months} months`,
}))

/** The API body for the form: rent in cents, duration as a number, message optional. */
export function toMatchRequestInput(
  cosignerProfileId: string,
  values: MatchRequestFormValues,
  source: MatchRequestSource = 'matches',
): Partial<CreateMatchRequestInput> {
  const rentText = values.monthlyRent.trim()
  return {
    cosignerProfileId,
    monthlyRentCents: rentText ? (dollarsToCents(rentText) ?? Number.NaN) : undefined,
    leaseDurationMonths: values.leaseDurationMonths
      ? (Number(values.leaseDurationMonths) as LeaseDurationMonths)
      : undefined,
    propertyAddress: values.propertyAddress.trim(),
    moveInDate: values.moveInDate,
    message: values.message.trim() || null,
    source,
  }
}

/** Today as YYYY-MM-DD in UTC, as the server compares move-in dates. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10)
}

/** The first rule the form breaks (the server's validator and messages, then the cosigner's maximum), or null. */
export function matchRequestFormError(
  cosignerProfileId: string,
  values: MatchRequestFormValues,
  today = todayUtc(),
  maxRentSupportCents = Number.POSITIVE_INFINITY,
): string | null {
  const input = toMatchRequestInput(cosignerProfileId, values)
  const problem = validateMatchRequest(input, today)
  if (problem) return problem
  return (input.monthlyRentCents ?? 0) > maxRentSupportCents ? MATCHING_MESSAGES.rentAboveMaximum : null
}
