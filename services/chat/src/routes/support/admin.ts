import type { FastifyInstance } from 'fastify'
import { chatEndpoints } from '@cosign/api'
import { serveEndpoint, viewerOf } from '@cosign/service-kit'
import { assignSupportConversation } from '../../domain/assign-support-conversation.js'
import { closeSupportConversation } from '../../domain/close-support-conversation.js'
import { listSupportQueue } from '../../domain/list-support-queue.js'
import { replyToSupportConversation } from '../../domain/reply-to-support-conversation.js'
import { adminConversationView } from '../../domain/support-view.js'

/** The back office's Support queue: any admin lists, reads, takes, answers and closes support conversations. */
export default async function adminSupportRoutes(app: FastifyInstance) {
  const { deps } = app

  serveEndpoint(app, chatEndpoints.listSupportQueue, async (request) =>
    listSupportQueue(deps.prisma, viewerOf(request), request.query),
  )

  serveEndpoint(app, chatEndpoints.getSupportConversation, async (request) =>
    adminConversationView(deps.prisma, request.params.id),
  )

  serveEndpoint(app, chatEndpoints.replyToSupportConversation, async (request, reply) =>
    reply.code(201).send(await replyToSupportConversation(deps, viewerOf(request), request.params.id, request.body)),
  )

  serveEndpoint(app, chatEndpoints.assignSupportConversation, async (request) =>
    assignSupportConversation(deps, viewerOf(request), request.params.id),
  )

  serveEndpoint(app, chatEndpoints.closeSupportConversation, async (request) =>
    closeSupportConversation(deps, request.params.id),
  )
}
