// The cosigner profile form's state and its conversion to the API body. Inputs hold text as typed; amounts are
// whole dollars in the form and integer cents in the API. The rules themselves are the server's
// (validateCosignerProfile from @cosign/contracts): the form runs the same function to enable Submit.
import {
  COSIGNER_BIO_MAX,
  COSIGNER_BIO_MIN,
  CREDIT_SCORE_MAX,
  CREDIT_SCORE_MIN,
  creditRatingFor,
  EMPLOYMENT_OPTIONS,
  formatWholeUsd,
  MAX_COSIGNER_FEE_CENTS,
  RENTAL_ISSUES,
  suggestedFeeRangeFor,
  validateCosignerProfile,
  type CosignerProfileDto,
  type CosignerProfileInput,
  type CosignerProfileStatus,
  type EmploymentStatus,
  type FeeType,
  type RentalIssue,
} from '@cosign/contracts'

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
  paypalEmail: '',
}

export const EMPLOYMENT_LABELS: Record<EmploymentStatus, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  'self-employed': 'Self-employed',
  retired: 'Retired',
  'ssi-disability': 'SSI / Disability',
  unemployed: 'Unemployed',
}
export const EMPLOYMENT_SELECT_OPTIONS = EMPLOYMENT_OPTIONS.map((value) => ({
  value,
  label: EMPLOYMENT_LABELS[value],
}))
export { RENTAL_ISSUES, COSIGNER_BIO_MIN, COSIGNER_BIO_MAX }

/**
 * A whole number typed in a field ("1,200" and "$1200" allowed), undefined when blank (a required-field
 * message), NaN when it is not a whole number (the whole-numbers message).
 */
export function parseWholeNumber(text: string): number | undefined {
  const cleaned = text.replace(/[\s,$]/g, '')
  if (cleaned === '') return undefined
  return /^\d{1,9}$/.test(cleaned) ? Number(cleaned) : Number.NaN
}

function dollarsToCents(text: string): number | undefined {
  const dollars = parseWholeNumber(text)
  return dollars === undefined ? undefined : dollars * 100
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
    paypalEmail: form.paypalEmail.trim(),
    employmentStatus: form.employmentStatus || null,
    rentalHistoryIssues: form.rentalHistoryIssues,
  }
}

/** The first rule the form breaks (the spec's message), or null when Submit may be enabled. */
export function cosignerFormError(form: CosignerFormState): string | null {
  return validateCosignerProfile(toCosignerInput(form))
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
