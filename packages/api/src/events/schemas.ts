// Each domain event's payload, declared once with TypeBox (formats included): the TypeScript types producers and
// consumers compile against are derived from these (types.ts), and service-kit validates every payload against
// its schema where it is recorded (the outbox refuses an invalid one, so the transaction rolls back) and where it
// is consumed (an invalid one is logged and terminated, never handled). Add an event here first.
import { Type, type TSchema } from '@sinclair/typebox'
import { ROLES } from '../constants.js'
import { COSIGNER_PROFILE_STATUSES } from '../matching/profile-types.js'
import { FEE_OPTIONS, PAYMENT_STEP_STATUSES } from '../contracts/constants.js'
import type { SignedTerms } from '../contracts/agreement.js'
import { SIGNATURE_DATA_URL_PREFIX, type SignaturePngDataUrl } from '../signature-png.js'
import { DISPUTE_PRIORITIES, DISPUTE_STATUSES, DISPUTE_SUBJECT_TYPES } from '../chat/dispute-types.js'
import { PAYMENT_PURPOSES } from '../payments/types.js'
import { ADMIN_ACTIONS } from '../chat/audit-types.js'
import { oneOf } from '../shared/schemas.js'

// ---- Formats ---------------------------------------------------------------------------------------------
/** An id (every id an event carries is a UUID). */
const Id = Type.String({ format: 'uuid' })
/** A moment as `Date.toISOString()` writes it. */
const DateTime = Type.String({ format: 'date-time' })
/** A calendar day, YYYY-MM-DD. */
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })
/** Money: whole cents, never negative. */
const Cents = Type.Integer({ minimum: 0 })
const Email = Type.String({ pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' })
const Text = Type.String()
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
const PartyRole = Type.Union([Type.Literal('renter'), Type.Literal('cosigner')])
/** A drawn signature as the PDF renderer expects it: a PNG data URL (signature-png.ts), or '' (outside bounds). */
const SignatureImage = Type.Unsafe<SignaturePngDataUrl | ''>({
  type: 'string',
  pattern: `^(${SIGNATURE_DATA_URL_PREFIX.replace(/[.+]/g, '\\$&')}[A-Za-z0-9+/]+={0,2})?$`,
})

// ---- Shared payloads -------------------------------------------------------------------------------------
export const PaymentEventData = Type.Object({
  paymentId: Id,
  userId: Id,
  purpose: oneOf(PAYMENT_PURPOSES),
  amountCents: Cents,
  /** The thing paid for: cosigner profile id (profile_creation, unlock_contact, match_request) or contract id. */
  subjectId: Nullable(Id),
  /** Free-form JSON the checkout carried (e.g. the match request form), echoed back to consumers. */
  metadata: Nullable(Type.Record(Type.String(), Type.Unknown())),
  /** How it was paid: through PayPal, or by a Cosigner Replacement Guarantee credit (no PayPal payment). */
  method: Type.Optional(Type.Union([Type.Literal('paypal'), Type.Literal('credit')])),
  /** Who receives the money when it is not the platform: the cosigner of a contract's step 2. */
  payeeId: Type.Optional(Id),
})

/** The signed terms as hashed (contracts/agreement.ts SignedTerms): the fields the PDF and its consumers read. */
const SignedTermsSchema = Type.Unsafe<SignedTerms>({
  type: 'object',
  required: ['agreementVersion', 'renterId', 'cosignerId', 'feeOption', 'feeCents', 'leaseStartDate', 'leaseEndDate'],
  properties: {
    agreementVersion: { type: 'integer', minimum: 1 },
    renterId: Id,
    cosignerId: Id,
    feeOption: { type: 'string', enum: [...FEE_OPTIONS] },
    feeCents: Cents,
    leaseStartDate: Day,
    leaseEndDate: Day,
    installmentCount: { type: 'integer', minimum: 0 },
    platformFeeCents: Cents,
    processingFeeCents: Cents,
    monthlyRentCents: { anyOf: [Cents, { type: 'null' }] },
    maxLiabilityCents: { anyOf: [Cents, { type: 'null' }] },
  },
})

/** The signed agreement as the documents service renders it into the PDF. */
export const AgreementData = Type.Object({
  terms: SignedTermsSchema,
  termsHash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
  agreementText: Type.Array(Text),
  /**
   * Which issue of the agreement: 'fully_signed' (both signed; sent with contract.fully_signed) or 'finalized'
   * (both payment steps paid; sent with contract.finalized, its certificate lists the payments). Absent: fully_signed.
   */
  stage: Type.Optional(Type.Union([Type.Literal('fully_signed'), Type.Literal('finalized')])),
  /**
   * imagePng: the drawn signature in its one declared format, a `data:image/png;base64,` URL within the
   * signature bounds (signature-png.ts), or '' when a stored image is outside them; the renderer checks again.
   */
  signatures: Type.Array(
    Type.Object({
      role: PartyRole,
      signerId: Id,
      signerName: Text,
      signedAt: DateTime,
      ip: Text,
      userAgent: Text,
      termsHash: Type.String({ pattern: '^[0-9a-f]{64}$' }),
      imagePng: SignatureImage,
    }),
  ),
  /** The audit trail: every step with its time, actor and network address. */
  audit: Type.Array(
    Type.Object({
      at: DateTime,
      action: Text,
      actorId: Nullable(Id),
      actorName: Text,
      ip: Nullable(Text),
      userAgent: Nullable(Text),
    }),
  ),
})

export const ContractPartiesData = Type.Object({ contractId: Id, renterId: Id, cosignerId: Id })
const Parties = ContractPartiesData.properties
const MatchRequestData = Type.Object({ requestId: Id, renterId: Id, cosignerId: Id })
const CreditReportRequestData = Type.Object({ requestId: Id, requesterId: Id, targetUserId: Id })
const ProfileData = Type.Object({ profileId: Id, userId: Id })
const CreditReview = { userId: Id, documentId: Id, creditScore: Type.Integer(), reviewedBy: Id, reviewedAt: DateTime }
const Credit = { creditId: Id, renterId: Id, sourceContractId: Id }

/** Every event type and its payload's schema. */
export const EVENT_SCHEMAS = {
  'user.registered': Type.Object({ userId: Id, email: Text, firstName: Text, lastName: Text, role: oneOf(ROLES) }),
  'user.role_changed': Type.Object({ userId: Id, role: oneOf(ROLES) }),
  'user.status_changed': Type.Object({ userId: Id, isActive: Type.Boolean() }),
  /** The account's name or email changed in settings (the email only once the new address's link was opened). */
  'user.updated': Type.Object({ userId: Id, email: Text, firstName: Text, lastName: Text }),
  /**
   * The person deleted their account (issue 30): every service erases their personal data and puts the
   * pseudonym where a record must keep a name (agreements, payments, ledger). Handled idempotently.
   */
  'user.deleted': Type.Object({ userId: Id, pseudonym: Text, deletedAt: DateTime }),
  /**
   * The cosigner opened the link mailed to their PayPal payout email (issue 27): that address is theirs and may
   * receive payouts. Services that pay out keep the (user, address) pairs; a later change of address needs its
   * own confirmation, while an address once confirmed stays confirmed (contracts signed with it keep paying it).
   */
  'user.paypal_verified': Type.Object({ userId: Id, paypalEmail: Email, verifiedAt: DateTime }),
  /** The person asked for a copy of their data (issue 30): every service sends its part for that user only. */
  'data_export.requested': Type.Object({ exportId: Id, userId: Id }),
  /**
   * One service's part of a data export: the JSON files (name -> rows) it holds about that user, and nobody
   * else's data. Auth keeps the parts and builds the archive once all are in.
   */
  'data_export.part_ready': Type.Object({
    exportId: Id,
    userId: Id,
    service: Text,
    files: Type.Record(Type.String(), Type.Unknown()),
  }),
  'payment.completed': PaymentEventData,
  /**
   * `failureKind`: 'cancelled' (the buyer cancelled on PayPal's page) or 'expired' (abandoned), absent for a
   * refusal or an error; consumers may treat those two as no problem at all (nothing went wrong, nothing moved).
   */
  'payment.failed': Type.Composite([
    PaymentEventData,
    Type.Object({
      reason: Text,
      failureKind: Type.Optional(Type.Union([Type.Literal('cancelled'), Type.Literal('expired')])),
    }),
  ]),
  'payment.refunded': Type.Composite([PaymentEventData, Type.Object({ refundedAt: DateTime })]),
  /** A checkout started (pending payment row written): contract steps show `processing`. */
  'payment.started': PaymentEventData,
  /**
   * A contract was created: by its cosigner, who signed it (status cosigner_signed; the renter is asked to sign),
   * or by an admin (status awaiting_cosigner; the cosigner is asked to sign). Older events carry no status:
   * cosigner_signed.
   */
  'contract.created': Type.Object({
    ...Parties,
    feeCents: Cents,
    createdBy: Id,
    status: Type.Optional(Type.Union([Type.Literal('awaiting_cosigner'), Type.Literal('cosigner_signed')])),
  }),
  /** The cosigner signed a contract an admin created for them; the renter is asked to sign. */
  'contract.cosigner_signed': ContractPartiesData,
  /**
   * The renter signed. feeCents is what the two steps charge (the whole fee, or the down payment for
   * installments), priced by payments; agreement is what documents renders into the signed PDF.
   */
  'contract.fully_signed': Type.Object({
    ...Parties,
    feeCents: Cents,
    cosignerPaypalEmail: Email,
    totalFeeCents: Type.Optional(Cents),
    feeOption: Type.Optional(oneOf(FEE_OPTIONS)),
    agreement: Type.Optional(AgreementData),
  }),
  /**
   * Step 2 is paid. installments: the monthly ledger entries the renter pays later (payments prices them);
   * agreement: what the final PDF shows (stage 'finalized'): documents issues the final PDF with the payment steps.
   */
  'contract.finalized': Type.Object({
    ...Parties,
    installments: Type.Optional(Type.Array(Type.Object({ entryId: Id, amountCents: Cents, dueDate: Day }))),
    agreement: Type.Optional(AgreementData),
  }),
  'contract.cancelled': Type.Object({
    ...Parties,
    cancelledBy: Type.Union([PartyRole, Type.Literal('admin')]),
    cancelledByUserId: Id,
    reason: Text,
  }),
  /** The lease ended (scheduled job). */
  'contract.completed': ContractPartiesData,
  /**
   * The contract's records were deleted (issue 30's retention purge, scheduled job): a party deleted their account
   * and RECORD_RETENTION_YEARS passed since it ended. Each service deletes what it keeps under this contract.
   */
  'contract.purged': Type.Object({ contractId: Id }),
  /** A payment step changed (pushed live to the parties' open screens). */
  'contract.payment_step_updated': Type.Object({
    ...Parties,
    step: Type.Union([Type.Literal(1), Type.Literal(2)]),
    status: oneOf(PAYMENT_STEP_STATUSES),
    amountCents: Cents,
    at: DateTime,
  }),
  /** A pending installment is due within 3 days (scheduled job, once per entry): the renter is reminded. */
  'ledger_entry.due_soon': Type.Object({ ...Parties, entryId: Id, amountCents: Cents, dueDate: Day }),
  /** An installment passed its due date unpaid (scheduled job, once per entry). */
  'ledger_entry.overdue': Type.Object({ ...Parties, entryId: Id, amountCents: Cents, dueDate: Day }),
  /** The renter paid a ledger entry (installment). */
  'ledger_entry.paid': Type.Object({ ...Parties, entryId: Id, amountCents: Cents, paidAt: DateTime }),
  /**
   * A cosigner cancelled a contract the renter had paid step 1 of: payments keeps that payment as a Cosigner
   * Replacement Guarantee credit; applied pays step 1 of the renter's next contract, refunded goes back via PayPal.
   */
  'replacement_credit.created': Type.Object({ ...Credit, amountCents: Cents }),
  'replacement_credit.applied': Type.Object({ ...Credit, contractId: Id }),
  'replacement_credit.refunded': Type.Object({ ...Credit, amountCents: Cents }),
  'cosigner_profile.submitted': ProfileData,
  'cosigner_profile.approved': ProfileData,
  'cosigner_profile.rejected': Type.Object({ profileId: Id, userId: Id, reason: Text }),
  'match_request.created': MatchRequestData,
  /** With the request's terms and the parties' names, so a contract can be prefilled from it. */
  'match_request.accepted': Type.Object({
    requestId: Id,
    renterId: Id,
    cosignerId: Id,
    renterName: Type.Optional(Text),
    cosignerName: Type.Optional(Text),
    monthlyRentCents: Type.Optional(Cents),
    leaseDurationMonths: Type.Optional(Type.Integer({ minimum: 1 })),
    propertyAddress: Type.Optional(Text),
    moveInDate: Type.Optional(Text),
    /** The match_request (matching session) payment the request was sent under: its fee is shown toward this match. */
    sessionPaymentId: Type.Optional(Id),
  }),
  'match_request.declined': MatchRequestData,
  'match_request.withdrawn': MatchRequestData,
  'credit_report_request.created': CreditReportRequestData,
  'credit_report_request.approved': CreditReportRequestData,
  'credit_report_request.denied': CreditReportRequestData,
  'credit_report.uploaded': Type.Object({ userId: Id, creditScore: Type.Integer(), documentId: Id }),
  /**
   * An admin compared the uploaded report (documentId) with its stated score and verified it (documents service).
   * Consumers set credit_verified only while documentId is still the user's latest upload: a newer upload
   * (credit_report.uploaded) has already cleared it and waits for its own review.
   */
  'credit_report.verified': Type.Object(CreditReview),
  /** An admin rejected the uploaded report, with a reason the owner sees; credit_verified stays false. */
  'credit_report.rejected': Type.Object({ ...CreditReview, reason: Text }),
  /** Anything that should reach a user as a notification (title and message are user-facing text). */
  'notification.requested': Type.Object({ userId: Id, title: Text, message: Text }),
  /**
   * The requester used an approval's one view (documents service, written with the grant's consumption);
   * requestId is the approved credit_report_request whose grant it was, viewedAt when the link was issued.
   */
  'credit_report.viewed': Type.Object({ requestId: Id, requesterId: Id, targetUserId: Id, viewedAt: DateTime }),
  'renter_profile.saved': ProfileData,
  /**
   * A cosigner profile was saved by its owner (draft created or re-saved, or an edit), or its creation fee was
   * refunded (back to awaiting_payment), with the status the profile has after that change. The only event
   * that announces a draft (awaiting_payment); consumers order it with the other cosigner_profile.* events
   * by occurredAt.
   */
  'cosigner_profile.saved': Type.Object({
    profileId: Id,
    userId: Id,
    status: oneOf(COSIGNER_PROFILE_STATUSES),
    /** The cosigner's PayPal payout email and location (contracts prefill and pay out with them). */
    paypalEmail: Type.Optional(Nullable(Text)),
    location: Type.Optional(Nullable(Text)),
    /** The profile's total fee and maximum monthly rent support (contracts prefill the fee and maximum liability). */
    totalFeeCents: Type.Optional(Nullable(Cents)),
    maxRentSupportCents: Type.Optional(Nullable(Cents)),
  }),
  /**
   * A renter enrolled in a Lease Armor plan, or moved to another plan (matching service). The activity timeline
   * keeps it as lease_armor_enrollment.
   */
  'lease_armor.enrolled': Type.Object({
    userId: Id,
    planId: Text,
    monthlyFeeCents: Cents,
    contractId: Type.Optional(Nullable(Id)),
  }),
  /** A renter or cosigner reported a problem with one of their payments or contracts (chat service). */
  'dispute.opened': Type.Object({
    disputeId: Id,
    reporterId: Id,
    reporterRole: Type.Union([Type.Literal('RENTER'), Type.Literal('COSIGNER')]),
    subjectType: oneOf(DISPUTE_SUBJECT_TYPES),
    subjectId: Id,
    title: Text,
    priority: oneOf(DISPUTE_PRIORITIES),
  }),
  /**
   * Chat messages waited unread while their recipient was away for more than 15 minutes (chat's digest job, at
   * most one per user per window): auth mails one summary, never one email per message.
   */
  'chat.unread_digest': Type.Object({
    userId: Id,
    conversations: Type.Array(
      Type.Object({ conversationId: Id, with: Text, unreadCount: Type.Integer({ minimum: 1 }) }),
      { minItems: 1, maxItems: 50 },
    ),
  }),
  /**
   * An admin acted (issue 30): recorded by the service that acts, in the action's transaction; chat keeps it in
   * the append-only audit log (one row per event id). The moment is the envelope's `occurredAt`.
   */
  'admin_action.recorded': Type.Object({
    actorId: Id,
    /** null where the service that records it does not know the admin's address (a refund settled by webhook). */
    actorEmail: Nullable(Text),
    action: oneOf(ADMIN_ACTIONS),
    targetType: Type.String({ minLength: 1, maxLength: 60 }),
    targetId: Type.String({ minLength: 1, maxLength: 100 }),
    before: Nullable(Type.Record(Type.String(), Type.Unknown())),
    after: Nullable(Type.Record(Type.String(), Type.Unknown())),
  }),
  /** An admin changed a dispute: every changed field with its old and new value (status, assignee, ...). */
  'dispute.updated': Type.Object({
    disputeId: Id,
    reporterId: Id,
    actorId: Id,
    status: oneOf(DISPUTE_STATUSES),
    changes: Type.Array(
      Type.Object({
        field: Type.Union([Type.Literal('status'), Type.Literal('assignee'), Type.Literal('priority'), Type.Literal('resolution')]),
        from: Nullable(Text),
        to: Nullable(Text),
      }),
    ),
  }),
}
