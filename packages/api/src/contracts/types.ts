// Lease contracts API (contracts service, browser path /api/contracts/*): its answers. The agreement rules are in
// agreement.ts; the request schemas (TypeBox) are in schemas.ts, so front ends that use these rules and types do
// not bundle TypeBox; their types are imported here as types only.
import type { ContractTermsInput } from './schemas.js'
import type { SignaturePngDataUrl } from '../signature-png.js'

export * from './constants.js'
import type {
  ContractPartyRole,
  ContractStatus,
  FeeOption,
  LedgerEntryStatus,
  LedgerEntryType,
  PaymentStepStatus,
} from './constants.js'

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
  /**
   * Why the contract's payments wait, written for the viewer (null: nothing waits). Issue 27: until the cosigner
   * confirmed the PayPal email the contract pays, nothing of it is charged; the renter reads
   * PAYMENT_MESSAGES.payoutEmailUnconfirmed, the cosigner PAYMENT_MESSAGES.confirmYourPaypalEmail.
   */
  paymentHold: string | null
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
  /**
   * The drawn signature, shown to the parties and admins only; '' when the stored image is outside the
   * signature bounds (signature-png.ts), so no browser decodes it.
   */
  imagePng: SignaturePngDataUrl | ''
}

/** What the agreement backs (agreement version 2); null on contracts signed before (version 1). */
export interface ContractLeaseDto {
  propertyAddress: string | null
  monthlyRentCents: number | null
  leaseTermMonths: number | null
  landlordName: string | null
  landlordEmail: string | null
  maxLiabilityCents: number | null
}

export interface ContractDto extends ContractSummaryDto, ContractLeaseDto {
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
