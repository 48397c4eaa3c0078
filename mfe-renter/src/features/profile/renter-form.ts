import {
  COSIGNER_BUDGET_RANGES,
  EMPLOYMENT_OPTIONS,
  HOUSING_TYPES,
  MOVE_IN_TIMELINES,
  RENTAL_ISSUES,
  RENTER_BIO_MAX,
  RENTER_BIO_MIN,
  PROFILE_MESSAGES,
  validateRenterProfile,
  type CosignerBudgetRange,
  type EmploymentStatus,
  type HousingType,
  type MoveInTimeline,
  type RentalIssue,
  type RenterProfileDto,
  type RenterProfileInput,
} from '@cosign/api'
import {
  EMPLOYMENT_LABELS,
  EMPLOYMENT_SELECT_OPTIONS,
  HOUSING_TYPE_LABELS,
  MOVE_IN_TIMELINE_LABELS,
  cosignerBudgetLabel,
  fieldErrorCollector,
  isBlank,
  PROFILE_FIELD_MESSAGES,
} from '@cosign/ui/profile-form'
import { centsToDollars, dollarsToCents } from '../listings/index.js'

/** The renter form as the inputs hold it: text for every field, dollars for money. */
export interface RenterFormValues {
  firstName: string
  lastName: string
  location: string
  monthlyIncome: string
  employmentStatus: string
  rentalIssues: RentalIssue[]
  cosignerBudget: string
  moveInTimeline: string
  housingBudget: string
  housingType: string
  bio: string
  phone: string
}

export const EMPTY_RENTER_FORM: RenterFormValues = {
  firstName: '',
  lastName: '',
  location: '',
  monthlyIncome: '',
  employmentStatus: '',
  rentalIssues: [],
  cosignerBudget: '',
  moveInTimeline: '',
  housingBudget: '',
  housingType: '',
  bio: '',
  phone: '',
}

export const EMPLOYMENT_SELECT = EMPLOYMENT_SELECT_OPTIONS
export const TIMELINE_SELECT = MOVE_IN_TIMELINES.map((value) => ({ value, label: MOVE_IN_TIMELINE_LABELS[value] }))
export const HOUSING_SELECT = HOUSING_TYPES.map((value) => ({ value, label: HOUSING_TYPE_LABELS[value] }))
export const BUDGET_SELECT = COSIGNER_BUDGET_RANGES.map((range) => ({
  value: range.key,
  label: cosignerBudgetLabel(range.key),
}))
export { RENTAL_ISSUES, cosignerBudgetLabel }

export const employmentLabel = (value: string | null) =>
  value ? (EMPLOYMENT_LABELS[value as EmploymentStatus] ?? value) : 'Not provided'
export const timelineLabel = (value: string) => MOVE_IN_TIMELINE_LABELS[value as MoveInTimeline] ?? value
export const housingLabel = (value: string) => HOUSING_TYPE_LABELS[value as HousingType] ?? value

/**
 * The API body for the form values. Money goes from whole dollars to cents; an amount that is not a whole
 * number becomes NaN, which the shared validator reports with the spec's "whole numbers" message.
 */
export function toRenterProfileInput(values: RenterFormValues): Partial<RenterProfileInput> {
  const money = (text: string): number | undefined =>
    text.trim() ? (dollarsToCents(text) ?? Number.NaN) : undefined
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    location: values.location.trim(),
    monthlyIncomeCents: money(values.monthlyIncome),
    employmentStatus: (values.employmentStatus || undefined) as EmploymentStatus | undefined,
    rentalIssues: values.rentalIssues,
    cosignerBudget: (values.cosignerBudget || undefined) as CosignerBudgetRange | undefined,
    moveInTimeline: (values.moveInTimeline || undefined) as MoveInTimeline | undefined,
    housingBudgetCents: money(values.housingBudget),
    housingType: (values.housingType || undefined) as HousingType | undefined,
    bio: values.bio.trim(),
    phone: values.phone.trim() || null,
  }
}

/** The first rule the form breaks (the server's own validator and messages), or null. */
export function renterFormError(values: RenterFormValues): string | null {
  return validateRenterProfile(toRenterProfileInput(values))
}

/** Short messages by field, shown under each field that fails a rule (the summary keeps the spec's words). */
export type RenterFieldErrors = Partial<Record<keyof RenterFormValues, string>>

export const FIELD_MESSAGES = {
  ...PROFILE_FIELD_MESSAGES,
  bioLength: `${RENTER_BIO_MIN} to ${RENTER_BIO_MAX} characters`,
  phone: 'Enter a valid phone number',
} as const

// A complete, valid body: the phone's format is checked by putting the typed phone into it and asking the
// shared validator (its pattern is not exported), so the form never keeps a copy of the rule.
const PROBE_INPUT: RenterProfileInput = {
  firstName: 'A',
  lastName: 'B',
  location: 'C',
  monthlyIncomeCents: 100,
  employmentStatus: EMPLOYMENT_OPTIONS[0],
  cosignerBudget: COSIGNER_BUDGET_RANGES[0].key,
  moveInTimeline: MOVE_IN_TIMELINES[0],
  housingBudgetCents: 100,
  housingType: HOUSING_TYPES[0],
  bio: 'x'.repeat(RENTER_BIO_MIN),
  phone: null,
}

const isWholeDollars = (cents: number) => Number.isSafeInteger(cents) && cents % 100 === 0 && cents >= 0
const BUDGET_KEYS: readonly string[] = COSIGNER_BUDGET_RANGES.map((range) => range.key)

/**
 * Every field that breaks a rule of validateRenterProfile (the server's), with a short message for under the
 * field. Empty exactly when renterFormError is null; the rules' limits are the shared constants.
 */
export function renterFieldErrors(values: RenterFormValues): RenterFieldErrors {
  const input = toRenterProfileInput(values)
  const { errors, check, required } = fieldErrorCollector<keyof RenterFormValues>(FIELD_MESSAGES.required)

  required('firstName', input.firstName)
  required('lastName', input.lastName)
  required('location', input.location)

  const money = (field: 'monthlyIncome' | 'housingBudget', cents: number | undefined) => {
    required(field, cents)
    if (cents !== undefined) check(field, !isWholeDollars(cents) && FIELD_MESSAGES.wholeDollars)
  }
  money('monthlyIncome', input.monthlyIncomeCents)
  money('housingBudget', input.housingBudgetCents)
  if (input.housingBudgetCents !== undefined)
    check('housingBudget', input.housingBudgetCents <= 0 && FIELD_MESSAGES.moreThanZero)

  const option = (field: keyof RenterFormValues, value: string | undefined, options: readonly string[]) => {
    required(field, value)
    if (value !== undefined) check(field, !options.includes(value) && FIELD_MESSAGES.option)
  }
  option('employmentStatus', input.employmentStatus, EMPLOYMENT_OPTIONS)
  option('cosignerBudget', input.cosignerBudget, BUDGET_KEYS)
  option('moveInTimeline', input.moveInTimeline, MOVE_IN_TIMELINES)
  option('housingType', input.housingType, HOUSING_TYPES)

  const bio = input.bio ?? ''
  required('bio', bio)
  check('bio', (bio.length < RENTER_BIO_MIN || bio.length > RENTER_BIO_MAX) && FIELD_MESSAGES.bioLength)

  if (!isBlank(input.phone))
    check(
      'phone',
      validateRenterProfile({ ...PROBE_INPUT, phone: input.phone }) === PROFILE_MESSAGES.invalidPhone &&
        FIELD_MESSAGES.phone,
    )
  return errors
}

/** Form values from a saved profile, for editing. */
export function renterFormFromProfile(profile: RenterProfileDto): RenterFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    location: profile.location,
    monthlyIncome: centsToDollars(profile.monthlyIncomeCents),
    employmentStatus: profile.employmentStatus,
    rentalIssues: [...profile.rentalIssues],
    cosignerBudget: profile.cosignerBudget,
    moveInTimeline: profile.moveInTimeline,
    housingBudget: centsToDollars(profile.housingBudgetCents),
    housingType: profile.housingType,
    bio: profile.bio,
    phone: profile.phone ?? '',
  }
}
