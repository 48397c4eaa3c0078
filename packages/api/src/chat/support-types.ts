// Support conversations (issue 27): a signed-in renter's or cosigner's live chat with the support team (any admin
// answers from the back office's Support queue), and signed-out visitors' messages left with an email address.
// Browser-safe: no TypeBox here (the request schemas are support-schemas.ts).
import type { Role } from '../constants.js'
import { CHAT_MESSAGE_MAX } from './types.js'
import { withThousandsSeparators } from '../shared/digits.js'

export const SUPPORT_QUEUE_TABS = ['unassigned', 'mine', 'all'] as const
/** unassigned: open and nobody took it; mine: taken by the caller (open first); all: every conversation. */
export type SupportQueueTab = (typeof SUPPORT_QUEUE_TABS)[number]
/** chat: a signed-in user's live chat; email: a visitor's message, answered by email. */
export type SupportChannel = 'chat' | 'email'
export type SupportStatus = 'open' | 'closed'

/** Newest conversations a queue tab lists. */
export const SUPPORT_QUEUE_LIMIT = 100
/** Messages a conversation answer carries (the oldest beyond it are left out). */
export const SUPPORT_THREAD_LIMIT = 500
export const SUPPORT_MESSAGE_MAX = CHAT_MESSAGE_MAX
export const SUPPORT_EMAIL_MAX = 254
/** A visitor's messages: per email address per hour, and per network address per hour. */
export const SUPPORT_VISITOR_PER_EMAIL_PER_HOUR = 3
export const SUPPORT_VISITOR_PER_IP_PER_HOUR = 10

export const SUPPORT_MESSAGES = {
  notFound: 'This support conversation does not exist.',
  adminsUseQueue: 'Admins answer support conversations from the Support queue in the back office.',
  invalidConversationId: 'Invalid support conversation ID format.',
  invalidTab: 'tab must be one of unassigned, mine or all.',
  closed: 'This conversation is closed. Write to support again to open a new one.',
  answerByEmail: 'This visitor asked for an answer by email; it cannot be answered in the chat.',
  invalidEmail: 'Please enter a valid email address.',
  visitorThrottled: 'Too many messages were sent from this address. Please try again in an hour.',
  invalidMessage: `Please write a message of at most ${withThousandsSeparators(SUPPORT_MESSAGE_MAX)} characters.`,
  /** The notification a user gets when the support team answers. */
  replyTitle: 'Support replied',
} as const

/** A message as both sides see it; `from` says whose side wrote it. */
export interface SupportMessageDto {
  id: string
  seq: number
  from: 'user' | 'support'
  message: string
  createdAt: string
}
/** The user's own conversation with support (GET /support/conversation). */
export interface SupportThreadDto {
  id: string
  status: SupportStatus
  createdAt: string
  closedAt: string | null
  messages: SupportMessageDto[]
}
export interface MySupportConversationResponse {
  /** The user's open conversation, else their latest closed one; null before their first message. */
  conversation: SupportThreadDto | null
}
/** POST /support/messages: the stored message and the conversation it went to (opened by it if none was open). */
export interface SendSupportMessageResponse {
  conversationId: string
  message: SupportMessageDto
}

/** A conversation in the back office's Support queue. */
export interface SupportQueueItemDto {
  id: string
  channel: SupportChannel
  status: SupportStatus
  requester: {
    /** The user's name; '' for a visitor. */
    name: string
    /** The user's role; null for a visitor. */
    role: Role | null
    /** The visitor's address (answers go there); null for a signed-in user. */
    email: string | null
  }
  /** The admin who took it, null while unassigned. */
  assignee: { id: string; name: string } | null
  lastMessage: string
  lastMessageFrom: 'user' | 'support'
  lastMessageAt: string
  createdAt: string
  messageCount: number
}
export interface SupportQueueResponse {
  items: SupportQueueItemDto[]
  /** Open unassigned, open assigned to the caller, all open. */
  counts: { unassigned: number; mine: number; open: number }
}
/** An admin's view of a message: the support side's author by name. */
export interface AdminSupportMessageDto extends SupportMessageDto {
  senderName: string
}
export interface AdminSupportConversationResponse {
  conversation: SupportQueueItemDto
  messages: AdminSupportMessageDto[]
}
export interface AdminSupportMessageResponse {
  conversation: SupportQueueItemDto
  message: AdminSupportMessageDto
}
/** POST /support/visitor-messages: stored; the answer comes by email. */
export interface VisitorSupportMessageResponse {
  id: string
  message: string
}

/** Pushed to the user (all their sockets) when a message is added to their support conversation. */
export interface SupportMessagePush {
  type: 'support.message'
  conversationId: string
  message: SupportMessageDto
}
/** Pushed to the user when an admin closes their conversation. */
export interface SupportClosedPush {
  type: 'support.closed'
  conversationId: string
}
/** Pushed to every admin when a support conversation changes (a message, assigned, closed): queues refresh. */
export interface SupportQueueChangedPush {
  type: 'support.queue_changed'
  conversationId: string
}
