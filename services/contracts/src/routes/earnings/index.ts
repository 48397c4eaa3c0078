import type { FastifyInstance } from 'fastify'
import { contractEndpoints } from '@cosign/api'
import { sendCsvDownload, serveEndpoint, viewerOf } from '@cosign/service-kit'
import { exportEarnings } from '../../domain/export-earnings.js'
import { getEarnings } from '../../domain/get-earnings.js'
import { EARNINGS_CSV_NAME } from '../../model/earnings-csv.js'

/** The cosigner's earnings (GET /earnings) and their CSV (GET /earnings.csv). */
export default async function earningsRoutes(app: FastifyInstance) {
  serveEndpoint(app, contractEndpoints.getEarnings, async (request) => getEarnings(app.deps, viewerOf(request)))
  serveEndpoint(app, contractEndpoints.exportEarnings, async (request, reply) =>
    sendCsvDownload(reply, EARNINGS_CSV_NAME, await exportEarnings(app.deps, viewerOf(request))),
  )
}
