import type { FastifyInstance } from 'fastify'
import { CLIENT_ACTION_MESSAGES, type AdminSendNotificationRequest } from '@cosign/api'
import {
  sendAdminNotification,
  type SendAdminNotificationDeps,
} from '../../domain/send-admin-notification.js'
import { toNotificationDto } from '../../domain/to-notification-dto.js'
import { adminSendSchema } from './schemas.js'

/** The back office's Send Message: admins only (403 for everyone else, 401 without a token). */
export default async function adminNotificationRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireRole('ADMIN'))
  const deps: SendAdminNotificationDeps = {
    prisma: app.prisma,
    push: (notification) =>
      app.realtime.publish(notification.userId, {
        type: 'notification.created',
        notification: toNotificationDto(notification),
      }),
  }

  app.post<{ Body: AdminSendNotificationRequest }>(
    '/admin/notifications',
    { schema: adminSendSchema },
    async (request, reply) => {
      const notification = await sendAdminNotification(deps, request.body)
      return reply.code(201).send({ notification, message: CLIENT_ACTION_MESSAGES.messageSent })
    },
  )
}
