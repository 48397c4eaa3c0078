import type { FastifyInstance } from 'fastify'
import { matchingEndpoints as endpoints } from '@cosign/api'
import { serveEndpoint } from '@cosign/service-kit'
import { createCreditReportRequest } from '../../domain/create-credit-report-request.js'
import { decideCreditReportRequest } from '../../domain/decide-credit-report-request.js'
import { listCreditReportRequests } from '../../domain/list-credit-report-requests.js'

/** Requests to see another user's credit report, decided by the report's owner. */
export default async function creditReportRoutes(app: FastifyInstance) {
  const { deps } = app

  // The domain checks targetUserId (missing, null or not a UUID: 'Invalid user ID format').
  serveEndpoint(app, endpoints.createCreditReportRequest, async (request, reply) => {
    const body = request.body as { targetUserId?: string | null } | undefined
    const created = await createCreditReportRequest(deps, request.user, body?.targetUserId ?? '')
    return reply.code(201).send({ request: created })
  })

  serveEndpoint(app, endpoints.listIncomingCreditReportRequests, async (request) => ({
    items: await listCreditReportRequests(deps.db, 'incoming', request.user.sub),
  }))

  serveEndpoint(app, endpoints.listOutgoingCreditReportRequests, async (request) => ({
    items: await listCreditReportRequests(deps.db, 'outgoing', request.user.sub),
  }))

  for (const [decision, declaration] of [
    ['approve', endpoints.approveCreditReportRequest],
    ['deny', endpoints.denyCreditReportRequest],
  ] as const) {
    serveEndpoint(app, declaration, async (request) => ({
      request: await decideCreditReportRequest(deps, request.user.sub, request.params.id, decision),
    }))
  }
}
