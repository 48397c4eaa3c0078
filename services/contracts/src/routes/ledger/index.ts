import type { FastifyInstance } from 'fastify'
import { LedgerQuery } from '@cosign/api'
import { getLedger } from '../../domain/get-ledger.js'
import { viewerOf } from '../contracts/index.js'

/** The caller's ledger (GET /ledger?contractId=). */
export default async function ledgerRoutes(app: FastifyInstance) {
  app.get<{ Querystring: LedgerQuery }>(
    '/ledger',
    { schema: { querystring: LedgerQuery }, onRequest: app.authenticate },
    async (request) => getLedger(app.prisma, viewerOf(request), request.query),
  )
}
