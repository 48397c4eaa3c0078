// Request schemas of the support conversations (support-types.ts), TypeBox: the chat service validates with them.
import { Type, type Static } from '@sinclair/typebox'
import { SUPPORT_EMAIL_MAX, SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGES, SUPPORT_QUEUE_TABS, type SupportQueueTab } from './support-types.js'
import { closedObject } from '../shared/schemas.js'

const Message = Type.String({ maxLength: SUPPORT_MESSAGE_MAX * 2, userMessage: SUPPORT_MESSAGES.invalidMessage })

export const SupportConversationIdParams = closedObject({ id: Type.String({ format: 'uuid', userMessage: SUPPORT_MESSAGES.invalidConversationId }) })
export type SupportConversationIdParams = Static<typeof SupportConversationIdParams>

/** A message to support; `id` (client-chosen) makes a retry store it once. */
export const SendSupportMessageRequest = closedObject({
  id: Type.Optional(Type.String({ format: 'uuid', userMessage: 'Invalid message ID format.' })),
  message: Message,
})
export type SendSupportMessageRequest = Static<typeof SendSupportMessageRequest>

export const AdminSupportReplyRequest = closedObject({ message: Message })
export type AdminSupportReplyRequest = Static<typeof AdminSupportReplyRequest>

export const SupportQueueQuery = closedObject({
  tab: Type.Optional(
    Type.Unsafe<SupportQueueTab>({ type: 'string', enum: [...SUPPORT_QUEUE_TABS], userMessage: SUPPORT_MESSAGES.invalidTab }),
  ),
})
export type SupportQueueQuery = Static<typeof SupportQueueQuery>

/** A signed-out visitor's message: where to answer, and the question. */
export const VisitorSupportMessageRequest = closedObject({
  email: Type.String({
    minLength: 3,
    maxLength: SUPPORT_EMAIL_MAX,
    pattern: '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$',
    userMessage: SUPPORT_MESSAGES.invalidEmail,
  }),
  message: Message,
})
export type VisitorSupportMessageRequest = Static<typeof VisitorSupportMessageRequest>
