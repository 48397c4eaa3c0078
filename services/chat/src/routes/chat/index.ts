import type { FastifyInstance, FastifyRequest } from 'fastify'
import type {
  ContractConversationParams,
  ConversationIdParams,
  ListMessagesQuery,
  MarkConversationReadRequest,
  SendMessageRequest,
} from '@cosign/api'
import { CHAT_MESSAGES } from '@cosign/api'
import { forbidden } from '@cosign/service-kit'
import type { Deps, Viewer } from '../../domain/deps.js'
import { getContractConversation } from '../../domain/get-contract-conversation.js'
import { countUnread } from '../../domain/count-unread.js'
import { listConversations } from '../../domain/list-conversations.js'
import { listMessages } from '../../domain/list-messages.js'
import { markConversationRead } from '../../domain/mark-conversation-read.js'
import { sendMessage } from '../../domain/send-message.js'
import {
  contractConversationSchema,
  listConversationsSchema,
  listMessagesSchema,
  markReadSchema,
  sendMessageSchema,
  unreadSchema,
} from './schemas.js'

const viewerOf = (request: FastifyRequest): Viewer => ({ id: request.user.sub, role: request.user.role })

/**
 * Conversations between a renter and a cosigner: only its two people read and write it. Admins are refused
 * (403): read-only access to a conversation named in a dispute comes with the dispute feature (issue 13).
 */
export default async function chatRoutes(app: FastifyInstance) {
  const deps: Deps = { prisma: app.prisma, publish: app.realtime.publish, rateLimit: app.messageRateLimit }
  app.addHook('onRequest', async (request, reply) => {
    await app.authenticate(request, reply)
    if (request.user?.role === 'ADMIN') throw forbidden(CHAT_MESSAGES.adminsNoAccess)
  })

  app.get('/conversations', { schema: listConversationsSchema }, async (request) =>
    listConversations(app.prisma, viewerOf(request)),
  )

  // The Chat tab's badge, read after every push: one count instead of the whole list.
  app.get('/conversations/unread', { schema: unreadSchema }, async (request) => countUnread(app.prisma, viewerOf(request)))

  app.get<{ Params: ContractConversationParams }>(
    '/conversations/by-contract/:contractId',
    { schema: contractConversationSchema },
    async (request) => getContractConversation(app.prisma, viewerOf(request), request.params.contractId),
  )

  app.get<{ Params: ConversationIdParams; Querystring: ListMessagesQuery }>(
    '/conversations/:id/messages',
    { schema: listMessagesSchema },
    async (request) => listMessages(app.prisma, viewerOf(request), request.params.id, request.query),
  )

  app.post<{ Params: ConversationIdParams; Body: SendMessageRequest }>(
    '/conversations/:id/messages',
    { schema: sendMessageSchema },
    async (request, reply) =>
      reply.code(201).send({ message: await sendMessage(deps, viewerOf(request), request.params.id, request.body) }),
  )

  app.post<{ Params: ConversationIdParams; Body: MarkConversationReadRequest }>(
    '/conversations/:id/read',
    { schema: markReadSchema },
    async (request) => markConversationRead(deps, viewerOf(request), request.params.id, request.body.messageId),
  )
}
