import type { FastifyInstance } from 'fastify'
import type { ClientReportRequest } from '@cosign/api'
import { renderClientReportPdf } from '../../domain/render-client-report-pdf.js'
import { CLIENT_REPORT_BODY_LIMIT, clientReportSchema } from './schemas.js'

/**
 * The back office's Generate Report: admins only (403 for everyone else, 401 without a token). The admin screen
 * posts the data it already fetched from the owning services (services share no database and do not call each
 * other, see docs/decisions.md); nothing is stored.
 */
export default async function clientReportRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireRole('ADMIN'))

  app.post<{ Body: ClientReportRequest }>(
    '/admin/client-report',
    { schema: clientReportSchema, bodyLimit: CLIENT_REPORT_BODY_LIMIT },
    async (request, reply) => {
      const pdf = await renderClientReportPdf(request.body, new Date())
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="client-report-${request.body.clientId}.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf))
    },
  )
}
