import type { FastifyInstance } from 'fastify'
import { DISPUTES_CSV_NAME, chatEndpoints } from '@cosign/api'
import { sendCsvDownload, serveEndpoint, viewerOf } from '@cosign/service-kit'
import { exportDisputes } from '../../domain/export-disputes.js'
import { getDispute } from '../../domain/get-dispute.js'
import { listDisputes } from '../../domain/list-disputes.js'
import { readDisputeConversation } from '../../domain/read-dispute-conversation.js'
import { updateDispute } from '../../domain/update-dispute.js'

/** The admin Disputes tab: list with counts, detail, changes, and the parties' conversation read-only. */
export default async function adminDisputeRoutes(app: FastifyInstance) {
  const { deps } = app

  serveEndpoint(app, chatEndpoints.listDisputes, async (request) => listDisputes(deps.prisma, request.query))

  // The list's filters, every matching dispute. The first batch is read before the headers are set.
  serveEndpoint(app, chatEndpoints.exportDisputes, async (request, reply) =>
    sendCsvDownload(reply, DISPUTES_CSV_NAME, await exportDisputes(deps.prisma, request.query)),
  )

  serveEndpoint(app, chatEndpoints.getDispute, async (request) => getDispute(deps.prisma, request.params.id))

  serveEndpoint(app, chatEndpoints.updateDispute, async (request) => ({
    dispute: await updateDispute(deps, viewerOf(request), request.params.id, request.body),
  }))

  serveEndpoint(app, chatEndpoints.readDisputeConversation, async (request) =>
    readDisputeConversation(deps, viewerOf(request), request.params.id, request.query),
  )
}
