// How values read in the UI. Pure: no React and no API singleton, so unit tests (the apps' too) can import it
// without opening the session's BroadcastChannel.
import { creditRatingFor, dateFormatter, formatCalendarDay, type PaymentFailureKind, type PaymentStatus, type UserDto } from '@cosign/api'

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
const FAILURE_KIND_LABELS: Record<PaymentFailureKind, string> = { cancelled: 'Cancelled', expired: 'Expired' }

/**
 * How a payment status reads on the admin and the account screens. A failed payment the buyer cancelled on
 * PayPal's page, or that expired unapproved, reads "Cancelled" / "Expired" (the status stays the spec's failed).
 */
export function paymentStatusLabel(status: PaymentStatus, failureKind?: PaymentFailureKind | null): string {
  if (status === 'failed' && failureKind && FAILURE_KIND_LABELS[failureKind]) return FAILURE_KIND_LABELS[failureKind]
  return PAYMENT_STATUS_LABELS[status] ?? status
}
export function paymentStatusBadgeVariant(
  status: PaymentStatus,
  failureKind?: PaymentFailureKind | null,
): 'success' | 'neutral' | 'danger' {
  if (status === 'completed') return 'success'
  // Nothing went wrong with a payment the buyer walked away from: neutral, not an error.
  if (status === 'failed') return failureKind ? 'neutral' : 'danger'
  return 'neutral'
}

// ---- Dates: ONE format for dates and ONE for date-times in the whole UI, in the reader's locale and time zone.

/** Overrides for tests and callers that must show a fixed locale or zone; default: the browser's own. */
export interface DateFormatOptions {
  locale?: string
  timeZone?: string
}
// The formatters and the calendar-day rule live in @cosign/api (dates.ts): the agreement PDF prints dates the same way.
const formatter = dateFormatter
const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

function instant(value: string | number | Date): number {
  return value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value)
}

/**
 * A date ("Nov 24, 2026" in en-US, "24 Nov 2026" in en-GB); '—' when missing or unreadable. A plain calendar
 * day (YYYY-MM-DD: lease dates, due dates, move-in) is that day for every reader, never shifted by a time zone;
 * a timestamp is the day it was in the reader's time zone.
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  options: DateFormatOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'string' && PLAIN_DAY.test(value)) return formatCalendarDay(value, options.locale) ?? '—'
  const time = instant(value)
  return Number.isNaN(time) ? '—' : formatter('date', options.locale, options.timeZone).format(time)
}

/** A moment ("Nov 24, 2026, 7:34 PM" in en-US) in the reader's time zone; '—' when missing or unreadable. */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  options: DateFormatOptions = {},
): string {
  if (value === null || value === undefined || value === '') return '—'
  const time = instant(value)
  return Number.isNaN(time) ? '—' : formatter('dateTime', options.locale, options.timeZone).format(time)
}

/**
 * Builds the formatters `formatDate` and `formatDateTime` use in the reader's locale, ahead of the first screen
 * that shows a date. The page's first Intl formatter loads ICU's locale data (20-40 ms of a phone's main thread):
 * built while an app's scripts download, that is not part of the task that renders the screen's data.
 */
export function prepareDateFormatters(): void {
  formatter('date', undefined, undefined)
  formatter('dateTime', undefined, undefined)
  formatter('date', undefined, 'UTC')
}

/** Today in the reader's time zone as YYYY-MM-DD (a date input's value or `min`; not for display). */
export function localIsoDay(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** "1.2 MB", "340 KB", "12 B". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`
  return `${bytes} B`
}

/** A credit score with its rating ("742 · Very Good"), or `missing` when there is none. */
export function creditScoreWithRating(score: number | null | undefined, missing = 'Not set'): string {
  return typeof score === 'number' ? `${score} · ${creditRatingFor(score)}` : missing
}
