import { createHash } from 'node:crypto'
import {
  canonicalTerms,
  dueAtSigningCents,
  splitContractFee,
  type ContractLeaseDto,
  type FeeOption,
  type SignedTerms,
} from '@cosign/api'
import type { ContractRow } from './rows.js'

/** SHA-256 (hex) of the canonical terms: what each signature applies to. */
export function termsHash(terms: SignedTerms): string {
  return createHash('sha256').update(canonicalTerms(terms), 'utf8').digest('hex')
}

export const isoDate = (d: Date): string => d.toISOString().slice(0, 10)
export const dateOf = (iso: string): Date => new Date(`${iso}T00:00:00.000Z`)

/** The signed terms as stored on the contract row. */
export function termsOfContract(c: ContractRow): SignedTerms {
  return {
    agreementVersion: c.agreementVersion,
    renterId: c.renterId,
    renterName: c.renterName,
    renterAddress: c.renterAddress,
    cosignerId: c.cosignerId,
    cosignerName: c.cosignerName,
    cosignerAddress: c.cosignerAddress,
    cosignerEmail: c.cosignerEmail,
    cosignerPaypalEmail: c.cosignerPaypalEmail,
    leaseStartDate: isoDate(c.leaseStartDate),
    leaseEndDate: isoDate(c.leaseEndDate),
    feeOption: c.feeOption as FeeOption,
    feeCents: c.feeCents,
    downPaymentCents: c.downPaymentCents,
    monthlyPaymentCents: c.monthlyPaymentCents,
    installmentCount: c.installmentCount,
    platformFeeCents: c.platformFeeCents,
    processingFeeCents: c.processingFeeCents,
    ...leaseOfContract(c),
  }
}

/** What the agreement backs, as stored (all null on a version 1 contract). */
export function leaseOfContract(c: ContractRow): ContractLeaseDto {
  return {
    propertyAddress: c.propertyAddress,
    monthlyRentCents: c.monthlyRentCents,
    leaseTermMonths: c.leaseTermMonths,
    landlordName: c.landlordName,
    landlordEmail: c.landlordEmail,
    maxLiabilityCents: c.maxLiabilityCents,
  }
}

/** The columns of a new contract row that hold the terms, and the two steps' amounts. */
export function contractColumnsOf(t: SignedTerms) {
  const steps = splitContractFee(dueAtSigningCents(t))
  return {
    renterId: t.renterId,
    cosignerId: t.cosignerId,
    renterName: t.renterName,
    renterAddress: t.renterAddress,
    cosignerName: t.cosignerName,
    cosignerAddress: t.cosignerAddress,
    cosignerEmail: t.cosignerEmail,
    cosignerPaypalEmail: t.cosignerPaypalEmail,
    leaseStartDate: dateOf(t.leaseStartDate),
    leaseEndDate: dateOf(t.leaseEndDate),
    feeOption: t.feeOption,
    feeCents: t.feeCents,
    downPaymentCents: t.downPaymentCents ?? null,
    monthlyPaymentCents: t.monthlyPaymentCents ?? null,
    installmentCount: t.installmentCount,
    platformFeeCents: t.platformFeeCents,
    processingFeeCents: t.processingFeeCents,
    agreementVersion: t.agreementVersion,
    propertyAddress: t.propertyAddress,
    monthlyRentCents: t.monthlyRentCents,
    leaseTermMonths: t.leaseTermMonths,
    landlordName: t.landlordName,
    landlordEmail: t.landlordEmail,
    maxLiabilityCents: t.maxLiabilityCents,
    step1AmountCents: steps.step1Cents,
    step2AmountCents: steps.step2Cents,
  }
}
