// Notification emails: which domain event asks for which email, to whom, and its text. Pure: the consumer
// (domain/send-notification-mail.ts) looks up the recipient and their preferences, and writes the email.
import {
  EMAIL_NOTIFICATION_LABELS,
  formatUsd,
  type EmailNotificationKind,
  type EventEnvelope,
  type PaymentPurpose,
} from '@cosign/api'
import { hello, layout, type MailBrand, type RenderedMail } from './mail-templates.js'

/** The events that send a notification email (declared for the consumer `auth-notification-mails`). */
export const NOTIFICATION_MAIL_EVENTS = [
  'match_request.created',
  'match_request.accepted',
  'match_request.declined',
  'contract.created',
  'contract.cosigner_signed',
  'payment.completed',
  'cosigner_profile.approved',
  'cosigner_profile.rejected',
] as const
export type NotificationMailEvent = (typeof NOTIFICATION_MAIL_EVENTS)[number]

/**
 * A new durable consumer starts at the beginning of the stream: events older than this are history, not news,
 * and send no email (the in-app notification covers them).
 */
export const NOTIFICATION_MAIL_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000

/** One email an event asks for: its recipient, its kind (the preference it obeys) and its words. */
export interface NotificationMailDraft {
  userId: string
  kind: EmailNotificationKind
  subject: string
  paragraphs: string[]
  action: { label: string; path: string }
}

const PURPOSE_LABELS: Record<PaymentPurpose, string> = {
  profile_creation: 'your cosigner profile',
  unlock_contact: 'unlocking contact details',
  match_request: 'your match request',
  contract_platform_fee: 'the contract service fee',
  contract_cosigner_payment: 'the cosigner payment',
  contract_installment: 'a contract installment',
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

type Data<T extends NotificationMailEvent> = EventEnvelope<T>['data']

const signContract = (userId: string, contractId: string): NotificationMailDraft => ({
  userId,
  kind: 'contract_signature',
  subject: 'A contract is waiting for your signature',
  paragraphs: ['A cosigning contract is ready and waiting for your signature. Review its terms and sign it to go ahead.'],
  action: { label: 'Review and sign', path: `/contracts/${contractId}` },
})

const DRAFTS: { [T in NotificationMailEvent]: (d: Data<T>) => NotificationMailDraft | null } = {
  'match_request.created': (d) => ({
    userId: d.cosignerId,
    kind: 'match_request_received',
    subject: 'New match request',
    paragraphs: ['A renter has asked you to cosign their lease. Review the request, then accept or decline it.'],
    action: { label: 'Review the request', path: `/renter-requests#request-${d.requestId}` },
  }),
  'match_request.accepted': (d) => {
    const who = text(d.cosignerName) || 'A cosigner'
    return {
      userId: d.renterId,
      kind: 'match_request_answered',
      subject: 'Your match request was accepted',
      paragraphs: [`Good news! ${who} has accepted your match request. They can now prepare a contract for you.`],
      action: { label: 'Message your cosigner', path: '/chat' },
    }
  },
  'match_request.declined': (d) => ({
    userId: d.renterId,
    kind: 'match_request_answered',
    subject: 'Your match request was declined',
    paragraphs: ['A cosigner has declined your match request. You can send a request to another cosigner.'],
    action: { label: 'Find another cosigner', path: '/listings' },
  }),
  // Created by the cosigner (who signed it): the renter signs next. Created by an admin: the cosigner signs first.
  'contract.created': (d) =>
    d.status === 'awaiting_cosigner' ? signContract(d.cosignerId, d.contractId) : signContract(d.renterId, d.contractId),
  'contract.cosigner_signed': (d) => signContract(d.renterId, d.contractId),
  'payment.completed': (d) => {
    const amount = Number.isSafeInteger(d.amountCents) && d.amountCents > 0 ? `${formatUsd(d.amountCents)} ` : ''
    return {
      userId: d.userId,
      kind: 'payment_received',
      subject: 'Payment received',
      paragraphs: [
        `We received your ${amount}payment for ${PURPOSE_LABELS[d.purpose] ?? 'your order'}. Thank you!`,
        'Your receipt is ready on your payments page.',
      ],
      action: { label: 'View your receipt', path: '/payments' },
    }
  },
  'cosigner_profile.approved': (d) => ({
    userId: d.userId,
    kind: 'profile_review',
    subject: 'Your cosigner profile is approved',
    paragraphs: ['Your cosigner profile has been approved. It is now active and visible to renters.'],
    action: { label: 'View your profile', path: '/profile/cosigner' },
  }),
  'cosigner_profile.rejected': (d) => {
    const reason = text(d.reason)
    return {
      userId: d.userId,
      kind: 'profile_review',
      subject: 'Your cosigner profile was not approved',
      paragraphs: [
        `Your cosigner profile was not approved.${reason ? ` Reason: ${reason}` : ''}`,
        'You can update your profile and submit it again. Please contact support if you have questions.',
      ],
      action: { label: 'Update your profile', path: '/profile/cosigner' },
    }
  },
}

/** The email an event asks for, or null (unknown type, too old to be news, no recipient). */
export function notificationMailFor(event: EventEnvelope, now: Date): NotificationMailDraft | null {
  if (!Object.hasOwn(DRAFTS, event.type) || !event.data) return null
  const occurred = Date.parse(event.occurredAt)
  if (Number.isFinite(occurred) && now.getTime() - occurred > NOTIFICATION_MAIL_MAX_AGE_MS) return null
  const draft = (DRAFTS[event.type as NotificationMailEvent] as (d: unknown) => NotificationMailDraft | null)(event.data)
  return draft && typeof draft.userId === 'string' ? { ...draft, userId: draft.userId.toLowerCase() } : null
}

/** The finished email: greeting, the draft's words, its action button and the unsubscribe footer. */
export function renderNotificationMail(
  brand: MailBrand,
  draft: NotificationMailDraft,
  input: { firstName: string; unsubscribeUrl: string },
): RenderedMail {
  return layout(brand, {
    subject: draft.subject,
    greeting: hello(input.firstName),
    paragraphs: draft.paragraphs,
    action: { label: draft.action.label, url: `${brand.origin}${draft.action.path}` },
    unsubscribe: {
      reason: `You received this email because "${EMAIL_NOTIFICATION_LABELS[draft.kind].label}" emails are on in your ${brand.productName} notification settings.`,
      url: input.unsubscribeUrl,
    },
  })
}
