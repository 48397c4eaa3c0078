// The chat service's endpoints (browser: /api/chat/...): conversations and messages, notifications, disputes,
// the back office's activity and alerts, and the realtime socket.
import { Type } from '@sinclair/typebox'
import { created, endpointsOf, fileBody, ok, typed } from '../endpoint.js'
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
import { AuditExportQuery, AuditPageQuery } from './audit-schemas.js'
import type { AuditPageResponse } from './audit-types.js'
import { b, closedObject, i, jsonObject, s, UuidIdParams } from '../shared/schemas.js'
import { supportEndpoints } from './support-endpoints.js'

const { get, post, patch } = endpointsOf('chat')
const parties = ['RENTER', 'COSIGNER'] as const
/** A conversation's two people only: an admin is refused with the spec's words. */
const partiesOnly = { access: parties, refusal: CHAT_MESSAGES.adminsNoAccess } as const

// The notification answers are serialized with these schemas (only the listed properties leave the service).
const notification = {
  type: 'object',
  properties: {
    id: s,
    title: s,
    message: s,
    read: b,
    createdAt: s,
  },
}
const unreadCount = i

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
  listConversations: get('/conversations', { ...partiesOnly, response: ok<ConversationListResponse>() }),
  /** The Chat tab's badge, read after every push: one count instead of the whole list. */
  countUnreadMessages: get('/conversations/unread', { ...partiesOnly, response: { 200: ChatUnreadResponseSchema } }),
  getContractConversation: get('/conversations/by-contract/:contractId', {
    ...partiesOnly, params: ContractConversationParams, response: ok<ConversationResponse>(),
  }),
  listMessages: get('/conversations/:id/messages', {
    ...partiesOnly, params: ConversationIdParams, query: ListMessagesQuery,
    response: ok<MessageListResponse>(),
  }),
  sendMessage: post('/conversations/:id/messages', {
    ...partiesOnly, params: ConversationIdParams, body: SendMessageRequest,
    response: created<SendMessageResponse>(),
  }),
  markConversationRead: post('/conversations/:id/read', {
    ...partiesOnly, params: ConversationIdParams, body: MarkConversationReadRequest,
    response: ok<MarkConversationReadResponse>(),
  }),

  // ---- Notifications: a user only ever reads and changes their own.
  listNotifications: get('/notifications', {
    access: 'signed-in', query: ListNotificationsQuery,
    response: { 200: jsonObject<NotificationListResponse>({ items: { type: 'array', items: notification }, unreadCount }), },
  }),
  markNotificationRead: post('/notifications/:id/read', {
    access: 'signed-in', params: UuidIdParams,
    response: { 200: jsonObject<MarkNotificationReadResponse>({ notification, unreadCount }) },
  }),
  markAllNotificationsRead: post('/notifications/read-all', {
    access: 'signed-in',
    response: { 200: jsonObject<MarkAllNotificationsReadResponse>({ updated: i, unreadCount }) },
  }),
  /** The back office's Send Message. */
  sendAdminNotification: post('/admin/notifications', {
    access: ['ADMIN'], body: AdminSendNotificationBody,
    response: { 201: jsonObject<AdminSendNotificationResponse>({ notification, message: s }), },
  }),

  // ---- Disputes: the reporter's side (renters and cosigners) and the admin Disputes tab.
  openDispute: post('/disputes', {
    access: parties, refusal: DISPUTE_MESSAGES.adminsCannotReport, body: OpenDisputeRequest,
    response: created<DisputeResponse>(),
  }),
  listMyDisputes: get('/disputes/mine', {
    access: parties, refusal: DISPUTE_MESSAGES.adminsCannotReport, response: ok<MyDisputeListResponse>(),
  }),
  getMyDispute: get('/disputes/:id', {
    access: parties, refusal: DISPUTE_MESSAGES.adminsCannotReport, params: DisputeIdParams,
    response: ok<MyDisputeDetailResponse>(),
  }),
  listDisputes: get('/admin/disputes', {
    access: ['ADMIN'], query: AdminDisputeListQuery, response: ok<AdminDisputeListResponse>(),
  }),
  /** The list's filters, every matching dispute, as CSV. */
  exportDisputes: get('/admin/disputes.csv', {
    access: ['ADMIN'], query: AdminDisputeExportQuery, response: { 200: fileBody() },
  }),
  getDispute: get('/admin/disputes/:id', {
    access: ['ADMIN'], params: DisputeIdParams, response: ok<AdminDisputeDetailResponse>(),
  }),
  updateDispute: patch('/admin/disputes/:id', {
    access: ['ADMIN'], params: DisputeIdParams, body: UpdateDisputeRequest, response: ok<DisputeResponse>(),
  }),
  /** The parties' conversation, read-only; each read is recorded. */
  readDisputeConversation: get('/admin/disputes/:id/conversation', {
    access: ['ADMIN'], params: DisputeIdParams, query: DisputeConversationQuery,
    response: ok<DisputeConversationResponse>(),
  }),

  // ---- Back office: the activity timeline and admin alerts.
  listActivity: get('/admin/activity', {
    access: ['ADMIN'], query: ActivityPageQuery, response: ok<ActivityPageResponse>(),
  }),
  exportActivity: get('/admin/activity.csv', {
    access: ['ADMIN'], query: ActivityExportQuery, response: { 200: fileBody() },
  }),
  // ---- The audit log of admin actions (issue 30): append-only, fed by every service's admin_action.recorded.
  listAuditLog: get('/admin/audit', { access: ['ADMIN'], query: AuditPageQuery, response: ok<AuditPageResponse>() }),
  /** The log's filters, every matching row, as CSV (made by the server). */
  exportAuditLog: get('/admin/audit.csv', {
    access: ['ADMIN'], query: AuditExportQuery, response: { 200: fileBody() },
  }),
  listAdminAlerts: get('/admin/alerts', { access: ['ADMIN'], response: ok<AdminAlertListResponse>() }),
  markAdminAlertRead: post('/admin/alerts/:id/read', {
    access: ['ADMIN'], params: AdminAlertIdParams, response: ok<MarkAdminAlertReadResponse>(),
  }),
  markAllAdminAlertsRead: post('/admin/alerts/read-all', {
    access: ['ADMIN'], response: ok<MarkAllAdminAlertsReadResponse>(),
  }),

  // ---- Realtime: `/ws?token=<access token>`; the token is checked before the upgrade (401, no socket).
  realtimeSocket: get('/ws', {
    access: 'signed-in',
    query: closedObject({ token: Type.String({ minLength: 1, maxLength: 4096 }) }),
    response: { 101: typed<void>() },
  }),

  // ---- Support conversations (support-endpoints.ts).
  ...supportEndpoints,
} as const
