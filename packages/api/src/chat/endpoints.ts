// The chat service's endpoints (browser: /api/chat/...): conversations and messages, notifications, disputes,
// the back office's activity and alerts, and the realtime socket.
import { Type } from '@sinclair/typebox'
import { endpoint, fileBody, typed } from '../endpoint.js'
import {
  CHAT_MESSAGES,
  type ConversationListResponse,
  type ConversationResponse,
  type MarkConversationReadResponse,
  type MessageListResponse,
  type SendMessageResponse,
} from './types.js'
import {
  ChatUnreadResponseSchema,
  ContractConversationParams,
  ConversationIdParams,
  ListMessagesQuery,
  ListNotificationsQuery,
  MarkConversationReadRequest,
  SendMessageRequest,
} from './schemas.js'
import type {
  MarkAllNotificationsReadResponse,
  MarkNotificationReadResponse,
  NotificationListResponse,
} from './notification-types.js'
import {
  ADMIN_MESSAGE_BODY_MAX_LENGTH,
  ADMIN_MESSAGE_TITLE_MAX_LENGTH,
  type AdminSendNotificationRequest,
  type AdminSendNotificationResponse,
} from '../shared/admin-client-figures.js'
import {
  DISPUTE_MESSAGES,
  type AdminDisputeDetailResponse,
  type AdminDisputeListResponse,
  type DisputeConversationResponse,
  type DisputeResponse,
  type MyDisputeDetailResponse,
  type MyDisputeListResponse,
} from './dispute-types.js'
import {
  AdminDisputeExportQuery,
  AdminDisputeListQuery,
  DisputeConversationQuery,
  DisputeIdParams,
  OpenDisputeRequest,
  UpdateDisputeRequest,
} from './dispute-schemas.js'
import type {
  ActivityPageResponse,
  AdminAlertListResponse,
  MarkAdminAlertReadResponse,
  MarkAllAdminAlertsReadResponse,
} from './activity-types.js'
import { ActivityExportQuery, ActivityPageQuery, AdminAlertIdParams } from './activity-schemas.js'
import { jsonObject, UuidIdParams } from '../shared/schemas.js'
import { supportEndpoints } from './support-endpoints.js'

const service = 'chat'
const parties = ['RENTER', 'COSIGNER'] as const

// The notification answers are serialized with these schemas (only the listed properties leave the service).
const notification = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    message: { type: 'string' },
    read: { type: 'boolean' },
    createdAt: { type: 'string' },
  },
}
const unreadCount = { type: 'integer' }

/** \S: a title or message of spaces only is refused like an empty one. */
const AdminSendNotificationBody = Type.Unsafe<AdminSendNotificationRequest>({
  type: 'object',
  additionalProperties: false,
  required: ['userId', 'title', 'message'],
  properties: {
    userId: { type: 'string', format: 'uuid', userMessage: 'Invalid user ID format' },
    title: {
      type: 'string',
      minLength: 1,
      maxLength: ADMIN_MESSAGE_TITLE_MAX_LENGTH,
      pattern: '\\S',
      userMessage: `The title must be 1 to ${ADMIN_MESSAGE_TITLE_MAX_LENGTH} characters.`,
    },
    message: {
      type: 'string',
      minLength: 1,
      maxLength: ADMIN_MESSAGE_BODY_MAX_LENGTH,
      pattern: '\\S',
      userMessage: `The message must be 1 to ${ADMIN_MESSAGE_BODY_MAX_LENGTH} characters.`,
    },
  },
})

export const chatEndpoints = {
  // ---- Conversations: only their two people; admins read one only through a dispute naming it.
  listConversations: endpoint({
    service, method: 'GET', path: '/conversations', access: parties, refusal: CHAT_MESSAGES.adminsNoAccess,
    response: { 200: typed<ConversationListResponse>() },
  }),
  /** The Chat tab's badge, read after every push: one count instead of the whole list. */
  countUnreadMessages: endpoint({
    service, method: 'GET', path: '/conversations/unread', access: parties, refusal: CHAT_MESSAGES.adminsNoAccess,
    response: { 200: ChatUnreadResponseSchema },
  }),
  getContractConversation: endpoint({
    service, method: 'GET', path: '/conversations/by-contract/:contractId', access: parties,
    refusal: CHAT_MESSAGES.adminsNoAccess, params: ContractConversationParams,
    response: { 200: typed<ConversationResponse>() },
  }),
  listMessages: endpoint({
    service, method: 'GET', path: '/conversations/:id/messages', access: parties,
    refusal: CHAT_MESSAGES.adminsNoAccess, params: ConversationIdParams, query: ListMessagesQuery,
    response: { 200: typed<MessageListResponse>() },
  }),
  sendMessage: endpoint({
    service, method: 'POST', path: '/conversations/:id/messages', access: parties,
    refusal: CHAT_MESSAGES.adminsNoAccess, params: ConversationIdParams, body: SendMessageRequest,
    response: { 201: typed<SendMessageResponse>() },
  }),
  markConversationRead: endpoint({
    service, method: 'POST', path: '/conversations/:id/read', access: parties,
    refusal: CHAT_MESSAGES.adminsNoAccess, params: ConversationIdParams, body: MarkConversationReadRequest,
    response: { 200: typed<MarkConversationReadResponse>() },
  }),

  // ---- Notifications: a user only ever reads and changes their own.
  listNotifications: endpoint({
    service, method: 'GET', path: '/notifications', access: 'signed-in', query: ListNotificationsQuery,
    response: {
      200: jsonObject<NotificationListResponse>({ items: { type: 'array', items: notification }, unreadCount }),
    },
  }),
  markNotificationRead: endpoint({
    service, method: 'POST', path: '/notifications/:id/read', access: 'signed-in', params: UuidIdParams,
    response: { 200: jsonObject<MarkNotificationReadResponse>({ notification, unreadCount }) },
  }),
  markAllNotificationsRead: endpoint({
    service, method: 'POST', path: '/notifications/read-all', access: 'signed-in',
    response: { 200: jsonObject<MarkAllNotificationsReadResponse>({ updated: { type: 'integer' }, unreadCount }) },
  }),
  /** The back office's Send Message. */
  sendAdminNotification: endpoint({
    service, method: 'POST', path: '/admin/notifications', access: ['ADMIN'], body: AdminSendNotificationBody,
    response: {
      201: jsonObject<AdminSendNotificationResponse>({ notification, message: { type: 'string' } }),
    },
  }),

  // ---- Disputes: the reporter's side (renters and cosigners) and the admin Disputes tab.
  openDispute: endpoint({
    service, method: 'POST', path: '/disputes', access: parties, refusal: DISPUTE_MESSAGES.adminsCannotReport,
    body: OpenDisputeRequest, response: { 201: typed<DisputeResponse>() },
  }),
  listMyDisputes: endpoint({
    service, method: 'GET', path: '/disputes/mine', access: parties, refusal: DISPUTE_MESSAGES.adminsCannotReport,
    response: { 200: typed<MyDisputeListResponse>() },
  }),
  getMyDispute: endpoint({
    service, method: 'GET', path: '/disputes/:id', access: parties, refusal: DISPUTE_MESSAGES.adminsCannotReport,
    params: DisputeIdParams, response: { 200: typed<MyDisputeDetailResponse>() },
  }),
  listDisputes: endpoint({
    service, method: 'GET', path: '/admin/disputes', access: ['ADMIN'], query: AdminDisputeListQuery,
    response: { 200: typed<AdminDisputeListResponse>() },
  }),
  /** The list's filters, every matching dispute, as CSV. */
  exportDisputes: endpoint({
    service, method: 'GET', path: '/admin/disputes.csv', access: ['ADMIN'], query: AdminDisputeExportQuery,
    response: { 200: fileBody() },
  }),
  getDispute: endpoint({
    service, method: 'GET', path: '/admin/disputes/:id', access: ['ADMIN'], params: DisputeIdParams,
    response: { 200: typed<AdminDisputeDetailResponse>() },
  }),
  updateDispute: endpoint({
    service, method: 'PATCH', path: '/admin/disputes/:id', access: ['ADMIN'], params: DisputeIdParams,
    body: UpdateDisputeRequest, response: { 200: typed<DisputeResponse>() },
  }),
  /** The parties' conversation, read-only; each read is recorded. */
  readDisputeConversation: endpoint({
    service, method: 'GET', path: '/admin/disputes/:id/conversation', access: ['ADMIN'], params: DisputeIdParams,
    query: DisputeConversationQuery, response: { 200: typed<DisputeConversationResponse>() },
  }),

  // ---- Back office: the activity timeline and admin alerts.
  listActivity: endpoint({
    service, method: 'GET', path: '/admin/activity', access: ['ADMIN'], query: ActivityPageQuery,
    response: { 200: typed<ActivityPageResponse>() },
  }),
  exportActivity: endpoint({
    service, method: 'GET', path: '/admin/activity.csv', access: ['ADMIN'], query: ActivityExportQuery,
    response: { 200: fileBody() },
  }),
  listAdminAlerts: endpoint({
    service, method: 'GET', path: '/admin/alerts', access: ['ADMIN'], response: { 200: typed<AdminAlertListResponse>() },
  }),
  markAdminAlertRead: endpoint({
    service, method: 'POST', path: '/admin/alerts/:id/read', access: ['ADMIN'], params: AdminAlertIdParams,
    response: { 200: typed<MarkAdminAlertReadResponse>() },
  }),
  markAllAdminAlertsRead: endpoint({
    service, method: 'POST', path: '/admin/alerts/read-all', access: ['ADMIN'],
    response: { 200: typed<MarkAllAdminAlertsReadResponse>() },
  }),

  // ---- Realtime: `/ws?token=<access token>`; the token is checked before the upgrade (401, no socket).
  realtimeSocket: endpoint({
    service, method: 'GET', path: '/ws', access: 'signed-in',
    query: Type.Object(
      { token: Type.String({ minLength: 1, maxLength: 4096 }) },
      { additionalProperties: false },
    ),
    response: { 101: typed<void>() },
  }),

  // ---- Support conversations (support-endpoints.ts).
  ...supportEndpoints,
} as const
