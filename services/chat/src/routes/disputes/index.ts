import type { FastifyInstance } from 'fastify'
import { chatEndpoints } from '@cosign/api'
import { serveEndpoint, viewerOf } from '@cosign/service-kit'
import { getMyDispute } from '../../domain/get-my-dispute.js'
import { listMyDisputes } from '../../domain/list-my-disputes.js'
import { openDispute } from '../../domain/open-dispute.js'

/** The reporter's side: report a problem with one of their payments or contracts, and follow their reports. */
export default async function disputeRoutes(app: FastifyInstance) {
  const { deps } = app

  serveEndpoint(app, chatEndpoints.openDispute, async (request, reply) =>
    reply.code(201).send({ dispute: await openDispute(deps, viewerOf(request), request.body) }),
  )

  serveEndpoint(app, chatEndpoints.listMyDisputes, async (request) => listMyDisputes(deps.prisma, viewerOf(request)))

  serveEndpoint(app, chatEndpoints.getMyDispute, async (request) =>
    getMyDispute(deps.prisma, viewerOf(request), request.params.id),
  )
}
