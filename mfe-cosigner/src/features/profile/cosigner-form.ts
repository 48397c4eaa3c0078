// The cosigner profile form's state and its conversion to the API body. Inputs hold text as typed; amounts are
// whole dollars in the form and integer cents in the API. The rules themselves are the server's
// (validateCosignerProfile from @cosign/api): the form runs the same function to enable Submit.
import {
  COSIGNER_BIO_MAX,
  COSIGNER_BIO_MIN,
  CREDIT_SCORE_MAX,
  CREDIT_SCORE_MIN,
  creditRatingFor,
  EMPLOYMENT_OPTIONS,
  FEE_TYPES,
  formatWholeUsd,
  MAX_COSIGNER_FEE_CENTS,
  parseDollarsToCents,
  PROFILE_MESSAGES,
  RENTAL_ISSUES,
  suggestedFeeRangeFor,
  validateCosignerProfile,
  type CosignerProfileDto,
  type CosignerProfileInput,
  type CosignerProfileStatus,
  type EmploymentStatus,
  type FeeType,
  type RentalIssue,
} from '@cosign/api'
import {
  EMPLOYMENT_LABELS,
  EMPLOYMENT_SELECT_OPTIONS,
  fieldErrorCollector,
  isBlank,
  PROFILE_FIELD_MESSAGES,
} from '@cosign/ui/profile-form'

export interface CosignerFormState {
  firstName: string
  lastName: string
  location: string
  creditScore: string
  monthlyIncome: string
  employmentStatus: EmploymentStatus | ''
  rentalHistoryIssues: RentalIssue[]
  bio: string
  maxRentSupport: string
  feeType: FeeType | ''
  totalFeeAmount: string
  setupFee: string
  monthlyFee: string
  requireUpfront: 'yes' | 'no' | ''
  requiresLeaseArmor: 'yes' | 'no'
  paypalEmail: string
}

export const EMPTY_COSIGNER_FORM: CosignerFormState = {
  firstName: '',
  lastName: '',
  location: '',
  creditScore: '',
  monthlyIncome: '',
  employmentStatus: '',
  rentalHistoryIssues: [],
  bio: '',
  maxRentSupport: '',
  feeType: '',
  totalFeeAmount: '',
  setupFee: '',
  monthlyFee: '',
  requireUpfront: '',
  requiresLeaseArmor: 'no',
  paypalEmail: '',
}

export { EMPLOYMENT_LABELS, EMPLOYMENT_SELECT_OPTIONS, RENTAL_ISSUES, COSIGNER_BIO_MIN, COSIGNER_BIO_MAX }

/**
 * A whole number typed in a field ("1,200" and "$1200" allowed), undefined when blank (a required-field
 * message), NaN when it is not a whole number (the whole-numbers message).
 */
export function parseWholeNumber(text: string): number | undefined {
  const cleaned = text.replace(/[\s,$]/g, '')
  if (cleaned === '') return undefined
  return /^\d{1,9}$/.test(cleaned) ? Number(cleaned) : Number.NaN
}

/** Whole dollars typed in a field as cents (@cosign/api's one conversion); undefined when blank, NaN when not whole. */
function dollarsToCents(text: string): number | undefined {
  const dollars = parseWholeNumber(text)
  if (dollars === undefined || Number.isNaN(dollars)) return dollars
  return parseDollarsToCents(String(dollars)) ?? Number.NaN
}

/** The API body for the form (blank fields stay undefined so the validator names the missing group). */
export function toCosignerInput(form: CosignerFormState): Partial<CosignerProfileInput> {
  const setupMonthly = form.feeType === 'setup-monthly'
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    location: form.location.trim(),
    creditScore: parseWholeNumber(form.creditScore),
    monthlyIncomeCents: dollarsToCents(form.monthlyIncome),
    bio: form.bio.trim(),
    maxRentSupportCents: dollarsToCents(form.maxRentSupport),
    feeType: form.feeType || undefined,
    totalFeeCents: dollarsToCents(form.totalFeeAmount),
    // Setup and monthly fees exist only for setup-monthly; one-time profiles send none.
    setupFeeCents: setupMonthly ? dollarsToCents(form.setupFee) : null,
    monthlyFeeCents: setupMonthly ? dollarsToCents(form.monthlyFee) : null,
    requireUpfront: form.requireUpfront === '' ? undefined : form.requireUpfront === 'yes',
    requiresLeaseArmor: form.requiresLeaseArmor === 'yes',
    paypalEmail: form.paypalEmail.trim(),
    employmentStatus: form.employmentStatus || null,
    rentalHistoryIssues: form.rentalHistoryIssues,
  }
}

/** The first rule the form breaks (the spec's message), or null when Submit may be enabled. */
export function cosignerFormError(form: CosignerFormState): string | null {
  return validateCosignerProfile(toCosignerInput(form))
}

/** Short messages by field, shown under each field that fails a rule (the summary keeps the spec's words). */
export type CosignerFieldErrors = Partial<Record<keyof CosignerFormState, string>>

export const FIELD_MESSAGES = {
  ...PROFILE_FIELD_MESSAGES,
  wholeNumber: 'Enter a whole number',
  creditScoreRange: `Must be between ${CREDIT_SCORE_MIN} and ${CREDIT_SCORE_MAX}`,
  feeTooHigh: `Must be at most ${formatWholeUsd(MAX_COSIGNER_FEE_CENTS)}`,
  setupMonthlyTotal: 'Setup fee + 12 × monthly fee must equal the total fee',
  bioLength: `${COSIGNER_BIO_MIN} to ${COSIGNER_BIO_MAX} characters`,
  email: 'Enter a valid email address',
} as const

// A complete, valid body: the PayPal email's format is checked by putting the typed address into it and
// asking the shared validator (its pattern is not exported), so the form keeps no copy of the rule.
const PROBE_INPUT: CosignerProfileInput = {
  firstName: 'A',
  lastName: 'B',
  location: 'C',
  creditScore: CREDIT_SCORE_MIN,
  monthlyIncomeCents: 100,
  bio: 'x'.repeat(COSIGNER_BIO_MIN),
  maxRentSupportCents: 100,
  feeType: 'one-time',
  totalFeeCents: 100,
  requireUpfront: false,
  paypalEmail: 'probe@example.com',
}

/**
 * Every field that breaks a rule of validateCosignerProfile (the server's), with a short message for under
 * the field. Empty exactly when cosignerFormError is null; the rules' limits are the shared constants. The
 * setup and monthly fees count only for setup-monthly, as in the validator.
 */
export function cosignerFieldErrors(form: CosignerFormState): CosignerFieldErrors {
  const input = toCosignerInput(form)
  const { errors, check, required } = fieldErrorCollector<keyof CosignerFormState>(FIELD_MESSAGES.required)
  // Amounts parse to undefined (blank), NaN (not a whole number) or whole cents, never negative.
  const amount = (field: keyof CosignerFormState, cents: number | null | undefined) => {
    required(field, cents)
    check(field, Number.isNaN(cents) && FIELD_MESSAGES.wholeDollars)
  }
  const isNumber = (value: number | null | undefined): value is number =>
    typeof value === 'number' && !Number.isNaN(value)

  required('firstName', input.firstName)
  required('lastName', input.lastName)
  required('location', input.location)

  required('creditScore', input.creditScore)
  check('creditScore', Number.isNaN(input.creditScore) && FIELD_MESSAGES.wholeNumber)
  if (isNumber(input.creditScore))
    check(
      'creditScore',
      (input.creditScore < CREDIT_SCORE_MIN || input.creditScore > CREDIT_SCORE_MAX) &&
        FIELD_MESSAGES.creditScoreRange,
    )
  amount('monthlyIncome', input.monthlyIncomeCents)
  if (!isBlank(form.employmentStatus))
    check(
      'employmentStatus',
      !(EMPLOYMENT_OPTIONS as readonly string[]).includes(form.employmentStatus) && FIELD_MESSAGES.option,
    )
  const bio = input.bio ?? ''
  required('bio', bio)
  check('bio', (bio.length < COSIGNER_BIO_MIN || bio.length > COSIGNER_BIO_MAX) && FIELD_MESSAGES.bioLength)

  amount('maxRentSupport', input.maxRentSupportCents)
  if (isNumber(input.maxRentSupportCents))
    check('maxRentSupport', input.maxRentSupportCents <= 0 && FIELD_MESSAGES.moreThanZero)
  required('feeType', input.feeType)
  if (input.feeType !== undefined)
    check('feeType', !(FEE_TYPES as readonly string[]).includes(input.feeType) && FIELD_MESSAGES.option)
  const total = input.totalFeeCents
  amount('totalFeeAmount', total)
  if (isNumber(total)) {
    check('totalFeeAmount', total <= 0 && FIELD_MESSAGES.moreThanZero)
    check('totalFeeAmount', total > MAX_COSIGNER_FEE_CENTS && FIELD_MESSAGES.feeTooHigh)
  }
  if (input.feeType === 'setup-monthly') {
    const { setupFeeCents: setup, monthlyFeeCents: monthly } = input
    amount('setupFee', setup)
    amount('monthlyFee', monthly)
    if (isNumber(setup) && isNumber(monthly) && isNumber(total) && setup + 12 * monthly !== total) {
      check('setupFee', FIELD_MESSAGES.setupMonthlyTotal)
      check('monthlyFee', FIELD_MESSAGES.setupMonthlyTotal)
    }
  }
  required('requireUpfront', input.requireUpfront)
  const email = input.paypalEmail
  required('paypalEmail', email)
  if (!isBlank(email))
    check(
      'paypalEmail',
      validateCosignerProfile({ ...PROBE_INPUT, paypalEmail: email }) === PROFILE_MESSAGES.invalidEmail &&
        FIELD_MESSAGES.email,
    )
  return errors
}

const centsToDollarsText = (cents: number | null) => (cents === null ? '' : String(Math.round(cents / 100)))

/** The form filled from a saved profile (a draft awaiting payment, or one being edited). */
export function formFromProfile(profile: CosignerProfileDto): CosignerFormState {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    location: profile.location,
    creditScore: String(profile.creditScore),
    monthlyIncome: centsToDollarsText(profile.monthlyIncomeCents),
    employmentStatus: profile.employmentStatus ?? '',
    rentalHistoryIssues: [...profile.rentalHistoryIssues],
    bio: profile.bio,
    maxRentSupport: centsToDollarsText(profile.maxRentSupportCents),
    feeType: profile.feeType,
    totalFeeAmount: centsToDollarsText(profile.totalFeeCents),
    setupFee: centsToDollarsText(profile.setupFeeCents),
    monthlyFee: centsToDollarsText(profile.monthlyFeeCents),
    requireUpfront: profile.requireUpfront ? 'yes' : 'no',
    requiresLeaseArmor: profile.requiresLeaseArmor ? 'yes' : 'no',
    paypalEmail: profile.paypalEmail,
  }
}

/** The form for a new profile: names from the account. */
export function formForNewProfile(
  user: { firstName?: string | null; lastName?: string | null } | null,
): CosignerFormState {
  return { ...EMPTY_COSIGNER_FORM, firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' }
}

/** Toggles one rental history issue; "None" excludes the others. */
export function toggleRentalIssue(current: readonly RentalIssue[], issue: RentalIssue): RentalIssue[] {
  if (current.includes(issue)) return current.filter((i) => i !== issue)
  if (issue === 'None') return ['None']
  return [...current.filter((i) => i !== 'None'), issue]
}

/** How a review status reads on the screen. */
export const STATUS_TEXT: Record<
  CosignerProfileStatus,
  { label: string; variant: 'success' | 'neutral' | 'danger'; description: string }
> = {
  awaiting_payment: {
    label: 'Payment required',
    variant: 'neutral',
    description:
      'Your profile is saved but the profile creation fee is not paid yet. Check your details and continue to payment.',
  },
  pending_review: {
    label: 'Pending review',
    variant: 'neutral',
    description:
      'Your profile is waiting for an admin to review it. You will be notified when it is approved or rejected.',
  },
  approved: {
    label: 'Approved',
    variant: 'success',
    description: 'Your profile is approved and listed for renters. Saving changes sends it back to review.',
  },
  rejected: {
    label: 'Rejected',
    variant: 'danger',
    description: 'Your profile was rejected. Update it and save to send it back to review (no new fee).',
  },
}

/**
 * The total fee's hint: the cap, and once a valid credit score is typed, the spec's suggested fee range for
 * that rating (capped too), so a cosigner prices like their peers.
 */
export function totalFeeHint(creditScoreText: string): string {
  const cap = `At most ${formatWholeUsd(MAX_COSIGNER_FEE_CENTS)}`
  const score = parseWholeNumber(creditScoreText)
  if (score === undefined || score < CREDIT_SCORE_MIN || score > CREDIT_SCORE_MAX) return cap
  const range = suggestedFeeRangeFor(score)
  const suggested = `${formatWholeUsd(range.minCents)}–${formatWholeUsd(range.maxCents)}`
  return `${cap}. Suggested for ${creditRatingFor(score)} credit (${range.tier}): ${suggested}`
}
