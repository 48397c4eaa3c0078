// The cosigner profile form's fields in screen order, as FormFields specs (no React, no network).
import type { FormFieldSpec, SelectOption } from '@cosign/ui'
import { EMPLOYMENT_SELECT_OPTIONS, totalFeeHint, type CosignerFormState } from './cosigner-form.js'

const FEE_TYPE_OPTIONS: readonly SelectOption[] = [
  { value: 'one-time', label: 'One-time fee' },
  { value: 'setup-monthly', label: 'Setup fee + monthly fee' },
]
const YES_NO_OPTIONS: readonly SelectOption[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
]

// The form's fields in screen order (the read-only account email stands between the names and the details).
export const NAME_FIELDS: readonly FormFieldSpec<CosignerFormState>[] = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name', required: true },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name', required: true },
]
export const DETAIL_FIELDS: readonly FormFieldSpec<CosignerFormState>[] = [
  {
    field: 'location',
    label: 'Location',
    placeholder: 'City, State',
    autoComplete: 'address-level2',
    required: true,
  },
  { field: 'creditScore', label: 'Credit score', inputMode: 'numeric', hint: '300 to 850', required: true },
  {
    field: 'monthlyIncome',
    label: 'Monthly income ($)',
    inputMode: 'numeric',
    hint: 'Whole dollars',
    required: true,
  },
  {
    field: 'employmentStatus',
    label: 'Employment status (optional)',
    placeholder: 'Choose…',
    options: EMPLOYMENT_SELECT_OPTIONS,
  },
]
const FEE_FIELDS: readonly FormFieldSpec<CosignerFormState>[] = [
  {
    field: 'maxRentSupport',
    label: 'Maximum rent support ($ per month)',
    inputMode: 'numeric',
    hint: 'The highest monthly rent you will back',
    required: true,
  },
  { field: 'feeType', label: 'Fee type', placeholder: 'Choose…', options: FEE_TYPE_OPTIONS, required: true },
  {
    field: 'totalFeeAmount',
    label: 'Total fee ($)',
    inputMode: 'numeric',
    hint: totalFeeHint(''),
    required: true,
  },
  {
    field: 'setupFee',
    label: 'Setup fee ($)',
    inputMode: 'numeric',
    hint: 'Setup fee + 12 monthly fees = total fee',
    required: true,
  },
  { field: 'monthlyFee', label: 'Monthly fee ($)', inputMode: 'numeric', required: true },
  {
    field: 'requireUpfront',
    label: 'Require upfront payment',
    placeholder: 'Choose…',
    options: YES_NO_OPTIONS,
    required: true,
  },
  {
    field: 'requiresLeaseArmor',
    label: 'Require Lease Armor',
    options: YES_NO_OPTIONS,
    hint: 'Only renters enrolled in a Lease Armor rental protection plan can send you a request',
  },
  {
    field: 'paypalEmail',
    label: 'PayPal email',
    type: 'email',
    autoComplete: 'email',
    hint: 'Where your fees are paid (85% of each fee; the platform keeps 15%)',
    required: true,
  },
]
const SETUP_MONTHLY_ONLY: ReadonlySet<string> = new Set(['setupFee', 'monthlyFee'])

/**
 * The fee fields shown for a form: the setup and monthly fees belong to setup-monthly only; the total fee's
 * hint suggests a range for the credit score typed.
 */
export function feeFields(form: CosignerFormState): FormFieldSpec<CosignerFormState>[] {
  return FEE_FIELDS.filter(
    ({ field }) => form.feeType === 'setup-monthly' || !SETUP_MONTHLY_ONLY.has(field),
  ).map((spec) =>
    spec.field === 'totalFeeAmount' ? { ...spec, hint: totalFeeHint(form.creditScore) } : spec,
  )
}

export type FormField = keyof CosignerFormState

/** The specs with a blur handler naming their field, so a field's error shows once the user has left it. */
export function reportingBlur(
  specs: readonly FormFieldSpec<CosignerFormState>[],
  onBlur: (field: FormField) => void,
): FormFieldSpec<CosignerFormState>[] {
  return specs.map((spec) => ({ ...spec, onBlur: () => onBlur(spec.field) }))
}
