// Domain events on NATS JetStream. One stream holds them all; a subject is `<prefix>.<event type>`.
// Add an event here first: producers and consumers then agree through the compiler.
import type { Role } from './constants.js'
import type { CosignerProfileStatus } from './matching/profile-types.js'
import type { ContractPartyRole, PaymentStepStatus, SignedTerms } from './contracts/types.js'
import type { SignaturePngDataUrl } from './signature-png.js'
import type { DisputePriority, DisputeStatus, DisputeSubjectType } from './chat/dispute-types.js'

export type { PaymentPurpose } from './constants.js'
import type { PaymentPurpose } from './constants.js'

export interface PaymentEventData {
  paymentId: string
  userId: string
  purpose: PaymentPurpose
  amountCents: number
  /** The thing paid for: cosigner profile id (profile_creation, unlock_contact, match_request) or contract id. */
  subjectId: string | null
  /** Free-form JSON the checkout carried (e.g. the match request form), echoed back to consumers. */
  metadata: Record<string, unknown> | null
  /** How it was paid: through PayPal, or by a Cosigner Replacement Guarantee credit (no PayPal payment). */
  method?: 'paypal' | 'credit'
  /** Who receives the money when it is not the platform: the cosigner of a contract's step 2. */
  payeeId?: string
}

/** The signed agreement as the documents service renders it into the PDF (sent once, with contract.fully_signed). */
export interface AgreementData {
  terms: SignedTerms
  termsHash: string
  agreementText: string[]
  /**
   * Which issue of the agreement: 'fully_signed' (both signed; sent with contract.fully_signed) or 'finalized'
   * (both payment steps paid; sent with contract.finalized, its certificate lists the payments). Absent: fully_signed.
   */
  stage?: 'fully_signed' | 'finalized'
  /**
   * imagePng: the drawn signature in its one declared format, a `data:image/png;base64,` URL within the
   * signature bounds (signature-png.ts), or '' when a stored image is outside them; the renderer checks again.
   */
  signatures: { role: ContractPartyRole; signerId: string; signerName: string; signedAt: string; ip: string; userAgent: string; termsHash: string; imagePng: SignaturePngDataUrl | '' }[]
  /** The audit trail: every step with its time, actor and network address. */
  audit: { at: string; action: string; actorId: string | null; actorName: string; ip: string | null; userAgent: string | null }[]
}

export interface ContractPartiesData {
  contractId: string
  renterId: string
  cosignerId: string
}

export interface DomainEvents {
  'user.registered': { userId: string; email: string; firstName: string; lastName: string; role: Role }
  'user.role_changed': { userId: string; role: Role }
  'user.status_changed': { userId: string; isActive: boolean }
  'payment.completed': PaymentEventData
  /**
   * `failureKind`: 'cancelled' (the buyer cancelled on PayPal's page) or 'expired' (abandoned), absent for a
   * refusal or an error; consumers may treat those two as no problem at all (nothing went wrong, nothing moved).
   */
  'payment.failed': PaymentEventData & { reason: string; failureKind?: 'cancelled' | 'expired' }
  'payment.refunded': PaymentEventData & { refundedAt: string }
  /**
   * A contract was created: by its cosigner, who signed it (status cosigner_signed; the renter is asked to sign),
   * or by an admin (status awaiting_cosigner; the cosigner is asked to sign). Older events carry no status:
   * cosigner_signed.
   */
  'contract.created': ContractPartiesData & { feeCents: number; createdBy: string; status?: 'awaiting_cosigner' | 'cosigner_signed' }
  /** The cosigner signed a contract an admin created for them; the renter is asked to sign. */
  'contract.cosigner_signed': ContractPartiesData
  /**
   * The renter signed. feeCents is what the two steps charge (the whole fee, or the down payment for
   * installments), priced by payments; agreement is what documents renders into the signed PDF.
   */
  'contract.fully_signed': ContractPartiesData & {
    feeCents: number
    cosignerPaypalEmail: string
    totalFeeCents?: number
    feeOption?: 'full' | 'installments'
    agreement?: AgreementData
  }
  /**
   * Step 2 is paid. installments: the monthly ledger entries the renter pays later (payments prices them);
   * agreement: what the final PDF shows.
   */
  'contract.finalized': ContractPartiesData & {
    installments?: { entryId: string; amountCents: number; dueDate: string }[]
    /** The agreement as finalized (stage 'finalized'): documents issues the final PDF with the payment steps. */
    agreement?: AgreementData
  }
  'contract.cancelled': ContractPartiesData & {
    cancelledBy: ContractPartyRole | 'admin'
    cancelledByUserId: string
    reason: string
  }
  /** The lease ended (scheduled job). */
  'contract.completed': ContractPartiesData
  /** A payment step changed (pushed live to the parties' open screens). */
  'contract.payment_step_updated': ContractPartiesData & { step: 1 | 2; status: PaymentStepStatus; amountCents: number; at: string }
  /** An installment passed its due date unpaid (scheduled job, once per entry). */
  'ledger_entry.overdue': ContractPartiesData & { entryId: string; amountCents: number; dueDate: string }
  /** The renter paid a ledger entry (installment). */
  'ledger_entry.paid': ContractPartiesData & { entryId: string; amountCents: number; paidAt: string }
  /**
   * A cosigner cancelled a contract the renter had paid step 1 of: payments keeps that payment as a Cosigner
   * Replacement Guarantee credit; applied pays step 1 of the renter's next contract, refunded goes back via PayPal.
   */
  'replacement_credit.created': { creditId: string; renterId: string; sourceContractId: string; amountCents: number }
  'replacement_credit.applied': { creditId: string; renterId: string; sourceContractId: string; contractId: string }
  'replacement_credit.refunded': { creditId: string; renterId: string; sourceContractId: string; amountCents: number }
  /** A checkout started (pending payment row written): contract steps show `processing`. */
  'payment.started': PaymentEventData
  'cosigner_profile.submitted': { profileId: string; userId: string }
  'cosigner_profile.approved': { profileId: string; userId: string }
  'cosigner_profile.rejected': { profileId: string; userId: string; reason: string }
  'match_request.created': { requestId: string; renterId: string; cosignerId: string }
  /** With the request's terms and the parties' names, so a contract can be prefilled from it. */
  'match_request.accepted': {
    requestId: string
    renterId: string
    cosignerId: string
    renterName?: string
    cosignerName?: string
    monthlyRentCents?: number
    leaseDurationMonths?: number
    propertyAddress?: string
    moveInDate?: string
    /** The match_request (matching session) payment the request was sent under: its fee is shown toward this match. */
    sessionPaymentId?: string
  }
  'match_request.declined': { requestId: string; renterId: string; cosignerId: string }
  'match_request.withdrawn': { requestId: string; renterId: string; cosignerId: string }
  'credit_report_request.created': { requestId: string; requesterId: string; targetUserId: string }
  'credit_report_request.approved': { requestId: string; requesterId: string; targetUserId: string }
  'credit_report_request.denied': { requestId: string; requesterId: string; targetUserId: string }
  'credit_report.uploaded': { userId: string; creditScore: number; documentId: string }
  /**
   * An admin compared the uploaded report (documentId) with its stated score and verified it (documents service).
   * Consumers set credit_verified only while documentId is still the user's latest upload: a newer upload
   * (credit_report.uploaded) has already cleared it and waits for its own review.
   */
  'credit_report.verified': { userId: string; documentId: string; creditScore: number; reviewedBy: string; reviewedAt: string }
  /** An admin rejected the uploaded report, with a reason the owner sees; credit_verified stays false. */
  'credit_report.rejected': { userId: string; documentId: string; creditScore: number; reviewedBy: string; reviewedAt: string; reason: string }
  /** Anything that should reach a user as a notification (title and message are user-facing text). */
  'notification.requested': { userId: string; title: string; message: string }
  /**
   * The requester used an approval's one view (documents service, written with the grant's consumption);
   * requestId is the approved credit_report_request whose grant it was, viewedAt when the link was issued.
   */
  'credit_report.viewed': { requestId: string; requesterId: string; targetUserId: string; viewedAt: string }
  'renter_profile.saved': { profileId: string; userId: string }
  /**
   * A cosigner profile was saved by its owner (draft created or re-saved, or an edit), or its creation fee was
   * refunded (back to awaiting_payment), with the status the profile has after that change. The only event
   * that announces a draft (awaiting_payment); consumers order it with the other cosigner_profile.* events
   * by occurredAt.
   */
  'cosigner_profile.saved': {
    profileId: string
    userId: string
    status: CosignerProfileStatus
    /** The cosigner's PayPal payout email and location (contracts prefill and pay out with them). */
    paypalEmail?: string | null
    location?: string | null
    /** The profile's total fee and maximum monthly rent support (contracts prefill the fee and maximum liability). */
    totalFeeCents?: number | null
    maxRentSupportCents?: number | null
  }
  /**
   * A renter enrolled in a Lease Armor plan, or moved to another plan (matching service). The activity timeline
   * keeps it as lease_armor_enrollment.
   */
  'lease_armor.enrolled': { userId: string; planId: string; monthlyFeeCents: number; contractId?: string | null }
  /** A renter or cosigner reported a problem with one of their payments or contracts (chat service). */
  'dispute.opened': {
    disputeId: string
    reporterId: string
    reporterRole: 'RENTER' | 'COSIGNER'
    subjectType: DisputeSubjectType
    subjectId: string
    title: string
    priority: DisputePriority
  }
  /** An admin changed a dispute: every changed field with its old and new value (status, assignee, ...). */
  'dispute.updated': {
    disputeId: string
    reporterId: string
    actorId: string
    status: DisputeStatus
    changes: { field: 'status' | 'assignee' | 'priority' | 'resolution'; from: string | null; to: string | null }[]
  }
}
export type EventType = keyof DomainEvents

export interface EventEnvelope<T extends EventType = EventType> {
  /** Unique id; also the JetStream Nats-Msg-Id, so a re-published outbox row is deduplicated. */
  id: string
  type: T
  occurredAt: string
  data: DomainEvents[T]
}

export const DEFAULT_EVENT_STREAM = 'COSIGN_EVENTS'
export const DEFAULT_SUBJECT_PREFIX = 'cosign'
export function subjectFor(type: EventType, prefix = DEFAULT_SUBJECT_PREFIX): string {
  return `${prefix}.${type}`
}
export function eventTypeFromSubject(subject: string, prefix = DEFAULT_SUBJECT_PREFIX): EventType | null {
  return subject.startsWith(`${prefix}.`) ? (subject.slice(prefix.length + 1) as EventType) : null
}
