import type { FastifyInstance } from 'fastify'
import { DISPUTES_CSV_NAME, csvExportFileName, type AdminDisputeExportQuery, type AdminDisputeListQuery, DisputeConversationQuery, DisputeIdParams, UpdateDisputeRequest } from '@cosign/api'
import { csvDownloadHeaders } from '@cosign/service-kit'
import { exportDisputes } from '../../domain/export-disputes.js'
import { getDispute } from '../../domain/get-dispute.js'
import { listDisputes } from '../../domain/list-disputes.js'
import { readDisputeConversation } from '../../domain/read-dispute-conversation.js'
import { updateDispute } from '../../domain/update-dispute.js'
import { disputeDepsOf, viewerOf } from './index.js'
import { adminExportSchema, adminListSchema, disputeConversationSchema, disputeIdSchema, updateDisputeSchema } from './schemas.js'

/** The admin Disputes tab: list with counts, detail, changes, and the parties' conversation read-only. */
export default async function adminDisputeRoutes(app: FastifyInstance) {
  const deps = disputeDepsOf(app)
  app.addHook('onRequest', app.requireRole('ADMIN'))

  app.get<{ Querystring: AdminDisputeListQuery }>('/admin/disputes', { schema: adminListSchema }, async (request) =>
    listDisputes(app.prisma, request.query),
  )

  // The list's filters, every matching dispute. The first batch is read before the headers are set.
  app.get<{ Querystring: AdminDisputeExportQuery }>('/admin/disputes.csv', { schema: adminExportSchema }, async (request, reply) => {
    const csv = await exportDisputes(app.prisma, request.query)
    return reply.headers(csvDownloadHeaders(csvExportFileName(DISPUTES_CSV_NAME))).send(csv)
  })

  app.get<{ Params: DisputeIdParams }>('/admin/disputes/:id', { schema: disputeIdSchema }, async (request) =>
    getDispute(app.prisma, request.params.id),
  )

  app.patch<{ Params: DisputeIdParams; Body: UpdateDisputeRequest }>(
    '/admin/disputes/:id',
    { schema: updateDisputeSchema },
    async (request) => ({ dispute: await updateDispute(deps, viewerOf(request), request.params.id, request.body) }),
  )

  app.get<{ Params: DisputeIdParams; Querystring: DisputeConversationQuery }>(
    '/admin/disputes/:id/conversation',
    { schema: disputeConversationSchema },
    async (request) => readDisputeConversation(app.prisma, viewerOf(request), request.params.id, request.query),
  )
}
