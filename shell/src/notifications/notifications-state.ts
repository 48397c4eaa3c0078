// Pure logic of the notifications panel: list merging, unread counting, reconnect delays, message parsing.
import { NOTIFICATIONS_LIMIT, type AdminAlertDto, type NotificationDto, type RealtimeMessage } from '@cosign/api'
import { badgeText, unreadLabel } from '../layout/unread.js'

/** What the bell and the panel show: the newest notifications (at most 20) and the count of all unread ones. */
export interface NotificationList {
  items: NotificationDto[]
  /** Counts every unread notification of the user, also those beyond the 20 listed (server's count). */
  unreadCount: number
}

/** Spec: the realtime client reconnects after 1, 2, 5, then every 10 seconds. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10000] as const

/** Delay before reconnect number `attempt` (0 = the first reconnect after a drop). */
export function reconnectDelayMs(attempt: number): number {
  const index = Math.min(Math.max(0, Math.floor(attempt)), RECONNECT_DELAYS_MS.length - 1)
  return RECONNECT_DELAYS_MS[index]
}

/** The server's order, newest first: stored time, then id (the server's tie-break; UUIDs compare as text). */
const newestFirst = (a: NotificationDto, b: NotificationDto) =>
  Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)

/**
 * A pushed notification joins the list (newest first, capped at the limit) and counts as unread once; a
 * notification already listed (a push that raced the list request) changes nothing.
 */
export function mergePushed(
  list: NotificationList,
  notification: NotificationDto,
): NotificationList & { added: boolean } {
  if (list.items.some((item) => item.id === notification.id)) return { ...list, added: false }
  const items = [notification, ...list.items].sort(newestFirst).slice(0, NOTIFICATIONS_LIMIT)
  return { items, unreadCount: list.unreadCount + (notification.read ? 0 : 1), added: true }
}

/** The server's list, plus any notification pushed while it was being fetched that it does not contain yet. */
export function mergeLoaded(loaded: NotificationList, pushedMeanwhile: NotificationDto[]): NotificationList {
  return pushedMeanwhile.reduce<NotificationList>((list, pushed) => {
    const { items, unreadCount } = mergePushed(list, pushed)
    return { items, unreadCount }
  }, loaded)
}

/**
 * After a reconnect: the list held, plus what the server stored after its newest one (`resumed`, asked with
 * `?after=`), each notification once and in the server's order, capped at the limit; the server's unread count,
 * then any push that arrived while the request was out.
 */
export function mergeResumed(
  held: NotificationList,
  resumed: NotificationList,
  pushedMeanwhile: NotificationDto[],
): NotificationList {
  const fetched = new Set(resumed.items.map((item) => item.id))
  const items = [...resumed.items, ...held.items.filter((item) => !fetched.has(item.id))]
    .sort(newestFirst)
    .slice(0, NOTIFICATIONS_LIMIT)
  return mergeLoaded({ items, unreadCount: resumed.unreadCount }, pushedMeanwhile)
}

/** Optimistic local read of one notification (the server's answer then sets the exact count). */
export function markReadLocally(list: NotificationList, id: string): NotificationList {
  const target = list.items.find((item) => item.id === id)
  if (!target || target.read) return list
  return {
    items: list.items.map((item) => (item.id === id ? { ...item, read: true } : item)),
    unreadCount: Math.max(0, list.unreadCount - 1),
  }
}

export function markAllReadLocally(list: NotificationList): NotificationList {
  return { items: list.items.map((item) => (item.read ? item : { ...item, read: true })), unreadCount: 0 }
}

/** The bell's accessible name: "Notifications, 3 unread", or just "Notifications". */
export function bellLabel(unreadCount: number): string {
  return unreadLabel('Notifications', unreadCount)
}

export { badgeText }

function isNotification(value: unknown): value is NotificationDto {
  const n = value as Partial<NotificationDto> | null
  return (
    typeof n === 'object' &&
    n !== null &&
    typeof n.id === 'string' &&
    typeof n.title === 'string' &&
    typeof n.message === 'string' &&
    typeof n.read === 'boolean' &&
    typeof n.createdAt === 'string'
  )
}

/** A websocket frame as a realtime message, or null for anything else (unknown types, malformed JSON). */
export function parseRealtimeMessage(data: unknown): RealtimeMessage | null {
  if (typeof data !== 'string') return null
  let parsed: unknown
  try {
    parsed = JSON.parse(data)
  } catch {
    return null
  }
  const message = parsed as Partial<RealtimeMessage> | null
  if (message?.type !== 'notification.created' || !isNotification(message.notification)) return null
  return { type: 'notification.created', notification: message.notification }
}

/**
 * The chat socket's URL: the API base (`/api` or an absolute gateway URL) resolved against the page, with the
 * ws(s) scheme. The access token goes in the query: browsers cannot set headers on a websocket.
 */
export function chatSocketUrl(apiBase: string, pageHref: string, token: string): string {
  const base = new URL(apiBase.replace(/\/+$/, '') + '/chat/ws', pageHref)
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:'
  base.search = new URLSearchParams({ token }).toString()
  return base.toString()
}

/** What an admin's bell does with a pushed frame: add a new alert, mark alerts read (another admin), or nothing. */
export type AdminAlertPush =
  | { kind: 'created'; alert: AdminAlertDto }
  | { kind: 'read'; ids: string[] | null; unreadCount: number }

export function parseAdminAlertPush(message: { type: string; [key: string]: unknown }): AdminAlertPush | null {
  if (message.type === 'admin_alert.created') {
    const alert = message.alert as AdminAlertDto | undefined
    if (isNotification(alert) && typeof alert.type === 'string' && typeof alert.priority === 'string') return { kind: 'created', alert }
    return null
  }
  if (message.type === 'admin_alerts.read') {
    const { ids, unreadCount } = message
    const validIds = ids === null || (Array.isArray(ids) && ids.every((id) => typeof id === 'string'))
    if (validIds && typeof unreadCount === 'number') return { kind: 'read', ids: ids as string[] | null, unreadCount }
  }
  return null
}

/** "High priority" for an admin alert, nothing for a user's notification. */
export function priorityLabel(item: NotificationDto): string | null {
  const priority = (item as Partial<AdminAlertDto>).priority
  return priority ? `${priority[0]!.toUpperCase()}${priority.slice(1)} priority` : null
}

/**
 * Where an admin alert is acted on: the back office tab (and the client, when the alert names one). A user's
 * notification has none. The review alert goes to Clients, where pending cosigner profiles are reviewed.
 */
export function adminAlertLink(item: NotificationDto): { to: string; label: string } | null {
  const { type, subjectId } = item as Partial<AdminAlertDto>
  const tab = (id: string, label: string, extra = '') => ({ to: `/admin?tab=${id}${extra}`, label })
  switch (type) {
    case 'profile_review':
      return tab('clients', 'Review in the Clients tab')
    case 'high_value_signup':
      return subjectId
        ? tab('clients', 'Open the client', `&client=${encodeURIComponent(subjectId)}`)
        : tab('clients', 'Open the Clients tab')
    case 'support_request':
      return tab('support', 'Answer in the Support tab')
    case 'dispute_opened':
      return tab('disputes', 'Open the Disputes tab')
    case 'payment_failed':
    case 'large_transaction':
      return tab('transactions', 'Open the Transactions tab')
    default:
      return null
  }
}
