import type { FastifyInstance } from 'fastify'
import { ACTIVITY_CSV_NAME, csvExportFileName, type ActivityExportQuery, type ActivityPageQuery, type AdminAlertIdParams } from '@cosign/api'
import { csvDownloadHeaders } from '@cosign/service-kit'
import { exportActivity } from '../../domain/export-activity.js'
import { listActivity } from '../../domain/list-activity.js'
import { listAdminAlerts } from '../../domain/list-admin-alerts.js'
import { markAdminAlertRead } from '../../domain/mark-admin-alert-read.js'
import { markAllAdminAlertsRead } from '../../domain/mark-all-admin-alerts-read.js'
import type { AdminAlertDeps } from '../../domain/admin-alert-deps.js'
import { activityExportSchema, activityPageSchema, alertListSchema, alertReadAllSchema, alertReadSchema } from './schemas.js'

/** The back office's activity timeline and admin alerts: admins only (403 for everyone else, 401 without a token). */
export default async function backOfficeRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireRole('ADMIN'))
  const deps: AdminAlertDeps = { prisma: app.prisma, publishToAdmins: (message) => app.adminRealtime.publish(message) }

  app.get<{ Querystring: ActivityPageQuery }>('/admin/activity', { schema: activityPageSchema }, async (request) =>
    listActivity(app.prisma, request.query),
  )

  // The timeline's filters, every matching row. The first batch is read before the headers are set.
  app.get<{ Querystring: ActivityExportQuery }>('/admin/activity.csv', { schema: activityExportSchema }, async (request, reply) => {
    const csv = await exportActivity(app.prisma, request.query)
    return reply.headers(csvDownloadHeaders(csvExportFileName(ACTIVITY_CSV_NAME))).send(csv)
  })

  app.get('/admin/alerts', { schema: alertListSchema }, async () => listAdminAlerts(app.prisma))

  app.post<{ Params: AdminAlertIdParams }>('/admin/alerts/:id/read', { schema: alertReadSchema }, async (request) =>
    markAdminAlertRead(deps, request.params.id),
  )

  app.post('/admin/alerts/read-all', { schema: alertReadAllSchema }, async () => markAllAdminAlertsRead(deps))
}
