// Notification emails: which domain event asks for which email, to whom, and its text. Pure: the consumer
// (domain/send-notification-mail.ts) looks up the recipient and their preferences, and writes the email.
import {
  DISPUTE_STATUS_LABELS,
  EMAIL_NOTIFICATION_LABELS,
  formatCalendarDay,
  formatUsd,
  PAYMENT_PURPOSE_PHRASES,
  type EmailNotificationKind,
  type EventEnvelope,
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
  'credit_report.verified',
  'credit_report.rejected',
  'contract.fully_signed',
  'contract.finalized',
  'ledger_entry.due_soon',
  'ledger_entry.overdue',
  'dispute.updated',
  'chat.unread_digest',
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

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
/** A refusal's sentence with the reviewer's reason after it, when they gave one. */
const withReason = (sentence: string, reason: unknown) => {
  const given = text(reason)
  return given ? `${sentence} Reason: ${given}` : sentence
}

type Data<T extends NotificationMailEvent> = EventEnvelope<T>['data']

const signContract = (userId: string, contractId: string): NotificationMailDraft => ({
  userId,
  kind: 'contract_signature',
  subject: 'A contract is waiting for your signature',
  paragraphs: ['A cosigning contract is ready and waiting for your signature. Review its terms and sign it to go ahead.'],
  action: { label: 'Review and sign', path: `/contracts/${contractId}` },
})

const money = (cents: number) => (Number.isSafeInteger(cents) && cents > 0 ? `${formatUsd(cents)} ` : '')
const day = (isoDay: string) => formatCalendarDay(isoDay) ?? isoDay

/** An installment's email (due soon, overdue): to the renter, who pays it on the contract's ledger. */
const installment = (
  d: { contractId: string; renterId: string; amountCents: number; dueDate: string },
  subject: string,
  says: string,
): NotificationMailDraft => ({
  userId: d.renterId,
  kind: 'installments',
  subject,
  paragraphs: [`Your ${money(d.amountCents)}installment ${says} ${day(d.dueDate)}.`, 'You can pay it from your payment schedule.'],
  action: { label: 'Pay the installment', path: `/ledger?contractId=${d.contractId}` },
})

/** Most events mail one person; a finalized contract mails both parties. */
const DRAFTS: { [T in NotificationMailEvent]: (d: Data<T>) => NotificationMailDraft | NotificationMailDraft[] | null } = {
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
        `We received your ${amount}payment for ${PAYMENT_PURPOSE_PHRASES[d.purpose] ?? 'your order'}. Thank you!`,
        'Your receipt is ready on your payments page.',
      ],
      // The payment's row on the payments page, where its receipt downloads (the page scrolls to it).
      action: { label: 'View your receipt', path: `/payments#payment-${encodeURIComponent(d.paymentId)}` },
    }
  },
  'cosigner_profile.approved': (d) => ({
    userId: d.userId,
    kind: 'profile_review',
    subject: 'Your cosigner profile is approved',
    paragraphs: ['Your cosigner profile has been approved. It is now active and visible to renters.'],
    action: { label: 'View your profile', path: '/profile/cosigner' },
  }),
  'cosigner_profile.rejected': (d) => ({
    userId: d.userId,
    kind: 'profile_review',
    subject: 'Your cosigner profile was not approved',
    paragraphs: [
      withReason('Your cosigner profile was not approved.', d.reason),
      'You can update your profile and submit it again. Please contact support if you have questions.',
    ],
    action: { label: 'Update your profile', path: '/profile/cosigner' },
  }),
  'credit_report.verified': (d) => ({
    userId: d.userId,
    kind: 'credit_review',
    subject: 'Your credit report is verified',
    paragraphs: [`Your credit report has been verified. Your credit score of ${d.creditScore} now shows as verified.`],
    action: { label: 'Go to your dashboard', path: '/dashboard' },
  }),
  'credit_report.rejected': (d) => ({
    userId: d.userId,
    kind: 'credit_review',
    subject: 'Your credit report could not be verified',
    paragraphs: [
      withReason('Your credit report could not be verified.', d.reason),
      'You can upload a new one from your dashboard.',
    ],
    action: { label: 'Upload a new report', path: '/dashboard' },
  }),
  // The renter signs last, whoever created the contract: the cosigner hears that the other party signed.
  'contract.fully_signed': (d) => ({
    userId: d.cosignerId,
    kind: 'contract_progress',
    subject: 'The renter signed your contract',
    paragraphs: ['The renter has signed your cosigning contract. It is finalized once the renter has paid.'],
    action: { label: 'View the contract', path: `/contracts/${d.contractId}` },
  }),
  'contract.finalized': (d) =>
    [d.renterId, d.cosignerId].map((userId) => ({
      userId,
      kind: 'contract_progress' as const,
      subject: 'Your contract is finalized',
      paragraphs: [
        'Both parties have signed and the payments are complete: your cosigning contract is finalized.',
        'The signed agreement is ready to download from the contract page.',
      ],
      action: { label: 'Download the agreement', path: `/contracts/${d.contractId}#agreement` },
    })),
  'ledger_entry.due_soon': (d) => installment(d, 'An installment is due soon', 'is due on'),
  'ledger_entry.overdue': (d) => installment(d, 'An installment is overdue', 'was due on'),
  // Only a change of status is news to the reporter (not an assignee or a priority).
  'dispute.updated': (d) =>
    d.changes.some((c) => c.field === 'status')
      ? {
          userId: d.reporterId,
          kind: 'dispute_updates',
          subject: `Your problem report is ${DISPUTE_STATUS_LABELS[d.status]?.toLowerCase() ?? 'updated'}`,
          paragraphs: [`The status of a problem you reported is now: ${DISPUTE_STATUS_LABELS[d.status] ?? d.status}.`],
          action: { label: 'View your reports', path: '/support' },
        }
      : null,
  'chat.unread_digest': (d) => {
    const lines = d.conversations.map(
      (c) => `${text(c.with) || 'Someone'}: ${c.unreadCount} unread message${c.unreadCount === 1 ? '' : 's'}`,
    )
    const total = d.conversations.reduce((sum, c) => sum + c.unreadCount, 0)
    return {
      userId: d.userId,
      kind: 'chat_digest',
      subject: `You have ${total} unread message${total === 1 ? '' : 's'}`,
      paragraphs: ['Messages are waiting for you in your chats:', ...lines],
      action: { label: 'Open your chats', path: '/chat' },
    }
  },
}

/** The emails an event asks for (none: unknown type, too old to be news, no recipient), one per recipient. */
export function notificationMailsFor(event: EventEnvelope, now: Date): NotificationMailDraft[] {
  if (!Object.hasOwn(DRAFTS, event.type) || !event.data) return []
  const occurred = Date.parse(event.occurredAt)
  if (Number.isFinite(occurred) && now.getTime() - occurred > NOTIFICATION_MAIL_MAX_AGE_MS) return []
  const drafts = (DRAFTS[event.type as NotificationMailEvent] as (d: unknown) => NotificationMailDraft | NotificationMailDraft[] | null)(
    event.data,
  )
  const recipients = new Set<string>()
  return (Array.isArray(drafts) ? drafts : drafts ? [drafts] : [])
    .filter((draft) => typeof draft.userId === 'string')
    .map((draft) => ({ ...draft, userId: draft.userId.toLowerCase() }))
    .filter((draft) => !recipients.has(draft.userId) && recipients.add(draft.userId))
}

/** The first email an event asks for, or null. */
export function notificationMailFor(event: EventEnvelope, now: Date): NotificationMailDraft | null {
  return notificationMailsFor(event, now)[0] ?? null
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
