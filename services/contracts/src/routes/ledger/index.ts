import type { FastifyInstance } from 'fastify'
import { contractEndpoints } from '@cosign/api'
import { serveEndpoint, viewerOf } from '@cosign/service-kit'
import { getLedger } from '../../domain/get-ledger.js'

/** The caller's ledger (GET /ledger?contractId=). */
export default async function ledgerRoutes(app: FastifyInstance) {
  serveEndpoint(app, contractEndpoints.getLedger, async (request) => getLedger(app.deps, viewerOf(request), request.query))
}
