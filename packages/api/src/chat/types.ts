// Chat API (chat service, browser path /api/chat/*): conversations between one renter and one cosigner, their
// messages, read receipts and the websocket pushes. The request schemas (TypeBox) are in chat-schemas.ts, so
// the browser bundles that use these rules, messages and types never carry TypeBox.
import { withThousandsSeparators } from '../shared/digits.js'

/** Longest message, in characters, after trimming (issue 12). */
export const CHAT_MESSAGE_MAX = 4000
/** Messages one user may send per minute (server-enforced, Redis-backed; CHAT_RATE_LIMIT_PER_MINUTE overrides). */
export const CHAT_RATE_LIMIT_PER_MINUTE = 30
/** Default and largest page of GET /conversations/:id/messages. */
export const CHAT_PAGE_DEFAULT = 50
export const CHAT_PAGE_MAX = 100
/** The largest message seq a cursor may name: the seq column is a 32-bit integer (larger ones answered 500). */
export const CHAT_SEQ_MAX = 2_147_483_647

/**
 * The attribute a conversation's thread carries on screen (its value: the conversation id). The shell's chat
 * alerts look for it and toast no new message of a conversation whose thread is shown.
 */
export const CHAT_THREAD_ATTRIBUTE = 'data-chat-conversation'

/** How a conversation came to exist: the first fact that allowed it (later ones change nothing). */
export const CONVERSATION_OPENINGS = ['unlock_contact', 'match_request_payment', 'match_request_accepted', 'contract'] as const
export type ConversationOpening = (typeof CONVERSATION_OPENINGS)[number]

/** User-facing texts of the chat screens and the chat service's refusals. */
export const CHAT_MESSAGES = {
  blank: 'Please write a message before sending.',
  tooLong: `A message can be at most ${withThousandsSeparators(CHAT_MESSAGE_MAX)} characters.`,
  invalidMessage: `Please write a message of at most ${withThousandsSeparators(CHAT_MESSAGE_MAX)} characters.`,
  rateLimited: `You are sending messages too quickly (at most ${CHAT_RATE_LIMIT_PER_MINUTE} a minute). Please wait a moment and try again.`,
  adminsNoAccess:
    'Admins cannot read or write conversations. Read-only access to a conversation named in a dispute comes with the dispute feature.',
  conversationNotFound: 'Conversation not found',
  contractNotFound: 'Contract not found',
  contractNotShared: 'This contract is not between you and the other person of this conversation.',
  messageNotFound: 'That message is not part of this conversation.',
  invalidConversationId: 'Invalid conversation ID format',
  invalidContractId: 'Invalid contract ID format',
  invalidMessageId: 'Invalid message ID format',
  invalidCursor: 'after and before must be whole numbers of at least 0; use one of them, not both.',
  // Screens
  loadFailed: 'Failed to load conversations. Please try again.',
  loadMessagesFailed: 'Failed to load messages. Please try again.',
  sendFailed: 'Failed to send message. Please try again.',
  noConversations: 'No conversations yet',
  noConversationsHint:
    'A conversation opens when a renter unlocks a cosigner’s contact, a cosigner accepts a match request, or a contract links you.',
  noMessages: 'No messages yet. Say hello!',
  noConversationWithUser: 'You cannot chat with this person yet: unlock their contact first.',
} as const

/**
 * Why a message text is refused (CHAT_MESSAGES.blank or .tooLong), or null when it may be sent. The server
 * stores the trimmed text; the screen checks the same rule before sending.
 */
export function chatMessageError(text: string): string | null {
  const trimmed = text.trim()
  if (!trimmed) return CHAT_MESSAGES.blank
  if (trimmed.length > CHAT_MESSAGE_MAX) return CHAT_MESSAGES.tooLong
  return null
}

// ---- Answers ---------------------------------------------------------------------------------------------

export type ChatPartyRole = 'renter' | 'cosigner'

export interface ChatMessageDto {
  id: string
  conversationId: string
  /** Position in the conversation (1, 2, ...): the server's order, and the `after` cursor. */
  seq: number
  senderId: string
  receiverId: string
  /** The contract the message was written from, or null. */
  contractId: string | null
  message: string
  createdAt: string
}

export interface ConversationDto {
  id: string
  /** The caller's side of the conversation. */
  myRole: ChatPartyRole
  otherParty: { id: string; name: string; role: ChatPartyRole }
  lastMessage: ChatMessageDto | null
  /** Messages to the caller after the last one they read. */
  unreadCount: number
  /** seq of the last message the other party has read (0: none): the sender's read receipt. */
  otherReadSeq: number
  /** seq of the last message the caller has read. */
  myReadSeq: number
  /** Ids of the contracts between the two (newest first). */
  contractIds: string[]
  /** The last message's time, else when the conversation opened: the list's order (newest first). */
  lastActivityAt: string
}

/** GET /conversations */
export interface ConversationListResponse {
  items: ConversationDto[]
}
/** GET /conversations/by-contract/:contractId (the contract is the one asked for). */
export interface ConversationResponse {
  conversation: ConversationDto
}
/**
 * GET /conversations/:id/messages: ascending by seq. With `after`: the messages after that seq (resume after a
 * reconnect); with `before`: the page just before it (older history); neither: the newest page.
 */
export interface MessageListResponse {
  items: ChatMessageDto[]
  /** More messages exist beyond this page in the direction asked (older for before/none, newer for after). */
  hasMore: boolean
  otherReadSeq: number
}
/** GET /conversations/unread: the caller's unread messages over all their conversations (the Chat tab's badge). */
export interface ChatUnreadResponse {
  unreadCount: number
}
/** POST /conversations/:id/messages (201) */
export interface SendMessageResponse {
  message: ChatMessageDto
}
/** POST /conversations/:id/read */
export interface MarkConversationReadResponse {
  conversationId: string
  readSeq: number
  unreadCount: number
}

// ---- Websocket pushes (RealtimePush in notifications.ts) -------------------------------------------------

/** A message was stored: pushed to every open socket of both parties. */
export interface ChatMessagePush {
  type: 'chat.message'
  conversationId: string
  message: ChatMessageDto
  /** The sender's display name, so a toast can name them without another request. */
  senderName: string
}
/** `readerId` has read up to `readSeq`: pushed to the other party (read receipt) and the reader's other tabs. */
export interface ChatReadPush {
  type: 'chat.read'
  conversationId: string
  readerId: string
  readSeq: number
}

// ---- Sending over the websocket ----------------------------------------------------------------------------

/**
 * Sent by a client on its chat websocket instead of POST /conversations/:id/messages (the same rules, limits and
 * idempotency by `id`): no HTTP round trip per message. The socket's own access token is the sender.
 */
export interface ChatSendFrame {
  type: 'chat.send'
  conversationId: string
  /** The message's id, chosen by the client: a frame re-sent after a reconnect is stored once. */
  id: string
  message: string
  contractId?: string
}
/**
 * A chat.send is answered by the `chat.message` push of the stored message (its id is the frame's id), which every
 * socket of both people gets; this frame only answers a re-sent one whose message was stored before (receivers
 * drop a repeated push).
 */
export interface ChatSentPush {
  type: 'chat.sent'
  id: string
  message: ChatMessageDto
}
/** A chat.send refused: the same code and message POST would have answered (blank, too long, rate limited...). */
export interface ChatSendRefusedPush {
  type: 'chat.send_refused'
  /** The frame's id, when it had one. */
  id: string | null
  status: number
  error: { code: string; message: string }
}
