import type { FastifyInstance, FastifyRequest } from 'fastify'
import { chatEndpoints } from '@cosign/api'
import { serveEndpoint } from '@cosign/service-kit'
import type { Viewer } from '../../domain/deps.js'
import type { DisputeDeps } from '../../domain/dispute-deps.js'
import { getMyDispute } from '../../domain/get-my-dispute.js'
import { listMyDisputes } from '../../domain/list-my-disputes.js'
import { openDispute } from '../../domain/open-dispute.js'

export const viewerOf = (request: FastifyRequest): Viewer => ({ id: request.user.sub, role: request.user.role })
export const disputeDepsOf = (app: FastifyInstance): DisputeDeps => ({
  prisma: app.prisma,
  publish: app.realtime.publish,
  record: app.events.record,
  flush: app.events.flush,
  reportRateLimit: app.rateLimits.disputeReports,
})

/** The reporter's side: report a problem with one of their payments or contracts, and follow their reports. */
export default async function disputeRoutes(app: FastifyInstance) {
  const deps = disputeDepsOf(app)

  serveEndpoint(app, chatEndpoints.openDispute, async (request, reply) =>
    reply.code(201).send({ dispute: await openDispute(deps, viewerOf(request), request.body) }),
  )

  serveEndpoint(app, chatEndpoints.listMyDisputes, async (request) => listMyDisputes(deps.prisma, viewerOf(request)))

  serveEndpoint(app, chatEndpoints.getMyDispute, async (request) =>
    getMyDispute(deps.prisma, viewerOf(request), request.params.id),
  )
}
