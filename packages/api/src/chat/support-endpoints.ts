// The support conversations' endpoints (chat service, browser: /api/chat/...), part of chatEndpoints.
import { created, endpointsOf, ok } from '../endpoint.js'
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

const { get, post } = endpointsOf('chat')
/** The user's side: renters and cosigners; admins are sent to the queue. */
const members = { access: ['RENTER', 'COSIGNER'], refusal: SUPPORT_MESSAGES.adminsUseQueue } as const
/** The back office's calls on one conversation: any admin. */
const adminOnConversation = { access: ['ADMIN'], params: SupportConversationIdParams } as const

export const supportEndpoints = {
  // ---- The user's side: only their own conversation (there is no id to ask for another one's).
  getMySupportConversation: get('/support/conversation', {
    ...members,
    response: ok<MySupportConversationResponse>(),
  }),
  /** Writes to the user's open conversation, opening one when none is open. */
  sendSupportMessage: post('/support/messages', {
    ...members,
    body: SendSupportMessageRequest,
    response: created<SendSupportMessageResponse>(),
  }),
  /** A signed-out visitor's message with their email (throttled per address and per network address). */
  sendVisitorSupportMessage: post('/support/visitor-messages', {
    access: 'public',
    body: VisitorSupportMessageRequest,
    response: created<VisitorSupportMessageResponse>(),
  }),

  // ---- The back office's Support queue: any admin.
  listSupportQueue: get('/admin/support', {
    access: ['ADMIN'],
    query: SupportQueueQuery,
    response: ok<SupportQueueResponse>(),
  }),
  getSupportConversation: get('/admin/support/:id', {
    ...adminOnConversation,
    response: ok<AdminSupportConversationResponse>(),
  }),
  /** Answers in the chat; takes the conversation for the admin when nobody had. */
  replyToSupportConversation: post('/admin/support/:id/messages', {
    ...adminOnConversation,
    body: AdminSupportReplyRequest,
    response: created<AdminSupportMessageResponse>(),
  }),
  assignSupportConversation: post('/admin/support/:id/assign', {
    ...adminOnConversation,
    response: ok<AdminSupportConversationResponse>(),
  }),
  closeSupportConversation: post('/admin/support/:id/close', {
    ...adminOnConversation,
    response: ok<AdminSupportConversationResponse>(),
  }),
} as const
