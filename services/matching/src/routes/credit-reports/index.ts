import type { FastifyInstance } from 'fastify'
import type { CreateCreditReportRequestInput } from '@cosign/api'
import { depsOf } from '../../deps-of.js'
import { createCreditReportRequest } from '../../domain/create-credit-report-request.js'
import { decideCreditReportRequest } from '../../domain/decide-credit-report-request.js'
import { listIncomingCreditReportRequests } from '../../domain/list-incoming-credit-report-requests.js'
import { listOutgoingCreditReportRequests } from '../../domain/list-outgoing-credit-report-requests.js'
import {
  createCreditReportRequestSchema,
  creditReportRequestListSchema,
  decideCreditReportRequestSchema,
} from './schemas.js'

/** Requests to see another user's credit report, decided by the report's owner. */
export default async function creditReportRoutes(app: FastifyInstance) {
  const deps = depsOf(app)

  app.post<{ Body: Partial<CreateCreditReportRequestInput> | undefined }>(
    '/credit-report-requests',
    { schema: createCreditReportRequestSchema, onRequest: app.authenticate },
    async (request, reply) => {
      const created = await createCreditReportRequest(deps, request.user, request.body?.targetUserId ?? '')
      return reply.code(201).send({ request: created })
    },
  )

  app.get(
    '/credit-report-requests/incoming',
    { schema: creditReportRequestListSchema, onRequest: app.authenticate },
    async (request) => ({
      items: await listIncomingCreditReportRequests(deps.prisma, request.user.sub),
    }),
  )

  app.get(
    '/credit-report-requests/outgoing',
    { schema: creditReportRequestListSchema, onRequest: app.authenticate },
    async (request) => ({
      items: await listOutgoingCreditReportRequests(deps.prisma, request.user.sub),
    }),
  )

  for (const decision of ['approve', 'deny'] as const) {
    app.post<{ Params: { id: string } }>(
      `/credit-report-requests/:id/${decision}`,
      { schema: decideCreditReportRequestSchema, onRequest: app.authenticate },
      async (request) => ({
        request: await decideCreditReportRequest(deps, request.user.sub, request.params.id, decision),
      }),
    )
  }
}
