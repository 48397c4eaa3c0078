import type { FastifyInstance } from 'fastify'
import { ACTIVITY_CSV_NAME, AUDIT_CSV_NAME, chatEndpoints } from '@cosign/api'
import { sendCsvDownload, serveEndpoint } from '@cosign/service-kit'
import { exportActivity } from '../../domain/export-activity.js'
import { listActivity } from '../../domain/list-activity.js'
import { listAuditLog } from '../../domain/list-audit-log.js'
import { exportAuditLog } from '../../domain/export-audit-log.js'
import { listAdminAlerts } from '../../domain/list-admin-alerts.js'
import { markAdminAlertRead } from '../../domain/mark-admin-alert-read.js'
import { markAllAdminAlertsRead } from '../../domain/mark-all-admin-alerts-read.js'

/** The back office's activity timeline and admin alerts: admins only (403 for everyone else, 401 without a token). */
export default async function backOfficeRoutes(app: FastifyInstance) {
  const { deps } = app

  serveEndpoint(app, chatEndpoints.listActivity, async (request) => listActivity(deps.prisma, request.query))

  // The timeline's filters, every matching row. The first batch is read before the headers are set.
  serveEndpoint(app, chatEndpoints.exportActivity, async (request, reply) =>
    sendCsvDownload(reply, ACTIVITY_CSV_NAME, await exportActivity(deps.prisma, request.query)),
  )

  // The audit log of admin actions (issue 30), and its CSV made here.
  serveEndpoint(app, chatEndpoints.listAuditLog, async (request) => listAuditLog(deps.prisma, request.query))
  serveEndpoint(app, chatEndpoints.exportAuditLog, async (request, reply) =>
    sendCsvDownload(reply, AUDIT_CSV_NAME, await exportAuditLog(deps.prisma, request.query)),
  )

  serveEndpoint(app, chatEndpoints.listAdminAlerts, async () => listAdminAlerts(deps.prisma))

  serveEndpoint(app, chatEndpoints.markAdminAlertRead, async (request) => markAdminAlertRead(deps, request.params.id))

  serveEndpoint(app, chatEndpoints.markAllAdminAlertsRead, async () => markAllAdminAlertsRead(deps))
}
