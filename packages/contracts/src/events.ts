// Domain events on NATS JetStream. One stream holds them all; a subject is `<prefix>.<event type>`.
// Add an event here first: producers and consumers then agree through the compiler.
import type { Role } from './constants.js'
import type { CosignerProfileStatus } from './api/profiles.js'

/** What a payment was for. The server prices each one itself. */
export type PaymentPurpose =
  | 'profile_creation'
  | 'unlock_contact'
  | 'match_request'
  | 'contract_platform_fee'
  | 'contract_cosigner_payment'

export interface PaymentEventData {
  paymentId: string
  userId: string
  purpose: PaymentPurpose
  amountCents: number
  /** The thing paid for: cosigner profile id (profile_creation, unlock_contact, match_request) or contract id. */
  subjectId: string | null
  /** Free-form JSON the checkout carried (e.g. the match request form), echoed back to consumers. */
  metadata: Record<string, unknown> | null
}

export interface DomainEvents {
  'user.registered': { userId: string; email: string; firstName: string; lastName: string; role: Role }
  'user.role_changed': { userId: string; role: Role }
  'user.status_changed': { userId: string; isActive: boolean }
  'payment.completed': PaymentEventData
  'payment.failed': PaymentEventData & { reason: string }
  'payment.refunded': PaymentEventData & { refundedAt: string }
  /** Contract terms the payments service needs to price the two contract steps (from the contracts service). */
  'contract.fully_signed': { contractId: string; renterId: string; cosignerId: string; feeCents: number; cosignerPaypalEmail: string }
  'contract.finalized': { contractId: string; renterId: string; cosignerId: string }
  'cosigner_profile.submitted': { profileId: string; userId: string }
  'cosigner_profile.approved': { profileId: string; userId: string }
  'cosigner_profile.rejected': { profileId: string; userId: string; reason: string }
  'match_request.created': { requestId: string; renterId: string; cosignerId: string }
  'match_request.accepted': { requestId: string; renterId: string; cosignerId: string }
  'match_request.declined': { requestId: string; renterId: string; cosignerId: string }
  'match_request.withdrawn': { requestId: string; renterId: string; cosignerId: string }
  'credit_report_request.created': { requestId: string; requesterId: string; targetUserId: string }
  'credit_report_request.approved': { requestId: string; requesterId: string; targetUserId: string }
  'credit_report_request.denied': { requestId: string; requesterId: string; targetUserId: string }
  'credit_report.uploaded': { userId: string; creditScore: number; documentId: string }
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
  'cosigner_profile.saved': { profileId: string; userId: string; status: CosignerProfileStatus }
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
