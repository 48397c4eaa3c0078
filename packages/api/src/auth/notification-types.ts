// Notification emails and their preferences (issue 29), served by the auth service: in-app notifications are
// always on; each kind of email can be switched off by its recipient (settings, or the email's one-click
// unsubscribe link, /api/auth/unsubscribe?token=...).
import { Type } from '@sinclair/typebox'
import { closedObject } from '../shared/schemas.js'

/** The kinds of notification email a user can switch off, one per next action. */
export const EMAIL_NOTIFICATION_KINDS = [
  'match_request_received',
  'match_request_answered',
  'contract_signature',
  'payment_received',
  'profile_review',
  'credit_review',
  'contract_progress',
  'installments',
  'dispute_updates',
  'chat_digest',
] as const
export type EmailNotificationKind = (typeof EMAIL_NOTIFICATION_KINDS)[number]

/** What the settings screen and the unsubscribe page call each kind. */
export const EMAIL_NOTIFICATION_LABELS: Record<EmailNotificationKind, { label: string; description: string }> = {
  match_request_received: { label: 'New match requests', description: 'A renter asks you to cosign their lease.' },
  match_request_answered: {
    label: 'Answers to your match requests',
    description: 'A cosigner accepts or declines your request.',
  },
  contract_signature: { label: 'Contracts to sign', description: 'A contract is waiting for your signature.' },
  payment_received: { label: 'Payment receipts', description: 'A payment of yours went through, with its receipt.' },
  profile_review: { label: 'Profile reviews', description: 'Your cosigner profile is approved or not approved.' },
  credit_review: { label: 'Credit report reviews', description: 'Your credit report is verified or not verified.' },
  contract_progress: {
    label: 'Contract progress',
    description: 'The other party signs your contract, and the contract is finalized with its agreement.',
  },
  installments: { label: 'Installment reminders', description: 'An installment is due soon, or overdue.' },
  dispute_updates: { label: 'Problem reports', description: 'The status of a problem you reported changes.' },
  chat_digest: {
    label: 'Unread messages',
    description: 'A summary of chat messages waiting for you when you have been away for more than 15 minutes.',
  },
}

/** Email on/off per kind (every kind is present; a kind never changed is on). */
export interface NotificationPreferencesResponse {
  email: Record<EmailNotificationKind, boolean>
}
/** The kinds to change (the others stay as they are). */
export interface UpdateNotificationPreferencesRequest {
  email: Partial<Record<EmailNotificationKind, boolean>>
}

export const NOTIFICATION_EMAIL_MESSAGES = {
  saved: 'Your notification preferences have been saved.',
  loadFailed: 'Could not load your notification preferences. Please try again.',
  saveFailed: 'Could not save your notification preferences. Please try again.',
  unsubscribeLinkInvalid: 'This unsubscribe link is invalid. Sign in and change your notification settings instead.',
  unsubscribed: (label: string) => `You will no longer receive emails about: ${label}. In-app notifications stay on.`,
} as const

const kindFlags = Object.fromEntries(EMAIL_NOTIFICATION_KINDS.map((k) => [k, Type.Boolean()])) as Record<
  EmailNotificationKind,
  ReturnType<typeof Type.Boolean>
>
export const NotificationPreferencesAnswer = Type.Object({ email: Type.Object(kindFlags) })
export const UpdateNotificationPreferencesBody = closedObject({ email: Type.Partial(Type.Object(kindFlags), { additionalProperties: false }) })
/** Unsubscribe tokens are a few dozen characters; anything longer is refused before it is checked. */
export const UnsubscribeQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 256 }) })
