// The profile forms' model pieces that the renter form (mfe-renter), the cosigner form (mfe-cosigner) and the
// admin's view of both (mfe-admin) share: the words of the choices, and the per-field error collector the forms
// check their rules with. A subpath (`@cosign/ui/profile-form`), out of the root index every page loads; pure
// (no React, no network).
import {
  COSIGNER_BUDGET_RANGES,
  EMPLOYMENT_OPTIONS,
  formatUsd,
  type CosignerBudgetRange,
  type EmploymentStatus,
  type HousingType,
  type MoveInTimeline,
} from '@cosign/api'

export const EMPLOYMENT_LABELS: Record<EmploymentStatus, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  'self-employed': 'Self-employed',
  retired: 'Retired',
  'ssi-disability': 'SSI / Disability',
  unemployed: 'Unemployed',
}
export const MOVE_IN_TIMELINE_LABELS: Record<MoveInTimeline, string> = {
  asap: 'As soon as possible',
  '1-month': 'Within 1 month',
  '2-3-months': 'In 2-3 months',
  '3-6-months': 'In 3-6 months',
  flexible: 'Flexible',
}
export const HOUSING_TYPE_LABELS: Record<HousingType, string> = {
  apartment: 'Apartment',
  house: 'House',
  either: 'Either',
}

/** The employment choices of a Select. */
export const EMPLOYMENT_SELECT_OPTIONS = EMPLOYMENT_OPTIONS.map((value) => ({
  value,
  label: EMPLOYMENT_LABELS[value],
}))

/** "$300 - $700" for a cosigner budget range key; the key itself when unknown. */
export function cosignerBudgetLabel(key: CosignerBudgetRange | string): string {
  const range = COSIGNER_BUDGET_RANGES.find((r) => r.key === key)
  if (!range) return key
  const whole = (cents: number) => formatUsd(cents).replace(/\.00$/, '')
  return `${whole(range.minCents)} - ${whole(range.maxCents)}`
}

/** The field messages both profile forms show (each form adds its own rules' words). */
export const PROFILE_FIELD_MESSAGES = {
  required: 'Required',
  wholeDollars: 'Enter whole dollars',
  moreThanZero: 'Must be more than $0',
  option: 'Choose one of the options',
} as const

/** Nothing typed: undefined, null or only white space. */
export const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '')

/**
 * Short messages by field, shown under each field that fails a rule: `check` records a field's message when
 * the rule fails (the first one a field gets is kept), `required` records `requiredMessage` for a blank value.
 */
export function fieldErrorCollector<F extends string>(requiredMessage: string) {
  const errors: Partial<Record<F, string>> = {}
  const check = (field: F, message: string | false) => {
    if (message && !errors[field]) errors[field] = message
  }
  const required = (field: F, value: unknown) => check(field, isBlank(value) && requiredMessage)
  return { errors, check, required }
}
