// Lease contracts API (contracts service, browser path /api/contracts/*) and the agreement rules every side
// shares: the canonical terms that are hashed and signed, the agreement text, the fee schedule. The request
// schemas (TypeBox) are in lease-contracts-schemas.ts, so front ends that use these rules and types do not
// bundle TypeBox; their types are imported here as types only.
import type { ContractTermsInput } from './lease-contracts-schemas.js'
import { formatUsd, MAX_COSIGNER_FEE_CENTS, splitContractFee } from '../money.js'

export * from './lease-contracts-constants.js'
import { AGREEMENT_VERSION, CONTRACT_MESSAGES } from './lease-contracts-constants.js'
import type {
  ContractPartyRole,
  ContractStatus,
  FeeOption,
  LedgerEntryStatus,
  LedgerEntryType,
  PaymentStepStatus,
} from './lease-contracts-constants.js'

// ---- Answers ---------------------------------------------------------------------------------------------

export interface PaymentStepDto {
  status: PaymentStepStatus
  amountCents: number
  /** When the step last changed status (completed: when it was paid). */
  at: string | null
  /** A replacement credit paid this step (no PayPal payment). */
  paidByCredit: boolean
}

export interface ContractSummaryDto {
  id: string
  status: ContractStatus
  renterId: string
  cosignerId: string
  renterName: string
  cosignerName: string
  feeOption: FeeOption
  feeCents: number
  leaseStartDate: string
  leaseEndDate: string
  createdAt: string
  step1: PaymentStepDto
  step2: PaymentStepDto
}

export interface ContractHistoryEntryDto {
  status: ContractStatus
  at: string
  /** User id of whoever caused it; null for the platform (payments, the scheduled job). */
  actorId: string | null
  actorRole: ContractPartyRole | 'admin' | 'system'
  note: string | null
}

export interface SignatureDto {
  role: ContractPartyRole
  signerId: string
  signerName: string
  signedAt: string
  /** PNG data URL, shown to the parties and admins only. */
  imagePng: string
}

export interface ContractDto extends ContractSummaryDto {
  renterAddress: string
  cosignerAddress: string
  cosignerEmail: string
  cosignerPaypalEmail: string
  downPaymentCents: number | null
  monthlyPaymentCents: number | null
  installmentCount: number
  platformFeeCents: number
  processingFeeCents: number
  /** What the two steps charge now: the fee (full) or the down payment (installments). */
  dueAtSigningCents: number
  matchRequestId: string | null
  agreementVersion: number
  termsHash: string
  /** The agreement text the parties sign (agreementText(terms)). */
  agreementText: string[]
  signatures: SignatureDto[]
  history: ContractHistoryEntryDto[]
  cancelledBy: ContractPartyRole | 'admin' | null
  cancelReason: string | null
  /** Replacement credit this contract's step 1 used, if any. */
  creditApplied: boolean
}

export interface ContractResponse {
  contract: ContractDto
}
export interface ContractListResponse {
  items: ContractSummaryDto[]
  total: number
  nextCursor: string | null
}

/**
 * GET /contracts/new?matchRequestId=: what the form prefills for an accepted request (COSIGNER): names,
 * the property address as the renter's address, the move-in date as lease start, one year later as end, the
 * request's rent and duration, the cosigner's location, fee and payout email from their profile.
 * GET /contracts/candidates: accepted requests without an open contract, newest first.
 */
export interface ContractCandidateDto {
  matchRequestId: string
  renterId: string
  renterName: string
  monthlyRentCents: number
  leaseDurationMonths: number
  propertyAddress: string
  moveInDate: string
  acceptedAt: string
}
export interface ContractCandidatesResponse {
  items: ContractCandidateDto[]
}
/**
 * Admins create a contract for any renter and any cosigner with an approved profile
 * (GET /contracts/admin/parties lists both; GET /contracts/admin/draft prefills; POST /contracts/admin creates
 * it as awaiting_cosigner, the cosigner then signs it like the renter does).
 */
export interface ContractPartyOptionDto {
  userId: string
  name: string
  email: string | null
  /** Cosigners: the profile's PayPal payout email (null: none yet, the contract cannot be created). */
  paypalEmail?: string | null
  /** Cosigners: the profile's location (prefills the cosigner's address). */
  location?: string | null
}
export interface ContractPartiesResponse {
  renters: ContractPartyOptionDto[]
  cosigners: ContractPartyOptionDto[]
}
export interface AdminContractDraftResponse {
  renterId: string
  cosignerId: string
  cosignerEmail: string
  cosignerPaypalEmail: string | null
  terms: ContractTermsInput
}

export interface ContractDraftResponse {
  candidate: ContractCandidateDto
  cosignerId: string
  cosignerEmail: string
  cosignerPaypalEmail: string | null
  terms: ContractTermsInput
}

// ---- Ledger (GET /ledger?contractId=) --------------------------------------------------------------------

export interface LedgerEntryDto {
  id: string
  contractId: string
  renterId: string
  cosignerId: string
  entryType: LedgerEntryType
  description: string
  amountCents: number
  dueDate: string
  paidDate: string | null
  status: LedgerEntryStatus
  /** Installments: the renter pays this entry (payment purpose contract_installment, subject = entry id). */
  payable: boolean
}
export interface ReplacementCreditDto {
  id: string
  renterId: string
  sourceContractId: string
  /** Platform fee + processing fee the renter paid on the cancelled contract. */
  amountCents: number
  status: 'available' | 'applied' | 'refunded'
  appliedToContractId: string | null
  createdAt: string
}
export interface LedgerResponse {
  entries: LedgerEntryDto[]
  /** Sums of the entries: the renter's contract payments (steps and installments) paid, still open, overdue. */
  totals: { paidCents: number; outstandingCents: number; overdueCents: number }
  /**
   * The renter's side of the contracts in view, added up from each contract's breakdown (GET
   * /contracts/:id/breakdown): renters and admins (admins: with a contractId only); null for cosigners.
   */
  renterSummary: LedgerRenterSummary | null
  /** The cosigner's side likewise: cosigners, and admins with a contractId; null for renters. */
  cosignerSummary: LedgerCosignerSummary | null
}
export interface LedgerRenterSummary {
  cosignerFeeCents: number
  processingFeeCents: number
  serviceFeesCents: number
  totalCents: number
  paidCents: number
  dueCents: number
}
export interface LedgerCosignerSummary {
  feeCents: number
  platformFeeCents: number
  payoutCents: number
  receivedCents: number
  expectedCents: number
}
// ---- Agreement rules (shared by the form, the service and the PDF) ---------------------------------------

/** The terms as signed: everything the agreement says, nothing that changes later (status, payments). */
export interface SignedTerms extends ContractTermsInput {
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
 */
export function canonicalTerms(terms: SignedTerms): string {
  const normalised: Record<string, unknown> = {}
  for (const key of TERM_KEYS) {
    let value: unknown = terms[key]
    if (value === undefined) value = null
    if ((key === 'renterId' || key === 'cosignerId') && typeof value === 'string') value = value.toLowerCase()
    normalised[key] = value
  }
  return JSON.stringify(normalised)
}

/** Whole months from start to end (YYYY-MM-DD), at least 1: the number of monthly installments. */
export function leaseMonths(start: string, end: string): number {
  const [sy, sm, sd] = start.split('-').map(Number)
  const [ey, em, ed] = end.split('-').map(Number)
  let months = (ey! - sy!) * 12 + (em! - sm!)
  if (ed! < sd!) months -= 1
  return Math.max(1, months)
}

/** One year after a YYYY-MM-DD date (Feb 29 becomes Feb 28). */
export function oneYearAfter(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  const day = m === 2 && d === 29 ? 28 : d!
  return `${String(y! + 1).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`
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

/** Adds what the server knows to the proposed terms: ids, emails, installment count, fee split. */
export function signedTermsOf(
  terms: ContractTermsInput,
  parties: { renterId: string; cosignerId: string; cosignerEmail: string; cosignerPaypalEmail: string },
): SignedTerms {
  const split = splitContractFee(terms.feeCents)
  const installments = terms.feeOption === 'installments'
  return {
    ...terms,
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

/** The cosigning agreement's paragraphs, as shown before signing and printed in the PDF. */
export function agreementText(t: SignedTerms): string[] {
  const split = splitContractFee(t.feeCents)
  const payment =
    t.feeOption === 'full'
      ? `The Renter pays the Cosigner Fee of ${usd(t.feeCents)} in full after both parties have signed.`
      : `The Renter pays the Cosigner Fee of ${usd(t.feeCents)} in installments: a down payment of ${usd(t.downPaymentCents ?? 0)} after both parties have signed, then ${t.installmentCount} monthly payments of ${usd(t.monthlyPaymentCents ?? 0)}, the first due one month after the lease start date.`
  return [
    `This Cosigning Agreement is made between ${t.cosignerName} of ${t.cosignerAddress} (the "Cosigner") and ${t.renterName} of ${t.renterAddress} (the "Renter"), through the Cosign marketplace (the "Platform").`,
    `1. Guarantee. The Cosigner agrees to act as cosigner (guarantor) of the Renter's residential lease for the term from ${t.leaseStartDate} to ${t.leaseEndDate}, and to be named as such on the lease.`,
    `2. Cosigner Fee. ${payment}`,
    `3. Platform fees. The Platform keeps 15% of each payment of the Cosigner Fee${t.feeOption === 'full' ? ` (${usd(split.platformFeeCents)})` : ''}, taken from the Cosigner's payout and not added to the Renter's cost. The Renter also pays a one-time contract processing fee of ${usd(t.processingFeeCents)} to the Platform. Payments to the Cosigner go to the PayPal account ${t.cosignerPaypalEmail}.`,
    `4. Order of payment. The Renter first pays the platform fee and the processing fee (step 1), then the Cosigner's share (step 2). The agreement is final when both steps are paid.`,
    `5. Cancellation and replacement. Either party may cancel this agreement before it is final. If the Cosigner cancels after the Renter has paid, the Renter's payment becomes a credit toward an agreement with another verified cosigner with no new platform or processing fee (the Cosigner Replacement Guarantee), or is refunded at the Renter's request.`,
    `6. Signatures. Both parties sign electronically. Each signature is recorded with the signer, the time, the network address and a SHA-256 hash of these terms; a signature applies only to the terms with that hash.`,
  ]
}
