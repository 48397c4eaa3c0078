// How values read in the UI. Pure: no React and no API singleton, so unit tests (the apps' too) can import it
// without opening the session's BroadcastChannel.
import { creditRatingFor, type PaymentStatus, type UserDto } from '@cosign/contracts'

/** How the UI names a user: first name, else the part of the email before @, else "User" (spec dashboard greeting). */
export function displayName(user: Pick<UserDto, 'firstName' | 'email'> | null | undefined): string {
  const first = user?.firstName?.trim()
  if (first) return first
  const prefix = user?.email?.split('@')[0]?.trim()
  return prefix || 'User'
}

const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  completed: 'Completed',
  pending: 'Pending',
  failed: 'Failed',
  refunded: 'Refunded',
}
/** How a payment status reads on the admin and the account screens. */
export function paymentStatusLabel(status: PaymentStatus): string {
  return PAYMENT_STATUS_LABELS[status] ?? status
}
export function paymentStatusBadgeVariant(status: PaymentStatus): 'success' | 'neutral' | 'danger' {
  if (status === 'completed') return 'success'
  if (status === 'failed') return 'danger'
  return 'neutral'
}

const dateTimeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })
/** Date and time of a payment event ("Jan 5, 2025, 3:04 PM"); '—' when it has not happened or is unreadable. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—'
  const time = Date.parse(iso)
  return Number.isNaN(time) ? '—' : dateTimeFormat.format(time)
}

/** A credit score with its rating ("742 · Very Good"), or `missing` when there is none. */
export function creditScoreWithRating(score: number | null | undefined, missing = 'Not set'): string {
  return typeof score === 'number' ? `${score} · ${creditRatingFor(score)}` : missing
}
