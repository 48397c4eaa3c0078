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

/** The events admin alerts are raised from (the chat-admin-alerts consumer). */
export const ALERT_EVENTS = [
  'payment.failed',
  'payment.completed',
  'dispute.opened',
  'credit_report.uploaded',
  'cosigner_profile.submitted',
] as const satisfies readonly EventType[]
export type AlertEventType = (typeof ALERT_EVENTS)[number]

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

/**
 * The admin alert rules (decisions.md, "Activity timeline and admin alerts"):
 * - payment_failed: every payment that failed at PayPal, high priority; not one the buyer cancelled or abandoned
 *   (`failureKind`), which needs nobody's attention.
 * - dispute_opened: every reported problem, at the priority the reporter chose.
 * - large_transaction: a completed payment of LARGE_TRANSACTION_THRESHOLD_CENTS ($2,500) or more, medium.
 * - high_value_signup: the first time a client uploads a credit report scoring HIGH_VALUE_SIGNUP_MIN_CREDIT_SCORE (800,
 *   "Excellent") or more; once per client (a later report never fires again), low.
 * - profile_review: a paid cosigner profile waiting for review, medium.
 * Returns null when the event raises no alert.
 */
export function alertFor(event: EventEnvelope<AlertEventType>): AlertDraft | null {
  const e = event as EventEnvelope
  switch (e.type) {
    case 'payment.failed': {
      const d = (e as EventEnvelope<'payment.failed'>).data
      if (d.failureKind) return null
      return {
        type: 'payment_failed',
        title: 'Payment failed',
        message: `A ${formatUsd(d.amountCents)} payment for the ${PURPOSE[d.purpose] ?? d.purpose} failed: ${d.reason}`,
        priority: 'high',
        subjectId: d.paymentId,
        dedupeKey: `payment_failed:${e.id}`,
      }
    }
    case 'payment.completed': {
      const d = (e as EventEnvelope<'payment.completed'>).data
      if (d.amountCents < LARGE_TRANSACTION_THRESHOLD_CENTS) return null
      return {
        type: 'large_transaction',
        title: 'Large transaction',
        message: `A ${formatUsd(d.amountCents)} payment for the ${PURPOSE[d.purpose] ?? d.purpose} was completed.`,
        priority: 'medium',
        subjectId: d.paymentId,
        // One per payment: a payment completes once, even if its event were ever written twice.
        dedupeKey: `large_transaction:${d.paymentId}`,
      }
    }
    case 'dispute.opened': {
      const d = (e as EventEnvelope<'dispute.opened'>).data
      return {
        type: 'dispute_opened',
        title: 'New dispute',
        message: `${d.reporterRole === 'RENTER' ? 'A renter' : 'A cosigner'} reported a problem with a ${d.subjectType}: ${d.title} (${DISPUTE_PRIORITY_LABELS[d.priority]} priority)`,
        priority: d.priority,
        subjectId: d.disputeId,
        dedupeKey: `dispute_opened:${d.disputeId}`,
      }
    }
    case 'credit_report.uploaded': {
      const d = (e as EventEnvelope<'credit_report.uploaded'>).data
      if (d.creditScore < HIGH_VALUE_SIGNUP_MIN_CREDIT_SCORE) return null
      return {
        type: 'high_value_signup',
        title: 'High-value signup',
        message: `A new client uploaded a credit report with an excellent score of ${d.creditScore}.`,
        priority: 'low',
        subjectId: d.userId,
        dedupeKey: `high_value_signup:${d.userId}`,
      }
    }
    case 'cosigner_profile.submitted': {
      const d = (e as EventEnvelope<'cosigner_profile.submitted'>).data
      return {
        type: 'profile_review',
        title: 'Profile waiting for review',
        message: 'A paid cosigner profile is waiting for review (Users tab).',
        priority: 'medium',
        subjectId: d.profileId,
        dedupeKey: `profile_review:${e.id}`,
      }
    }
    default:
      return null
  }
}
