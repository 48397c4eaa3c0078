import type { ContractLeaseDto } from '@cosign/api'

// The rows the model's rules and mappers read, as plain types (model/ sits below the repositories and does not
// import the generated Prisma client). repositories/db.ts checks that Prisma's rows match them.

/** A contract row (table contracts); the lease columns are ContractLeaseDto's. */
export interface ContractRow extends ContractLeaseDto {
  id: string
  matchRequestId: string | null
  status: string
  renterId: string
  cosignerId: string
  renterName: string
  renterAddress: string
  cosignerName: string
  cosignerAddress: string
  cosignerEmail: string
  cosignerPaypalEmail: string
  leaseStartDate: Date
  leaseEndDate: Date
  feeOption: string
  feeCents: number
  downPaymentCents: number | null
  monthlyPaymentCents: number | null
  installmentCount: number
  platformFeeCents: number
  processingFeeCents: number
  agreementVersion: number
  termsHash: string
  step1Status: string
  step1AmountCents: number
  step1At: Date | null
  step1PaidByCredit: boolean
  step2Status: string
  step2AmountCents: number
  step2At: Date | null
  step2PaidByCredit: boolean
  cancelledBy: string | null
  cancelReason: string | null
  finalizedAt: Date | null
  completedAt: Date | null
  endedAt: Date | null
  partyDeletedAt: Date | null
  createdAt: Date
  updatedAt: Date
}

/** A party's signature with its audit record (table contract_signatures). */
export interface SignatureRecord {
  id: string
  contractId: string
  role: string
  signerId: string
  signerName: string
  signedAt: Date
  ip: string
  userAgent: string
  termsHash: string
  imagePng: Uint8Array<ArrayBuffer>
}

/** A contract's history row (table contract_events). */
export interface HistoryRecord {
  id: string
  contractId: string
  status: string
  at: Date
  actorId: string | null
  actorRole: string
  note: string | null
  ip: string | null
  userAgent: string | null
}

/** A match request the cosigner accepted, as matching announced it (table accepted_match_requests). */
export interface AcceptedRequestRow {
  requestId: string
  renterId: string
  cosignerId: string
  renterName: string
  cosignerName: string
  monthlyRentCents: number
  leaseDurationMonths: number
  propertyAddress: string
  moveInDate: Date
  acceptedAt: Date
  sessionPaymentId: string | null
}

/** A numbered ledger entry as a contract's money breakdown reads it. */
export interface InstallmentRow {
  contractId: string
  installmentNumber: number | null
  dueDate: Date
  amountCents: number
  status: string
  paidDate: Date | null
}

/** A renter's service payment as a contract's breakdown lists it. */
export interface ServiceFeeRow {
  paymentId: string
  purpose: 'match_request' | 'unlock_contact'
  amountCents: number
  paidAt: Date
}

/** A renter or cosigner an admin can choose (renters have no payout email or location). */
export interface PartyRow {
  userId: string
  firstName: string | null
  lastName: string | null
  email: string | null
  paypalEmail: string | null
  location: string | null
}

/** A user of auth's directory, as this service keeps it. */
export interface DirectoryUserRow {
  userId: string
  email: string | null
  firstName: string | null
  lastName: string | null
  role: string | null
  isActive: boolean
}

/** A cosigner's payout details and profile status, as matching announced them. */
export interface PayoutRow {
  userId: string
  profileId: string
  paypalEmail: string | null
  location: string | null
  totalFeeCents: number | null
  maxRentSupportCents: number | null
  profileStatus: string | null
}

/** The columns of a contract summary (the list's and the admin figures' rows). */
export type ContractSummaryRow = Pick<
  ContractRow,
  | 'id'
  | 'status'
  | 'renterId'
  | 'cosignerId'
  | 'renterName'
  | 'cosignerName'
  | 'cosignerPaypalEmail'
  | 'feeOption'
  | 'feeCents'
  | 'leaseStartDate'
  | 'leaseEndDate'
  | 'createdAt'
  | 'step1Status'
  | 'step1AmountCents'
  | 'step1At'
  | 'step1PaidByCredit'
  | 'step2Status'
  | 'step2AmountCents'
  | 'step2At'
  | 'step2PaidByCredit'
>
