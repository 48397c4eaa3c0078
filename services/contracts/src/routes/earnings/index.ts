import type { FastifyInstance } from 'fastify'
import { contractEndpoints, csvExportFileName } from '@cosign/api'
import { csvDownloadHeaders, serveEndpoint } from '@cosign/service-kit'
import { EARNINGS_CSV_NAME, exportEarnings, getEarnings } from '../../domain/get-earnings.js'
import { viewerOf } from '../contracts/index.js'

/** The cosigner's earnings (GET /earnings) and their CSV (GET /earnings.csv). */
export default async function earningsRoutes(app: FastifyInstance) {
  serveEndpoint(app, contractEndpoints.getEarnings, async (request) => getEarnings(app.prisma, viewerOf(request)))
  serveEndpoint(app, contractEndpoints.exportEarnings, async (request, reply) => {
    const csv = await exportEarnings(app.prisma, viewerOf(request))
    return reply.headers(csvDownloadHeaders(csvExportFileName(EARNINGS_CSV_NAME))).send(csv)
  })
}
