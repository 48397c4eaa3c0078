// The back office's activity timeline and admin alerts (chat service, browser paths /api/chat/admin/activity and
// /api/chat/admin/alerts), both fed by domain events (issue 13). Request schemas (TypeBox) are in
// back-office-schemas.ts so browser bundles never carry TypeBox.
import type { NotificationDto } from './notification-dto.js'
import { valuesOf } from '../shared/labels.js'

// ---- Activity timeline -----------------------------------------------------------------------------------

/**
 * The spec's activity event types, plus contract_update for the contract lifecycle events (the spec's list
 * predates contracts).
 */
export const ACTIVITY_TYPE_LABELS = {
  profile_update: 'Profile update',
  payment_received: 'Payment received',
  payment_made: 'Payment made',
  match_request: 'Match request',
  lease_armor_enrollment: 'Lease Armor enrollment',
  dispute_filed: 'Dispute filed',
  contract_update: 'Contract update',
}
export const ACTIVITY_TYPES = valuesOf(ACTIVITY_TYPE_LABELS)
export type ActivityType = (typeof ACTIVITY_TYPES)[number]

export const ACTIVITY_PAGE_SIZE_DEFAULT = 20
export const ACTIVITY_PAGE_SIZE_MAX = 100
/** Spec: "Timeline scroll height 600px". */
export const ACTIVITY_TIMELINE_HEIGHT_PX = 600

export const ACTIVITY_MESSAGES = {
  invalidClientId: 'Invalid client ID format',
  invalidType: 'Please choose an activity type from the list.',
  invalidCursor: 'This page of the timeline is no longer valid. Please reload the timeline.',
  invalidLimit: `limit must be a whole number from 1 to ${ACTIVITY_PAGE_SIZE_MAX}.`,
  loadFailed: 'Failed to load the activity timeline. Please try again.',
  empty: 'No activity yet',
} as const

/** One thing a client did or that happened to them (one row per client per event). */
export interface ActivityEventDto {
  id: string
  clientId: string
  /** From the client's user.registered event; null while unknown. */
  clientName: string | null
  type: ActivityType
  title: string
  description: string
  /** The money involved, when there is any (payments, installments, refunds). */
  amountCents: number | null
  /** When it happened (the event's occurredAt). */
  occurredAt: string
}

/** GET /admin/activity: newest first; `nextCursor` fetches the page after this one (null: no more). */
export interface ActivityPageResponse {
  items: ActivityEventDto[]
  nextCursor: string | null
}

// ---- Admin alerts ----------------------------------------------------------------------------------------

/**
 * The spec's four admin notification types, plus profile_review (a cosigner profile waits for review) and
 * support_request (a user or visitor opened a support conversation: issue 27).
 */
export const ADMIN_ALERT_TYPES = [
  'payment_failed',
  'dispute_opened',
  'large_transaction',
  'high_value_signup',
  'profile_review',
  'support_request',
] as const
export type AdminAlertType = (typeof ADMIN_ALERT_TYPES)[number]
export const ALERT_PRIORITIES = ['low', 'medium', 'high'] as const
export type AlertPriority = (typeof ALERT_PRIORITIES)[number]

/** A completed payment of at least this much raises a large_transaction alert ($2,500: above most cosigner fees). */
export const LARGE_TRANSACTION_THRESHOLD_CENTS = 250_000
/** A client whose first uploaded credit report scores at least this (the spec's "Excellent" tier) is a high-value signup. */
export const HIGH_VALUE_SIGNUP_MIN_CREDIT_SCORE = 800
/** The bell lists the newest alerts (the spec's notifications limit). */
export const ADMIN_ALERTS_LIMIT = 20

/** An admin notification: a user notification plus type, priority and what it is about. */
export interface AdminAlertDto extends NotificationDto {
  type: AdminAlertType
  priority: AlertPriority
  /** The payment, dispute, user or profile the alert is about. */
  subjectId: string | null
}
/** GET /admin/alerts: the newest alerts and the number of unread ones (shared by every admin). */
export interface AdminAlertListResponse {
  items: AdminAlertDto[]
  unreadCount: number
}
/** POST /admin/alerts/:id/read */
export interface MarkAdminAlertReadResponse {
  alert: AdminAlertDto
  unreadCount: number
}
/** POST /admin/alerts/read-all */
export interface MarkAllAdminAlertsReadResponse {
  updated: number
  unreadCount: number
}

/** Pushed on the chat websocket to every signed-in admin when an alert is raised. */
export interface AdminAlertCreatedPush {
  type: 'admin_alert.created'
  alert: AdminAlertDto
}
/** Pushed to every signed-in admin when an admin read alerts (`ids` null: all of them); the read state is shared. */
export interface AdminAlertsReadPush {
  type: 'admin_alerts.read'
  ids: string[] | null
  unreadCount: number
}

/** Columns of GET /admin/activity.csv, in order (file activity-YYYY-MM-DD.csv). */
export const ACTIVITY_CSV_COLUMNS = ['Date', 'Client', 'Client ID', 'Type', 'Title', 'Description', 'Amount'] as const
export const ACTIVITY_CSV_NAME = 'activity'

/** The file name the server's content-disposition gives an export: `<name>-YYYY-MM-DD.csv`, the day in UTC. */
export function csvExportFileName(name: string, now: Date = new Date()): string {
  return `${name}-${now.toISOString().slice(0, 10)}.csv`
}
