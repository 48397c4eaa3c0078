import type { FastifyInstance } from 'fastify'
import type { ListNotificationsQuery } from '@cosign/api'
import type { Deps } from '../../domain/deps.js'
import { listNotifications } from '../../domain/list-notifications.js'
import { markNotificationRead } from '../../domain/mark-notification-read.js'
import { markAllNotificationsRead } from '../../domain/mark-all-notifications-read.js'
import { listSchema, markAllReadSchema, markReadSchema } from './schemas.js'

/** A user only ever reads and changes their own notifications: the owner is the token's subject. */
export default async function notificationRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.authenticate)
  const deps: Pick<Deps, 'prisma'> = { prisma: app.prisma }

  app.get<{ Querystring: ListNotificationsQuery }>('/notifications', { schema: listSchema }, async (request) =>
    listNotifications(deps, request.user.sub, request.query),
  )

  app.post<{ Params: { id: string } }>(
    '/notifications/:id/read',
    { schema: markReadSchema },
    async (request) => markNotificationRead(deps, request.user.sub, request.params.id),
  )

  app.post('/notifications/read-all', { schema: markAllReadSchema }, async (request) =>
    markAllNotificationsRead(deps, request.user.sub),
  )
}
