import type { ContractStatus, PaymentStepStatus } from '../contracts/types.js'
import type { ChatMessagePush, ChatReadPush, ChatSendRefusedPush, ChatSentPush } from './types.js'
import type { AdminAlertCreatedPush, AdminAlertsReadPush } from './activity-types.js'
import type { SupportClosedPush, SupportMessagePush, SupportQueueChangedPush } from './support-types.js'

export type { NotificationDto } from './notification-dto.js'
import type { NotificationDto } from './notification-dto.js'
/**
 * Answer to GET /api/chat/notifications: newest first (server order: stored time, then id), at most
 * NOTIFICATIONS_LIMIT. With `?after=<id>` (the newest notification the client holds, sent on reconnect) only
 * those stored after that one, the newest NOTIFICATIONS_LIMIT of them; unreadCount always counts them all.
 */
export interface NotificationListResponse {
  items: NotificationDto[]
  unreadCount: number
}
/** Refusals of the notifications API. */
export const NOTIFICATION_MESSAGES = {
  invalidCursor: 'after must be the id of one of your notifications.',
  /** An admin's message to a user id no account has. */
  recipientNotFound: 'There is no user with this id.',
} as const
/** Pushed on the chat service's websocket (/api/chat/ws) to the notification's owner. */
export interface RealtimeMessage {
  type: 'notification.created'
  notification: NotificationDto
}
/**
 * Pushed on the same websocket to both parties of a contract when it changes (a payment step moved, fully
 * signed, finalized, cancelled; also created and completed), so open screens refresh it. Not stored: a
 * client that was offline refetches on reconnect. `status` is the contract's status after the change (absent
 * for a payment step update); `step` and `stepStatus` only for a payment step update.
 */
export interface ContractUpdatedMessage {
  type: 'contract.updated'
  contractId: string
  status?: ContractStatus
  step?: 1 | 2
  stepStatus?: PaymentStepStatus
}
/** Every message the chat websocket pushes; clients ignore types they do not know. */
export type RealtimePush =
  | RealtimeMessage
  | ContractUpdatedMessage
  | ChatMessagePush
  | ChatReadPush
  | ChatSentPush
  | ChatSendRefusedPush
  | AdminAlertCreatedPush
  | AdminAlertsReadPush
  | SupportMessagePush
  | SupportClosedPush
  | SupportQueueChangedPush

/** Answer to POST /api/chat/notifications/:id/read. */
export interface MarkNotificationReadResponse {
  notification: NotificationDto
  unreadCount: number
}
/** Answer to POST /api/chat/notifications/read-all. */
export interface MarkAllNotificationsReadResponse {
  updated: number
  unreadCount: number
}
