import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { DisputeIdParams, OpenDisputeRequest } from '@cosign/api'
import type { Viewer } from '../../domain/deps.js'
import type { DisputeDeps } from '../../domain/dispute-deps.js'
import { adminsCannotReport } from '../../domain/dispute-errors.js'
import { getMyDispute } from '../../domain/get-my-dispute.js'
import { listMyDisputes } from '../../domain/list-my-disputes.js'
import { openDispute } from '../../domain/open-dispute.js'
import { disputeIdSchema, myDisputesSchema, openDisputeSchema } from './schemas.js'

export const viewerOf = (request: FastifyRequest): Viewer => ({ id: request.user.sub, role: request.user.role })
export const disputeDepsOf = (app: FastifyInstance): DisputeDeps => ({
  prisma: app.prisma,
  publish: app.realtime.publish,
  record: app.events.record,
  flush: app.events.flush,
})

/** The reporter's side: report a problem with one of their payments or contracts, and follow their reports. */
export default async function disputeRoutes(app: FastifyInstance) {
  const deps = disputeDepsOf(app)
  app.addHook('onRequest', async (request, reply) => {
    await app.authenticate(request, reply)
    if (request.user?.role === 'ADMIN') throw adminsCannotReport()
  })

  app.post<{ Body: OpenDisputeRequest }>('/disputes', { schema: openDisputeSchema }, async (request, reply) =>
    reply.code(201).send({ dispute: await openDispute(deps, viewerOf(request), request.body) }),
  )

  app.get('/disputes/mine', { schema: myDisputesSchema }, async (request) => listMyDisputes(app.prisma, viewerOf(request)))

  app.get<{ Params: DisputeIdParams }>('/disputes/:id', { schema: disputeIdSchema }, async (request) =>
    getMyDispute(app.prisma, viewerOf(request), request.params.id),
  )
}
