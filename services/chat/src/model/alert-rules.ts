import {
  DISPUTE_PRIORITY_LABELS,
  formatUsd,
  HIGH_VALUE_SIGNUP_MIN_CREDIT_SCORE,
  LARGE_TRANSACTION_THRESHOLD_CENTS,
  type AdminAlertType,
  type AlertPriority,
  type EventEnvelope,
  type EventType,
  type PaymentPurpose,
} from '@cosign/api'

/** An alert an event raises. `dedupeKey` is unique: a rule fires once per key, however often the event comes. */
export interface AlertDraft {
  type: AdminAlertType
  title: string
  message: string
  priority: AlertPriority
  subjectId: string | null
  dedupeKey: string
}

const PURPOSE: Record<PaymentPurpose, string> = {
  profile_creation: 'profile creation',
  unlock_contact: 'contact unlock',
  match_request: 'match request',
  contract_platform_fee: 'contract platform fee',
  contract_cosigner_payment: 'contract cosigner payment',
  contract_installment: 'installment',
}

/** The draft of an alert of `type`; its dedupe key is the type and `once` (what the rule fires once per). */
const draft = (
  type: AdminAlertType,
  title: string,
  priority: AlertPriority,
  message: string,
  subjectId: string | null,
  once: string,
): AlertDraft => ({ type, title, message, priority, subjectId, dedupeKey: `${type}:${once}` })

const paymentText = (d: { amountCents: number; purpose: PaymentPurpose }) =>
  `A ${formatUsd(d.amountCents)} payment for the ${PURPOSE[d.purpose] ?? d.purpose}`

/**
 * The admin alert rules (decisions.md, "Activity timeline and admin alerts"):
 * - payment_failed: every payment that failed at PayPal, high priority; not one the buyer cancelled or abandoned
 *   (`failureKind`), which needs nobody's attention.
 * - dispute_opened: every reported problem, at the priority the reporter chose.
 * - large_transaction: a completed payment of LARGE_TRANSACTION_THRESHOLD_CENTS ($2,500) or more, medium.
 * - high_value_signup: the first time a client uploads a credit report scoring HIGH_VALUE_SIGNUP_MIN_CREDIT_SCORE (800,
 *   "Excellent") or more; once per client (a later report never fires again), low.
 * - profile_review: a paid cosigner profile waiting for review, medium.
 * A rule answers null when its event raises no alert.
 */
const RULES = {
  'payment.failed': (d, eventId) =>
    d.failureKind
      ? null
      : draft(
          'payment_failed',
          'Payment failed',
          'high',
          `${paymentText(d)} failed: ${d.reason}`,
          d.paymentId,
          eventId,
        ),
  // One per payment: a payment completes once, even if its event were ever written twice.
  'payment.completed': (d) =>
    d.amountCents < LARGE_TRANSACTION_THRESHOLD_CENTS
      ? null
      : draft(
          'large_transaction',
          'Large transaction',
          'medium',
          `${paymentText(d)} was completed.`,
          d.paymentId,
          d.paymentId,
        ),
  'dispute.opened': (d) =>
    draft(
      'dispute_opened',
      'New dispute',
      d.priority,
      `${d.reporterRole === 'RENTER' ? 'A renter' : 'A cosigner'} reported a problem with a ${d.subjectType}: ${d.title} (${DISPUTE_PRIORITY_LABELS[d.priority]} priority)`,
      d.disputeId,
      d.disputeId,
    ),
  'credit_report.uploaded': (d) =>
    d.creditScore < HIGH_VALUE_SIGNUP_MIN_CREDIT_SCORE
      ? null
      : draft(
          'high_value_signup',
          'High-value signup',
          'low',
          `A new client uploaded a credit report with an excellent score of ${d.creditScore}.`,
          d.userId,
          d.userId,
        ),
  'cosigner_profile.submitted': (d, eventId) =>
    draft(
      'profile_review',
      'Profile waiting for review',
      'medium',
      'A paid cosigner profile is waiting for review (Clients tab, Pending cosigner profiles).',
      d.profileId,
      eventId,
    ),
} satisfies { [T in EventType]?: (data: EventEnvelope<T>['data'], eventId: string) => AlertDraft | null }

/** The events admin alerts are raised from (the chat-admin-alerts consumer). */
export type AlertEventType = keyof typeof RULES
export const ALERT_EVENTS = Object.keys(RULES) as AlertEventType[]

/** The alert an event raises, or null (a rule's condition unmet, or an event no rule is for). */
export function alertFor(event: EventEnvelope<AlertEventType>): AlertDraft | null {
  if (!Object.hasOwn(RULES, event.type)) return null
  const rule = RULES[event.type] as (data: EventEnvelope['data'], eventId: string) => AlertDraft | null
  return rule(event.data, event.id)
}
