import type { FastifyInstance } from 'fastify'
import type { ActivityPageQuery, AdminAlertIdParams } from '@cosign/contracts'
import { listActivity } from '../../domain/list-activity.js'
import { listAdminAlerts } from '../../domain/list-admin-alerts.js'
import { markAdminAlertRead } from '../../domain/mark-admin-alert-read.js'
import { markAllAdminAlertsRead } from '../../domain/mark-all-admin-alerts-read.js'
import type { AdminAlertDeps } from '../../domain/admin-alert-deps.js'
import { activityPageSchema, alertListSchema, alertReadAllSchema, alertReadSchema } from './schemas.js'

/** The back office's activity timeline and admin alerts: admins only (403 for everyone else, 401 without a token). */
export default async function backOfficeRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireRole('ADMIN'))
  const deps: AdminAlertDeps = { prisma: app.prisma, publishToAdmins: (message) => app.adminRealtime.publish(message) }

  app.get<{ Querystring: ActivityPageQuery }>('/admin/activity', { schema: activityPageSchema }, async (request) =>
    listActivity(app.prisma, request.query),
  )

  app.get('/admin/alerts', { schema: alertListSchema }, async () => listAdminAlerts(app.prisma))

  app.post<{ Params: AdminAlertIdParams }>('/admin/alerts/:id/read', { schema: alertReadSchema }, async (request) =>
    markAdminAlertRead(deps, request.params.id),
  )

  app.post('/admin/alerts/read-all', { schema: alertReadAllSchema }, async () => markAllAdminAlertsRead(deps))
}
