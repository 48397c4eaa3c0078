import type { FastifyInstance } from 'fastify'
import { documentEndpoints as endpoints } from '@cosign/api'
import { serveEndpoint } from '@cosign/service-kit'
import { renderClientReportPdf } from '../../lib/pdf/render-client-report-pdf.js'

/** Worst case of the declared body schema with JSON overhead; the service's default limit (64 KB) is too small for it. */
const CLIENT_REPORT_BODY_LIMIT = 1024 * 1024

/**
 * The back office's Generate Report: admins only (403 for everyone else, 401 without a token). The admin screen
 * posts the data it already fetched from the owning services (services share no database and do not call each
 * other, see docs/decisions.md); nothing is stored.
 */
export default async function clientReportRoutes(app: FastifyInstance) {
  serveEndpoint(
    app,
    endpoints.generateClientReport,
    async (request, reply) => {
      const pdf = await renderClientReportPdf(request.body, new Date())
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="client-report-${request.body.clientId}.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf))
    },
    { bodyLimit: CLIENT_REPORT_BODY_LIMIT },
  )
}
