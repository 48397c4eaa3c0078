// The support conversations' endpoints (chat service, browser: /api/chat/...), part of chatEndpoints.
import { endpoint, typed } from '../endpoint.js'
import {
  SUPPORT_MESSAGES,
  type AdminSupportConversationResponse,
  type AdminSupportMessageResponse,
  type MySupportConversationResponse,
  type SendSupportMessageResponse,
  type SupportQueueResponse,
  type VisitorSupportMessageResponse,
} from './support-types.js'
import {
  AdminSupportReplyRequest,
  SendSupportMessageRequest,
  SupportConversationIdParams,
  SupportQueueQuery,
  VisitorSupportMessageRequest,
} from './support-schemas.js'

const service = 'chat'
const members = ['RENTER', 'COSIGNER'] as const

export const supportEndpoints = {
  // ---- The user's side: only their own conversation (there is no id to ask for another one's).
  getMySupportConversation: endpoint({
    service, method: 'GET', path: '/support/conversation', access: members, refusal: SUPPORT_MESSAGES.adminsUseQueue,
    response: { 200: typed<MySupportConversationResponse>() },
  }),
  /** Writes to the user's open conversation, opening one when none is open. */
  sendSupportMessage: endpoint({
    service, method: 'POST', path: '/support/messages', access: members, refusal: SUPPORT_MESSAGES.adminsUseQueue,
    body: SendSupportMessageRequest, response: { 201: typed<SendSupportMessageResponse>() },
  }),
  /** A signed-out visitor's message with their email (throttled per address and per network address). */
  sendVisitorSupportMessage: endpoint({
    service, method: 'POST', path: '/support/visitor-messages', access: 'public', body: VisitorSupportMessageRequest,
    response: { 201: typed<VisitorSupportMessageResponse>() },
  }),

  // ---- The back office's Support queue: any admin.
  listSupportQueue: endpoint({
    service, method: 'GET', path: '/admin/support', access: ['ADMIN'], query: SupportQueueQuery,
    response: { 200: typed<SupportQueueResponse>() },
  }),
  getSupportConversation: endpoint({
    service, method: 'GET', path: '/admin/support/:id', access: ['ADMIN'], params: SupportConversationIdParams,
    response: { 200: typed<AdminSupportConversationResponse>() },
  }),
  /** Answers in the chat; takes the conversation for the admin when nobody had. */
  replyToSupportConversation: endpoint({
    service, method: 'POST', path: '/admin/support/:id/messages', access: ['ADMIN'], params: SupportConversationIdParams,
    body: AdminSupportReplyRequest, response: { 201: typed<AdminSupportMessageResponse>() },
  }),
  assignSupportConversation: endpoint({
    service, method: 'POST', path: '/admin/support/:id/assign', access: ['ADMIN'], params: SupportConversationIdParams,
    response: { 200: typed<AdminSupportConversationResponse>() },
  }),
  closeSupportConversation: endpoint({
    service, method: 'POST', path: '/admin/support/:id/close', access: ['ADMIN'], params: SupportConversationIdParams,
    response: { 200: typed<AdminSupportConversationResponse>() },
  }),
} as const
