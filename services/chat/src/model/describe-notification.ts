import { formatUsd, isUuid, PAYMENT_PURPOSE_PHRASES, type EventEnvelope, type PaymentPurpose } from '@cosign/api'

/** The domain events that become a notification. */
export const NOTIFYING_EVENTS = [
  'user.registered',
  'cosigner_profile.approved',
  'cosigner_profile.rejected',
  'match_request.created',
  'match_request.accepted',
  'match_request.declined',
  'match_request.withdrawn',
  'credit_report_request.created',
  'credit_report_request.approved',
  'credit_report_request.denied',
  'credit_report.verified',
  'credit_report.rejected',
  'payment.completed',
  'payment.failed',
  'notification.requested',
] as const
export type NotifyingEvent = (typeof NOTIFYING_EVENTS)[number]

export interface NotificationDraft {
  userId: string
  title: string
  message: string
}

// Stored text is bounded so one odd event cannot put a huge row in every list answer.
export const TITLE_MAX = 200
export const MESSAGE_MAX = 2000

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

function paymentWhat(data: { amountCents: number; purpose: PaymentPurpose }): string {
  const amount =
    Number.isSafeInteger(data.amountCents) && data.amountCents >= 0 ? `${formatUsd(data.amountCents)} ` : ''
  return `${amount}payment for ${PAYMENT_PURPOSE_PHRASES[data.purpose] ?? 'your order'}`
}

type EventData<T extends NotifyingEvent> = EventEnvelope<T>['data']

/** A fixed text for the user whose id is the event's `recipient` field. */
const notice =
  <K extends string>(recipient: K, title: string, message: string) =>
  (data: Record<K, string>): NotificationDraft => ({ userId: data[recipient], title, message })

/** Who is told what about each event: the user-facing text of every notification lives here. */
const DRAFTS: {
  [T in NotifyingEvent]: (data: EventData<T>, productName: string) => NotificationDraft | null
} = {
  'user.registered': (d, productName) => {
    const firstName = text(d.firstName)
    return {
      userId: d.userId,
      title: `Welcome to ${productName}!`,
      message: `Welcome to ${productName}${firstName ? `, ${firstName}` : ''}! Your account is ready. Complete your profile to get started.`,
    }
  },
  'cosigner_profile.approved': notice(
    'userId',
    'Profile Approved',
    'Your cosigner profile has been approved. It is now active and visible to renters.',
  ),
  'cosigner_profile.rejected': (d) => {
    const reason = text(d.reason)
    return {
      userId: d.userId,
      title: 'Profile Not Approved',
      message: `Your cosigner profile was not approved.${reason ? ` Reason: ${reason}` : ''} Please contact support if you have questions.`,
    }
  },
  'match_request.created': notice(
    'cosignerId',
    'New Match Request',
    'A renter has asked you to cosign their lease. Review the request on your Renter Requests page.',
  ),
  'match_request.accepted': notice(
    'renterId',
    'Match Request Accepted',
    'Good news! A cosigner has accepted your match request. They can now prepare a contract for you.',
  ),
  'match_request.declined': notice(
    'renterId',
    'Match Request Declined',
    'A cosigner has declined your match request. You can send a request to another cosigner from your matches.',
  ),
  'match_request.withdrawn': notice(
    'cosignerId',
    'Match Request Withdrawn',
    'A renter has withdrawn their match request. No action is needed.',
  ),
  'credit_report_request.created': notice(
    'targetUserId',
    'Credit Report Request',
    'Someone has asked to view your credit report. You can approve or deny the request from your dashboard.',
  ),
  'credit_report_request.approved': notice(
    'requesterId',
    'Request Approved',
    'Credit report request has been approved.',
  ),
  'credit_report_request.denied': notice(
    'requesterId',
    'Request Denied',
    'Credit report request has been denied.',
  ),
  'credit_report.verified': (d) => ({
    userId: d.userId,
    title: 'Credit Report Verified',
    message: `Your credit report has been verified. Your credit score of ${d.creditScore} now shows as verified.`,
  }),
  'credit_report.rejected': (d) => {
    const reason = text(d.reason)
    return {
      userId: d.userId,
      title: 'Credit Report Not Verified',
      message: `Your credit report could not be verified.${reason ? ` Reason: ${reason}` : ''} You can upload a new one from your dashboard.`,
    }
  },
  'payment.completed': (d) => ({
    userId: d.userId,
    title: 'Payment Successful',
    message: `Your ${paymentWhat(d)} was successful. Thank you!`,
  }),
  // The provider's failure reason is not shown: it is technical and may not be meant for users.
  'payment.failed': (d) => ({
    userId: d.userId,
    title: 'Payment Failed',
    message: `Your ${paymentWhat(d)} could not be completed. Please try again.`,
  }),
  'notification.requested': (d) => {
    const title = text(d.title)
    const message = text(d.message)
    return title && message ? { userId: d.userId, title, message } : null
  },
}

function draftFor<T extends NotifyingEvent>(
  event: EventEnvelope<T>,
  productName: string,
): NotificationDraft | null {
  // Events are untrusted input: a type outside the list (or inherited from Object) asks for nothing.
  if (!Object.hasOwn(DRAFTS, event.type)) return null
  return (DRAFTS[event.type] as (data: EventData<T>, productName: string) => NotificationDraft | null)(
    event.data,
    productName,
  )
}

/**
 * The notification an event asks for, or null when it asks for none or is malformed (no valid recipient,
 * empty text): such an event is acknowledged and skipped rather than retried forever.
 */
export function describeNotification(
  event: EventEnvelope<NotifyingEvent>,
  productName: string,
): NotificationDraft | null {
  const draft = event.data ? draftFor(event, productName) : null
  if (!draft || !isUuid(draft.userId)) return null
  return {
    userId: draft.userId.toLowerCase(),
    title: draft.title.slice(0, TITLE_MAX),
    message: draft.message.slice(0, MESSAGE_MAX),
  }
}
