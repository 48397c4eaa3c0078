// Request schemas of the chat API, declared once with TypeBox: the chat service validates with them (they are
// JSON Schema), everyone else uses their Static types. Kept apart from chat.ts so that browser bundles never
// carry TypeBox.
import { Type, type Static } from '@sinclair/typebox'
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES, CHAT_PAGE_DEFAULT, CHAT_PAGE_MAX, CHAT_SEQ_MAX } from './types.js'
import { NOTIFICATION_MESSAGES } from './notification-types.js'
import { closedObject } from '../shared/schemas.js'

const Uuid = (userMessage: string) => Type.String({ format: 'uuid', userMessage })
const Seq = Type.Integer({ minimum: 0, maximum: CHAT_SEQ_MAX, userMessage: CHAT_MESSAGES.invalidCursor })

export const ConversationIdParams = closedObject({ id: Uuid(CHAT_MESSAGES.invalidConversationId) })
export type ConversationIdParams = Static<typeof ConversationIdParams>

export const ContractConversationParams = closedObject({ contractId: Uuid(CHAT_MESSAGES.invalidContractId) })
export type ContractConversationParams = Static<typeof ContractConversationParams>

export const ListMessagesQuery = closedObject({
  /** Messages after this seq, ascending (resume after a reconnect). */
  after: Type.Optional(Seq),
  /** The page of messages just before this seq (older history). */
  before: Type.Optional(Seq),
  limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: CHAT_PAGE_MAX,
      default: CHAT_PAGE_DEFAULT,
      userMessage: `limit must be a whole number from 1 to ${CHAT_PAGE_MAX}.`,
    }),
  ),
})
export type ListMessagesQuery = Static<typeof ListMessagesQuery>

/** GET /notifications: `after` = the id of the newest notification held (resume after a reconnect). */
export const ListNotificationsQuery = closedObject({ after: Type.Optional(Uuid(NOTIFICATION_MESSAGES.invalidCursor)) })
export type ListNotificationsQuery = Static<typeof ListNotificationsQuery>

/**
 * The text is trimmed and must then be non-blank and at most CHAT_MESSAGE_MAX characters (chatMessageError);
 * the schema only bounds the raw size. `contractId`: a contract between the same two people. `id`: the message's
 * id, chosen by the client, so that a send retried after a lost answer (an instance gone mid-request) is stored
 * once; the retry is answered with the message stored the first time.
 */
export const SendMessageRequest = closedObject({
  message: Type.String({ maxLength: CHAT_MESSAGE_MAX * 2, userMessage: CHAT_MESSAGES.invalidMessage }),
  contractId: Type.Optional(Uuid(CHAT_MESSAGES.invalidContractId)),
  id: Type.Optional(Uuid(CHAT_MESSAGES.invalidMessageId)),
})
export type SendMessageRequest = Static<typeof SendMessageRequest>

/** The caller has read everything up to and including this message. */
export const MarkConversationReadRequest = closedObject({ messageId: Uuid(CHAT_MESSAGES.invalidMessageId) })
export type MarkConversationReadRequest = Static<typeof MarkConversationReadRequest>

/** GET /conversations/unread answers only the count (ChatUnreadResponse): the serializer drops anything else. */
export const ChatUnreadResponseSchema = closedObject({ unreadCount: Type.Integer({ minimum: 0 }) })

/** A chat.send frame on the websocket (ChatSendFrame): the message rules of SendMessageRequest, the id required. */
export const ChatSendFrameSchema = closedObject({
  type: Type.Literal('chat.send'),
  conversationId: Uuid(CHAT_MESSAGES.invalidConversationId),
  id: Uuid(CHAT_MESSAGES.invalidMessageId),
  message: Type.String({ maxLength: CHAT_MESSAGE_MAX * 2, userMessage: CHAT_MESSAGES.invalidMessage }),
  contractId: Type.Optional(Uuid(CHAT_MESSAGES.invalidContractId)),
})
