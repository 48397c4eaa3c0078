import { CONTRACT_MESSAGES, type ContractDraftResponse } from '@cosign/api'
import {
  EMPTY_VALUES,
  centsOf,
  formErrors,
  installmentCountOf,
  isPayoutEmailMissing,
  readyForPreview,
  submitErrorMessage,
  suggestedMonthlyCents,
  termsOf,
  valuesFromDraft,
  withLeaseStart,
  withLeaseTerm,
  type ContractFormValues,
} from './contract-form.js'

const filled: ContractFormValues = {
  ...EMPTY_VALUES,
  renterName: 'Ren Ter',
  renterAddress: '1 Main St',
  cosignerName: 'Co Signer',
  cosignerAddress: '2 Oak Ave',
  leaseStartDate: '2026-03-01',
  leaseEndDate: '2027-02-28',
  feeDollars: '1500',
  propertyAddress: '1 Main St',
  monthlyRentDollars: '1400',
  leaseTermMonths: '12',
  maxLiabilityDollars: '16800',
}

describe('contract creation form', () => {
  it('picking a start date sets the end the day before the anniversary (of the term); a term change moves it', () => {
    expect(withLeaseStart(EMPTY_VALUES, '2026-03-15').leaseEndDate).toBe('2027-03-14')
    expect(withLeaseStart(EMPTY_VALUES, '2026-03-01').leaseEndDate).toBe('2027-02-28')
    expect(withLeaseStart(EMPTY_VALUES, '2028-02-29').leaseEndDate).toBe('2029-02-27')
    expect(withLeaseTerm(withLeaseStart(EMPTY_VALUES, '2026-03-15'), '6').leaseEndDate).toBe('2026-09-14')
    expect(installmentCountOf(withLeaseStart(EMPTY_VALUES, '2028-02-29'))).toBe(12)
    expect(withLeaseStart({ ...EMPTY_VALUES, leaseEndDate: '2030-01-01' }, '').leaseEndDate).toBe('2030-01-01')
  })

  it('reads dollars as cents with the shared parser', () => {
    expect(centsOf('1,500.5')).toBe(150050)
    expect(centsOf('$99.99')).toBe(9999)
    expect(centsOf('abc')).toBeNull()
    expect(centsOf('')).toBeNull()
  })

  it('full payment sends no installment fields', () => {
    expect(termsOf({ ...filled, downPaymentDollars: '100', monthlyPaymentDollars: '50' })).toMatchObject({
      feeOption: 'full',
      feeCents: 150000,
      downPaymentCents: null,
      monthlyPaymentCents: null,
    })
    expect(formErrors(filled)).toEqual({})
  })

  it('installments must add up (shared rule), shown next to the monthly payment', () => {
    const installments = { ...filled, feeOption: 'installments' as const, downPaymentDollars: '300' }
    expect(installmentCountOf(installments)).toBe(12)
    expect(suggestedMonthlyCents(150000, 30000, 12)).toBe(10000)
    expect(suggestedMonthlyCents(100000, 0, 12)).toBeNull() // $1,000 / 12 is not whole cents
    expect(formErrors({ ...installments, monthlyPaymentDollars: '99' })).toEqual({
      monthlyPaymentDollars: CONTRACT_MESSAGES.installmentsMustAddUp,
    })
    expect(formErrors({ ...installments, monthlyPaymentDollars: '100' })).toEqual({})
  })

  it('puts the end-before-start and fee range messages next to their fields', () => {
    expect(formErrors({ ...filled, leaseEndDate: '2026-02-01' })).toEqual({ leaseEndDate: CONTRACT_MESSAGES.endBeforeStart })
    expect(formErrors({ ...filled, feeDollars: '2500.01' })).toEqual({ feeDollars: CONTRACT_MESSAGES.feeOutOfRange })
    expect(formErrors({ ...filled, renterAddress: ' ' })).toMatchObject({ renterAddress: expect.any(String) })
  })

  it('shows the preview and signature only with a renter, a cosigner name and a fee above 0', () => {
    expect(readyForPreview(false, filled)).toBe(false)
    expect(readyForPreview(true, filled)).toBe(true)
    expect(readyForPreview(true, { ...filled, cosignerName: ' ' })).toBe(false)
    expect(readyForPreview(true, { ...filled, feeDollars: '0' })).toBe(false)
  })

  it('prefills from the draft, full payment when the draft says so', () => {
    const draft = {
      terms: { ...termsOf(filled), feeCents: 123456 },
    } as ContractDraftResponse
    expect(valuesFromDraft(draft)).toMatchObject({
      feeDollars: '1234.56',
      feeOption: 'full',
      leaseEndDate: '2027-02-28',
      propertyAddress: '1 Main St',
      monthlyRentDollars: '1400',
      maxLiabilityDollars: '16800',
    })
  })

  it("uses the server's message for a 4xx it explained, else the catalogue's", () => {
    const apiError = (status: number, code: string, message: string) =>
      Object.assign(new Error(message), { name: 'ApiError', status, code })
    expect(submitErrorMessage(apiError(409, 'CONFLICT', CONTRACT_MESSAGES.contractExists))).toBe(
      CONTRACT_MESSAGES.contractExists,
    )
    expect(submitErrorMessage(apiError(500, 'INTERNAL', 'boom'))).toBe(CONTRACT_MESSAGES.submitFailed)
    expect(submitErrorMessage(apiError(404, 'HTTP_404', 'Something went wrong'))).toBe(CONTRACT_MESSAGES.submitFailed)
    expect(submitErrorMessage(new TypeError('x'))).toBe(CONTRACT_MESSAGES.submitFailed)
    expect(isPayoutEmailMissing(CONTRACT_MESSAGES.noPayoutEmail)).toBe(true)
  })
})
