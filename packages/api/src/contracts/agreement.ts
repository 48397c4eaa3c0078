// The agreement rules every side shares (the form, the contracts service and the PDF): the canonical terms
// that are hashed and signed, the agreement text, the fee schedule.
import type { ContractTermsInput } from './schemas.js'
import { formatUsd, MAX_COSIGNER_FEE_CENTS, platformFeeCents, splitContractFee } from '../money.js'
import { documentDay } from '../dates.js'
import {
  AGREEMENT_VERSION,
  CONTRACT_MESSAGES,
  LEASE_FIELDS_AGREEMENT_VERSION,
  MAX_LEASE_TERM_MONTHS,
  MAX_LIABILITY_CENTS,
  MAX_MONTHLY_RENT_CENTS,
} from './constants.js'
import type { ContractLeaseDto } from './types.js'

/** The terms that agreement version 2 added: absent (null) in the terms of a version 1 contract. */
export const LEASE_TERM_KEYS = [
  'propertyAddress',
  'monthlyRentCents',
  'leaseTermMonths',
  'landlordName',
  'landlordEmail',
  'maxLiabilityCents',
] as const
export type LeaseTermKey = (typeof LEASE_TERM_KEYS)[number]

/**
 * The terms as signed: everything the agreement says, nothing that changes later (status, payments). The lease
 * fields are null only in a version 1 contract's terms.
 */
export interface SignedTerms extends Omit<ContractTermsInput, LeaseTermKey>, ContractLeaseDto {
  agreementVersion: number
  renterId: string
  cosignerId: string
  cosignerEmail: string
  cosignerPaypalEmail: string
  installmentCount: number
  platformFeeCents: number
  processingFeeCents: number
}

const TERM_KEYS: (keyof SignedTerms)[] = [
  'agreementVersion',
  'renterId',
  'renterName',
  'renterAddress',
  'cosignerId',
  'cosignerName',
  'cosignerAddress',
  'cosignerEmail',
  'cosignerPaypalEmail',
  'leaseStartDate',
  'leaseEndDate',
  'feeOption',
  'feeCents',
  'downPaymentCents',
  'monthlyPaymentCents',
  'installmentCount',
  'platformFeeCents',
  'processingFeeCents',
]

/**
 * The exact string whose SHA-256 (hex) is the terms hash: JSON of the terms in a fixed key order, ids lower
 * case, absent installment fields as null. Both the browser (crypto.subtle) and the service hash this string.
 * Version 2 appends the lease fields (a version 1 contract keeps the hash its cosigner signed).
 */
export function canonicalTerms(terms: SignedTerms): string {
  const normalised: Record<string, unknown> = {}
  const keys: (keyof SignedTerms)[] =
    terms.agreementVersion >= LEASE_FIELDS_AGREEMENT_VERSION ? [...TERM_KEYS, ...LEASE_TERM_KEYS] : TERM_KEYS
  for (const key of keys) {
    let value: unknown = terms[key]
    if (value === undefined) value = null
    if ((key === 'renterId' || key === 'cosignerId') && typeof value === 'string') value = value.toLowerCase()
    normalised[key] = value
  }
  return JSON.stringify(normalised)
}

/**
 * Whole months the lease covers, at least 1: the number of monthly installments. The end day is part of the
 * lease, so a lease ending the day before the anniversary (defaultLeaseEnd) counts its full term: 2026-03-15 to
 * 2027-03-14 is 12 months (as is an end on the anniversary itself, the older default).
 */
export function leaseMonths(start: string, end: string): number {
  const next = dayAfter(end)
  const [sy, sm] = start.split('-').map(Number)
  const [ey, em] = next.split('-').map(Number)
  let months = (ey! - sy!) * 12 + (em! - sm!)
  while (months > 0 && addMonths(start, months) > next) months -= 1
  return Math.max(1, months)
}

function dayAfter(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10)
}

/** One year after a YYYY-MM-DD date (Feb 29 becomes Feb 28). */
export function oneYearAfter(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  const day = m === 2 && d === 29 ? 28 : d!
  return `${String(y! + 1).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The day before a YYYY-MM-DD date. */
function dayBefore(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  return new Date(Date.UTC(y!, m! - 1, d! - 1)).toISOString().slice(0, 10)
}

/**
 * The default lease end, shared by the forms and the drafts: the day before the anniversary of the start after
 * `months` (12 by default), e.g. 2026-03-01 for 12 months -> 2027-02-28 (issue 24; decisions.md).
 */
export function defaultLeaseEnd(start: string, months = 12): string {
  return dayBefore(addMonths(start, months))
}

/** Adds whole months to a YYYY-MM-DD date, clamping the day to the month's last day. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number)
  const total = y! * 12 + (m! - 1) + months
  const year = Math.floor(total / 12)
  const month = (total % 12) + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d!, last)).padStart(2, '0')}`
}

function isRealDate(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number)
  const t = new Date(Date.UTC(y!, m! - 1, d!))
  return t.getUTCFullYear() === y && t.getUTCMonth() === m! - 1 && t.getUTCDate() === d
}

/**
 * The first rule the terms break, or null. Shared by the form and the service (which also checks the schema).
 * Full: no installment fields. Installments: down payment > 0 (it is what the two steps charge, so step 2 always
 * has something to pay) and monthly > 0 with
 * down + monthly x leaseMonths(start, end) = fee exactly.
 */
export function validateContractTerms(terms: ContractTermsInput): string | null {
  for (const key of ['renterName', 'renterAddress', 'cosignerName', 'cosignerAddress'] as const)
    if (!terms[key] || !terms[key].trim()) return 'Please fill in all required fields'
  if (!isRealDate(terms.leaseStartDate) || !isRealDate(terms.leaseEndDate)) return 'Dates must be written as YYYY-MM-DD.'
  if (terms.leaseEndDate <= terms.leaseStartDate) return CONTRACT_MESSAGES.endBeforeStart
  if (!Number.isSafeInteger(terms.feeCents) || terms.feeCents < 1 || terms.feeCents > MAX_COSIGNER_FEE_CENTS)
    return CONTRACT_MESSAGES.feeOutOfRange
  const leaseProblem = validateLeaseFields(terms)
  if (leaseProblem) return leaseProblem
  if (terms.feeOption === 'full') {
    if (terms.downPaymentCents != null || terms.monthlyPaymentCents != null) return CONTRACT_MESSAGES.installmentsOnly
    return null
  }
  const down = terms.downPaymentCents
  const monthly = terms.monthlyPaymentCents
  if (down == null || monthly == null || !Number.isSafeInteger(down) || !Number.isSafeInteger(monthly) || monthly < 1 || down < 0)
    return CONTRACT_MESSAGES.installmentsMustAddUp
  if (down < 1) return CONTRACT_MESSAGES.downPaymentRequired
  if (down + monthly * leaseMonths(terms.leaseStartDate, terms.leaseEndDate) !== terms.feeCents)
    return CONTRACT_MESSAGES.installmentsMustAddUp
  return null
}

/** The first rule the lease fields break, or null (the schema bounds, for the form's sake too). */
export function validateLeaseFields(
  terms: Pick<ContractTermsInput, LeaseTermKey>,
): string | null {
  if (!terms.propertyAddress || !terms.propertyAddress.trim()) return CONTRACT_MESSAGES.propertyAddressRequired
  if (!Number.isSafeInteger(terms.monthlyRentCents) || terms.monthlyRentCents < 1 || terms.monthlyRentCents > MAX_MONTHLY_RENT_CENTS)
    return CONTRACT_MESSAGES.monthlyRentOutOfRange
  if (!Number.isSafeInteger(terms.leaseTermMonths) || terms.leaseTermMonths < 1 || terms.leaseTermMonths > MAX_LEASE_TERM_MONTHS)
    return CONTRACT_MESSAGES.leaseTermOutOfRange
  if (terms.landlordEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(terms.landlordEmail)) return CONTRACT_MESSAGES.landlordEmailInvalid
  if (!Number.isSafeInteger(terms.maxLiabilityCents) || terms.maxLiabilityCents < 1 || terms.maxLiabilityCents > MAX_LIABILITY_CENTS)
    return CONTRACT_MESSAGES.maxLiabilityOutOfRange
  return null
}

/**
 * The default maximum liability: the cosigner's stated maximum rent support for each month of the term (the
 * most they said they would cover), else the monthly rent x the term. The cosigner may set another figure.
 */
export function defaultMaxLiabilityCents(
  maxRentSupportCents: number | null | undefined,
  monthlyRentCents: number,
  leaseTermMonths: number,
): number {
  const monthly = maxRentSupportCents && maxRentSupportCents > 0 ? maxRentSupportCents : monthlyRentCents
  return Math.min(monthly * Math.max(1, leaseTermMonths), MAX_LIABILITY_CENTS)
}

/** Adds what the server knows to the proposed terms: ids, emails, installment count, fee split. */
export function signedTermsOf(
  terms: ContractTermsInput,
  parties: { renterId: string; cosignerId: string; cosignerEmail: string; cosignerPaypalEmail: string },
): SignedTerms {
  const split = splitContractFee(terms.feeCents)
  const installments = terms.feeOption === 'installments'
  return {
    ...terms,
    landlordName: terms.landlordName?.trim() || null,
    landlordEmail: terms.landlordEmail?.trim() || null,
    downPaymentCents: installments ? (terms.downPaymentCents ?? null) : null,
    monthlyPaymentCents: installments ? (terms.monthlyPaymentCents ?? null) : null,
    agreementVersion: AGREEMENT_VERSION,
    renterId: parties.renterId.toLowerCase(),
    cosignerId: parties.cosignerId.toLowerCase(),
    cosignerEmail: parties.cosignerEmail,
    cosignerPaypalEmail: parties.cosignerPaypalEmail,
    installmentCount: installments ? leaseMonths(terms.leaseStartDate, terms.leaseEndDate) : 0,
    platformFeeCents: split.platformFeeCents,
    processingFeeCents: split.processingFeeCents,
  }
}

/**
 * What the renter pays through the two steps when the contract is fully signed: the whole fee (full) or the
 * down payment (installments). Each monthly installment is later paid from the ledger with the same split:
 * 15 % of it (half-up) to the platform, the rest to the cosigner. The $50 processing fee is charged once, in
 * step 1.
 */
export function dueAtSigningCents(terms: Pick<SignedTerms, 'feeOption' | 'feeCents' | 'downPaymentCents'>): number {
  return terms.feeOption === 'installments' ? (terms.downPaymentCents ?? 0) : terms.feeCents
}

/** The monthly installment schedule: due dates one month apart, the first one month after the lease start. */
export function installmentSchedule(
  terms: Pick<SignedTerms, 'feeOption' | 'leaseStartDate' | 'monthlyPaymentCents' | 'installmentCount'>,
): { number: number; dueDate: string; amountCents: number }[] {
  if (terms.feeOption !== 'installments' || !terms.monthlyPaymentCents) return []
  return Array.from({ length: terms.installmentCount }, (_, i) => ({
    number: i + 1,
    dueDate: addMonths(terms.leaseStartDate, i + 1),
    amountCents: terms.monthlyPaymentCents!,
  }))
}

/** One cached formatter (money.ts): toLocaleString builds a new one per call, a measurable cost per signature. */
const usd = formatUsd

/** What the agreement says the renter pays and the cosigner receives, every figure in cents (one rule). */
export function agreementMoney(t: Pick<SignedTerms, 'feeOption' | 'feeCents' | 'downPaymentCents' | 'processingFeeCents' | 'leaseStartDate' | 'monthlyPaymentCents' | 'installmentCount'>) {
  const whole = splitContractFee(t.feeCents)
  const atSigning = splitContractFee(dueAtSigningCents(t))
  const schedule = installmentSchedule(t).map((i) => {
    const platform = platformFeeCents(i.amountCents)
    return { ...i, platformFeeCents: platform, cosignerCents: i.amountCents - platform }
  })
  const platformTotal = atSigning.platformFeeCents + schedule.reduce((sum, i) => sum + i.platformFeeCents, 0)
  return {
    feeCents: t.feeCents,
    processingFeeCents: t.processingFeeCents,
    /** 15 % of the fee (the fee's split; installments are split payment by payment, see platformTotalCents). */
    platformFeeCents: whole.platformFeeCents,
    cosignerShareCents: t.feeCents - whole.platformFeeCents,
    /** What the platform keeps of the fee as it is paid (the sum of each payment's 15 %, rounded per payment). */
    platformTotalCents: platformTotal,
    cosignerTotalCents: t.feeCents - platformTotal,
    /** Steps 1 and 2 when both have signed: platform fee + processing fee of what is due, then the cosigner's share. */
    step1Cents: atSigning.platformFeeCents + t.processingFeeCents,
    step2Cents: atSigning.step2Cents,
    renterTotalCents: t.feeCents + t.processingFeeCents,
    schedule,
  }
}


/**
 * The cosigning agreement's paragraphs, as shown before signing and printed in the PDF. Dates read as on the
 * screens (documentDay). Version 2 names the lease it backs (property, rent, term, landlord) and the cosigner's
 * maximum liability; the money clause says who pays what to whom, with the installment schedule.
 */
export function agreementText(t: SignedTerms): string[] {
  const m = agreementMoney(t)
  const start = documentDay(t.leaseStartDate)
  const end = documentDay(t.leaseEndDate)
  const lease = t.propertyAddress
    ? `the residential lease of ${t.propertyAddress}${t.landlordName ? ` with ${t.landlordName}${t.landlordEmail ? ` (${t.landlordEmail})` : ''} as landlord or property manager` : ''}, at a monthly rent of ${usd(t.monthlyRentCents ?? 0)}, for a term of ${t.leaseTermMonths} month${t.leaseTermMonths === 1 ? '' : 's'} from ${start} to ${end}`
    : `the Renter's residential lease for the term from ${start} to ${end}`
  const liability =
    t.maxLiabilityCents != null
      ? ` The Cosigner's liability under this agreement is limited to ${usd(t.maxLiabilityCents)} in total.`
      : ''
  const steps = `step 1, ${usd(m.step1Cents)} to the Platform (its 15% of that payment plus the processing fee); step 2, ${usd(m.step2Cents)} to the Cosigner (85%), paid to the Cosigner's PayPal account ${t.cosignerPaypalEmail}`
  const payment =
    t.feeOption === 'full'
      ? `The Renter pays the Cosigner Fee in full after both parties have signed, in two steps: ${steps}.`
      : `The Renter pays the Cosigner Fee in installments: a down payment of ${usd(t.downPaymentCents ?? 0)} after both parties have signed, in two steps (${steps}); then ${t.installmentCount} monthly payments, each split 15% to the Platform and 85% to the Cosigner: ${m.schedule
          .map((i) => `${documentDay(i.dueDate)}: ${usd(i.amountCents)} (${usd(i.platformFeeCents)} Platform, ${usd(i.cosignerCents)} Cosigner)`)
          .join('; ')}.`
  return [
    `This Cosigning Agreement is made between ${t.cosignerName} of ${t.cosignerAddress} (the "Cosigner") and ${t.renterName} of ${t.renterAddress} (the "Renter"), through the Cosign marketplace (the "Platform").`,
    `1. Guarantee. The Cosigner agrees to act as cosigner (guarantor) of ${lease}, and to be named as such on the lease.${liability}`,
    `2. Who pays what. The Renter pays the Cosigner a Cosigner Fee of ${usd(t.feeCents)}, split 15% to the Platform (${usd(m.platformTotalCents)}) and 85% to the Cosigner (${usd(m.cosignerTotalCents)}); the Platform's share is taken from the fee, not added to the Renter's cost. The Renter also pays the Platform a one-time contract processing fee of ${usd(t.processingFeeCents)}, in all ${usd(m.renterTotalCents)}. ${payment}`,
    `3. Order of payment. The Renter first pays step 1 to the Platform, then step 2 to the Cosigner. The agreement is final when both steps are paid.`,
    `4. Cancellation and replacement. Either party may cancel this agreement before it is final. If the Cosigner cancels after the Renter has paid, the Renter's payment becomes a credit toward an agreement with another verified cosigner with no new platform or processing fee (the Cosigner Replacement Guarantee), or is refunded at the Renter's request.`,
    `5. Signatures. Both parties sign electronically. Each signature is recorded with the signer, the time, the network address and a SHA-256 hash of these terms; a signature applies only to the terms with that hash.`,
  ]
}
