// Pure rules of the contract creation form (unit-tested; no React, no network).
import {
  CONTRACT_MESSAGES,
  agreementText,
  leaseMonths,
  defaultLeaseEnd,
  parseDollarsToCents,
  signedTermsOf,
  validateContractTerms,
  type ContractDraftResponse,
  type ContractTermsInput,
  type FeeOption,
} from '@cosign/api'
import { feePreview, type FeePreview } from '@cosign/ui/contract-format'

/** What the form holds: text as typed (money in dollars), turned into terms on submit. */
export interface ContractFormValues {
  renterName: string
  renterAddress: string
  cosignerName: string
  cosignerAddress: string
  leaseStartDate: string
  leaseEndDate: string
  feeOption: FeeOption
  feeDollars: string
  downPaymentDollars: string
  monthlyPaymentDollars: string
  // What the agreement backs (prefilled from the match request and the cosigner's profile).
  propertyAddress: string
  monthlyRentDollars: string
  leaseTermMonths: string
  landlordName: string
  landlordEmail: string
  maxLiabilityDollars: string
}

export type ContractFormField = keyof ContractFormValues

export const EMPTY_VALUES: ContractFormValues = {
  renterName: '',
  renterAddress: '',
  cosignerName: '',
  cosignerAddress: '',
  leaseStartDate: '',
  leaseEndDate: '',
  feeOption: 'full',
  feeDollars: '',
  downPaymentDollars: '',
  monthlyPaymentDollars: '',
  propertyAddress: '',
  monthlyRentDollars: '',
  leaseTermMonths: '12',
  landlordName: '',
  landlordEmail: '',
  maxLiabilityDollars: '',
}

function dollars(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || cents <= 0) return ''
  const whole = Math.floor(cents / 100)
  const rest = cents % 100
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`
}

/** The form prefilled from the draft (names, addresses, dates, the cosigner's fee); full payment by default. */
export function valuesFromDraft(draft: Pick<ContractDraftResponse, 'terms'>): ContractFormValues {
  const t = draft.terms
  return {
    renterName: t.renterName ?? '',
    renterAddress: t.renterAddress ?? '',
    cosignerName: t.cosignerName ?? '',
    cosignerAddress: t.cosignerAddress ?? '',
    leaseStartDate: t.leaseStartDate ?? '',
    leaseEndDate: t.leaseEndDate || (t.leaseStartDate ? defaultLeaseEnd(t.leaseStartDate, t.leaseTermMonths || 12) : ''),
    feeOption: t.feeOption === 'installments' ? 'installments' : 'full',
    feeDollars: dollars(t.feeCents),
    downPaymentDollars: dollars(t.downPaymentCents),
    monthlyPaymentDollars: dollars(t.monthlyPaymentCents),
    propertyAddress: t.propertyAddress ?? '',
    monthlyRentDollars: dollars(t.monthlyRentCents),
    leaseTermMonths: t.leaseTermMonths ? String(t.leaseTermMonths) : '12',
    landlordName: t.landlordName ?? '',
    landlordEmail: t.landlordEmail ?? '',
    maxLiabilityDollars: dollars(t.maxLiabilityCents),
  }
}

const DATE = /^\d{4}-\d{2}-\d{2}$/

const termOf = (values: Pick<ContractFormValues, 'leaseTermMonths'>) => {
  const n = Number(values.leaseTermMonths)
  return Number.isInteger(n) && n >= 1 ? n : 12
}

/**
 * Picking a start date (or a term) sets the end date to the day before the term's anniversary (defaultLeaseEnd,
 * the server's rule too); the cosigner may still change the end.
 */
export function withLeaseStart(values: ContractFormValues, start: string): ContractFormValues {
  return { ...values, leaseStartDate: start, leaseEndDate: DATE.test(start) ? defaultLeaseEnd(start, termOf(values)) : values.leaseEndDate }
}
export function withLeaseTerm(values: ContractFormValues, term: string): ContractFormValues {
  const next = { ...values, leaseTermMonths: term }
  return DATE.test(values.leaseStartDate) ? { ...next, leaseEndDate: defaultLeaseEnd(values.leaseStartDate, termOf(next)) } : next
}

/** Dollars typed in a money field as cents; null when empty or not an amount. */
export function centsOf(text: string): number | null {
  return parseDollarsToCents(text.replace(/[$,\s]/g, ''))
}

/** Number of monthly installments between the lease dates (0 while they are incomplete or reversed). */
export function installmentCountOf(values: Pick<ContractFormValues, 'leaseStartDate' | 'leaseEndDate'>): number {
  const { leaseStartDate: start, leaseEndDate: end } = values
  if (!DATE.test(start) || !DATE.test(end) || end <= start) return 0
  return leaseMonths(start, end)
}

/**
 * A monthly payment that makes down + monthly x months equal the fee exactly, or null when the rest does not
 * divide into whole cents (the cosigner then adjusts the down payment).
 */
export function suggestedMonthlyCents(feeCents: number | null, downCents: number | null, months: number): number | null {
  if (feeCents === null || months <= 0) return null
  const rest = feeCents - (downCents ?? 0)
  if (rest <= 0 || rest % months !== 0) return null
  return rest / months
}

/** The terms the form proposes (money in cents; installment fields null for full payment). */
export function termsOf(values: ContractFormValues): ContractTermsInput {
  const installments = values.feeOption === 'installments'
  return {
    renterName: values.renterName.trim(),
    renterAddress: values.renterAddress.trim(),
    cosignerName: values.cosignerName.trim(),
    cosignerAddress: values.cosignerAddress.trim(),
    leaseStartDate: values.leaseStartDate,
    leaseEndDate: values.leaseEndDate,
    feeOption: values.feeOption,
    feeCents: centsOf(values.feeDollars) ?? 0,
    downPaymentCents: installments ? centsOf(values.downPaymentDollars) : null,
    monthlyPaymentCents: installments ? centsOf(values.monthlyPaymentDollars) : null,
    propertyAddress: values.propertyAddress.trim(),
    monthlyRentCents: centsOf(values.monthlyRentDollars) ?? 0,
    leaseTermMonths: Number(values.leaseTermMonths) || 0,
    landlordName: values.landlordName.trim() || null,
    landlordEmail: values.landlordEmail.trim() || null,
    maxLiabilityCents: centsOf(values.maxLiabilityDollars) ?? 0,
  }
}

export type FieldErrors = Partial<Record<ContractFormField, string>>

const REQUIRED_TEXT: ContractFormField[] = ['renterName', 'renterAddress', 'cosignerName', 'cosignerAddress', 'propertyAddress']
const REQUIRED_MESSAGE = 'Please fill in all required fields'
const DATES_MESSAGE = 'Dates must be written as YYYY-MM-DD.'

/**
 * The form's errors, each next to its field: the shared rule (validateContractTerms, the service's own check)
 * decides, this only says where its message belongs. Empty when the terms can be signed.
 */
export function formErrors(values: ContractFormValues): FieldErrors {
  const errors: FieldErrors = {}
  for (const field of REQUIRED_TEXT) if (!values[field].trim()) errors[field] = REQUIRED_MESSAGE
  if (!DATE.test(values.leaseStartDate)) errors.leaseStartDate = DATES_MESSAGE
  if (!DATE.test(values.leaseEndDate)) errors.leaseEndDate = DATES_MESSAGE
  if (centsOf(values.feeDollars) === null) errors.feeDollars = CONTRACT_MESSAGES.feeOutOfRange
  if (values.feeOption === 'installments') {
    if (centsOf(values.downPaymentDollars) === null) errors.downPaymentDollars = CONTRACT_MESSAGES.installmentsMustAddUp
    if (centsOf(values.monthlyPaymentDollars) === null)
      errors.monthlyPaymentDollars = CONTRACT_MESSAGES.installmentsMustAddUp
  }
  if (Object.keys(errors).length > 0) return errors
  const message = validateContractTerms(termsOf(values))
  if (message) errors[fieldOfMessage(message)] = message
  return errors
}

/** Which field a rule's message is shown next to. */
export function fieldOfMessage(message: string): ContractFormField {
  switch (message) {
    case CONTRACT_MESSAGES.endBeforeStart:
      return 'leaseEndDate'
    case CONTRACT_MESSAGES.feeOutOfRange:
      return 'feeDollars'
    case CONTRACT_MESSAGES.installmentsMustAddUp:
    case CONTRACT_MESSAGES.installmentsOnly:
      return 'monthlyPaymentDollars'
    case CONTRACT_MESSAGES.propertyAddressRequired:
      return 'propertyAddress'
    case CONTRACT_MESSAGES.monthlyRentOutOfRange:
      return 'monthlyRentDollars'
    case CONTRACT_MESSAGES.leaseTermOutOfRange:
      return 'leaseTermMonths'
    case CONTRACT_MESSAGES.landlordEmailInvalid:
      return 'landlordEmail'
    case CONTRACT_MESSAGES.maxLiabilityOutOfRange:
      return 'maxLiabilityDollars'
    case DATES_MESSAGE:
      return 'leaseStartDate'
    default:
      return 'renterName'
  }
}

/** The spec: a renter, a cosigner name and a fee amount are needed before the preview and the signature show. */
export function readyForPreview(hasRenter: boolean, values: ContractFormValues): boolean {
  const fee = centsOf(values.feeDollars)
  return hasRenter && values.cosignerName.trim() !== '' && fee !== null && fee > 0
}

/** The message a failed submission shows: the server's for a 4xx that has one, else the catalogue's. */
export function submitErrorMessage(error: unknown): string {
  const e = error as { status?: number; code?: string; message?: string; name?: string } | null
  const fromServer = typeof e?.code === 'string' && !e.code.startsWith('HTTP_') // the body had {error:{code,message}}
  if (e?.name === 'ApiError' && fromServer && typeof e.status === 'number' && e.status >= 400 && e.status < 500 && e.message)
    return e.message
  return CONTRACT_MESSAGES.submitFailed
}

/** Whether a refusal is the missing payout email (the screen links to the cosigner profile's payout section). */
export function isPayoutEmailMissing(message: string | null | undefined): boolean {
  return message === CONTRACT_MESSAGES.noPayoutEmail
}

/** The fee preview of what the form holds (both creation forms show it under the terms). */
export function feePreviewOf(values: ContractFormValues): FeePreview | null {
  return feePreview({
    feeCents: centsOf(values.feeDollars),
    feeOption: values.feeOption,
    downPaymentCents: centsOf(values.downPaymentDollars),
    monthlyPaymentCents: centsOf(values.monthlyPaymentDollars),
    leaseStartDate: values.leaseStartDate,
    leaseEndDate: values.leaseEndDate,
  })
}

/** The agreement text the form's terms make with the server's parties (what will be signed). */
export function agreementOf(
  values: ContractFormValues,
  parties: { renterId: string; cosignerId: string; cosignerEmail: string; cosignerPaypalEmail: string },
): string[] {
  return agreementText(signedTermsOf(termsOf(values), parties))
}
