import type { FastifyInstance } from 'fastify'
import { chatEndpoints } from '@cosign/api'
import { serveEndpoint, viewerOf } from '@cosign/service-kit'
import { getMySupportConversation } from '../../domain/get-my-support-conversation.js'
import { sendSupportMessage } from '../../domain/send-support-message.js'
import { sendVisitorSupportMessage } from '../../domain/send-visitor-support-message.js'

/**
 * The user's side of support conversations: a renter or cosigner reads and writes only their own (no id to ask
 * for another's; admins answer from the queue), and a signed-out visitor leaves a message with their email.
 */
export default async function supportRoutes(app: FastifyInstance) {
  const { deps } = app

  serveEndpoint(app, chatEndpoints.getMySupportConversation, async (request) =>
    getMySupportConversation(deps.prisma, viewerOf(request)),
  )

  serveEndpoint(app, chatEndpoints.sendSupportMessage, async (request, reply) =>
    reply.code(201).send(await sendSupportMessage(deps, viewerOf(request), request.body)),
  )

  // request.ip honours X-Forwarded-For from the gateway (service-kit sets trustProxy).
  serveEndpoint(app, chatEndpoints.sendVisitorSupportMessage, async (request, reply) =>
    reply.code(201).send(await sendVisitorSupportMessage(deps, request.body, request.ip)),
  )
}
