import type { FastifyInstance } from 'fastify'
import { CLIENT_ACTION_MESSAGES, chatEndpoints } from '@cosign/api'
import { serveEndpoint } from '@cosign/service-kit'
import { sendAdminNotification } from '../../domain/send-admin-notification.js'

/** The back office's Send Message: admins only (403 for everyone else, 401 without a token). */
export default async function adminNotificationRoutes(app: FastifyInstance) {
  const { deps } = app
  serveEndpoint(app, chatEndpoints.sendAdminNotification, async (request, reply) => {
    const notification = await sendAdminNotification(deps, request.body)
    return reply.code(201).send({ notification, message: CLIENT_ACTION_MESSAGES.messageSent })
  })
}
