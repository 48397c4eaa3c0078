import type { FastifyInstance } from 'fastify'
import { chatEndpoints } from '@cosign/api'
import { serveEndpoint, viewerOf } from '@cosign/service-kit'
import { getContractConversation } from '../../domain/get-contract-conversation.js'
import { countUnread } from '../../domain/count-unread.js'
import { listConversations } from '../../domain/list-conversations.js'
import { listMessages } from '../../domain/list-messages.js'
import { markConversationRead } from '../../domain/mark-conversation-read.js'
import { sendMessage } from '../../domain/send-message.js'

/**
 * Conversations between a renter and a cosigner: only its two people read and write it; admins are refused
 * (403) here and read a conversation named in a dispute through the admin dispute routes.
 */
export default async function chatRoutes(app: FastifyInstance) {
  const { deps } = app

  serveEndpoint(app, chatEndpoints.listConversations, async (request) => listConversations(deps.prisma, viewerOf(request)))

  serveEndpoint(app, chatEndpoints.countUnreadMessages, async (request) => countUnread(deps.prisma, viewerOf(request)))

  serveEndpoint(app, chatEndpoints.getContractConversation, async (request) =>
    getContractConversation(deps.prisma, viewerOf(request), request.params.contractId),
  )

  serveEndpoint(app, chatEndpoints.listMessages, async (request) =>
    listMessages(deps.prisma, viewerOf(request), request.params.id, request.query),
  )

  serveEndpoint(app, chatEndpoints.sendMessage, async (request, reply) =>
    reply.code(201).send({ message: (await sendMessage(deps, viewerOf(request), request.params.id, request.body)).message }),
  )

  serveEndpoint(app, chatEndpoints.markConversationRead, async (request) =>
    markConversationRead(deps, viewerOf(request), request.params.id, request.body.messageId),
  )
}
