import {
  ChatUnreadResponseSchema,
  ContractConversationParams,
  ConversationIdParams,
  ListMessagesQuery,
  MarkConversationReadRequest,
  SendMessageRequest,
} from '@cosign/api'
import { noQuery } from '@cosign/service-kit'

// The shared TypeBox schemas are JSON Schema: used as the route schemas directly.
export const listConversationsSchema = { querystring: noQuery }
export const unreadSchema = { querystring: noQuery, response: { 200: ChatUnreadResponseSchema } }
export const contractConversationSchema = { params: ContractConversationParams, querystring: noQuery }
export const listMessagesSchema = { params: ConversationIdParams, querystring: ListMessagesQuery }
export const sendMessageSchema = { params: ConversationIdParams, body: SendMessageRequest, querystring: noQuery }
export const markReadSchema = { params: ConversationIdParams, body: MarkConversationReadRequest, querystring: noQuery }
