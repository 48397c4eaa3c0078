import type { FastifyInstance } from 'fastify'
import { chatEndpoints } from '@cosign/api'
import { serveEndpoint } from '@cosign/service-kit'
import { listNotifications } from '../../domain/list-notifications.js'
import { markNotificationRead } from '../../domain/mark-notification-read.js'
import { markAllNotificationsRead } from '../../domain/mark-all-notifications-read.js'

/** A user only ever reads and changes their own notifications: the owner is the token's subject. */
export default async function notificationRoutes(app: FastifyInstance) {
  const { deps } = app

  serveEndpoint(app, chatEndpoints.listNotifications, async (request) =>
    listNotifications(deps, request.user.sub, request.query),
  )

  serveEndpoint(app, chatEndpoints.markNotificationRead, async (request) =>
    markNotificationRead(deps, request.user.sub, request.params.id),
  )

  serveEndpoint(app, chatEndpoints.markAllNotificationsRead, async (request) =>
    markAllNotificationsRead(deps, request.user.sub),
  )
}
