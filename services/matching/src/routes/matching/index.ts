import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { MATCHING_MESSAGES, type CreateMatchRequestInput, type MatchRequestStatus } from '@cosign/api'
import { forbidden } from '@cosign/service-kit'
import { depsOf } from '../../deps-of.js'
import { createMatchRequest } from '../../domain/create-match-request.js'
import { findMatches } from '../../domain/find-matches.js'
import { listIncomingMatchRequests } from '../../domain/list-incoming-match-requests.js'
import { listOutgoingMatchRequests } from '../../domain/list-outgoing-match-requests.js'
import { respondToMatchRequest, type MatchRequestAction } from '../../domain/respond-to-match-request.js'
import {
  createMatchRequestSchema,
  matchesSchema,
  matchRequestActionSchema,
  matchRequestListSchema,
} from './schemas.js'

/** Matching results and match requests. */
export default async function matchingRoutes(app: FastifyInstance) {
  const deps = depsOf(app)
  const renterOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply)
    if (request.user.role !== 'RENTER') throw forbidden(MATCHING_MESSAGES.rentersOnly)
  }
  const viewer = (request: FastifyRequest) => ({ id: request.user.sub, role: request.user.role })

  app.get<{ Querystring: { limit: number } }>(
    '/matches',
    { schema: matchesSchema, onRequest: renterOnly },
    async (request) => findMatches(deps, viewer(request), request.query.limit),
  )

  app.post<{ Body: CreateMatchRequestInput }>(
    '/match-requests',
    { schema: createMatchRequestSchema, onRequest: renterOnly },
    async (request, reply) => {
      const created = await createMatchRequest(
        deps,
        viewer(request),
        request.body ?? ({} as CreateMatchRequestInput),
      )
      return reply.code(201).send({ request: created })
    },
  )

  for (const action of ['accept', 'decline', 'withdraw'] as const satisfies readonly MatchRequestAction[]) {
    app.post<{ Params: { id: string } }>(
      `/match-requests/:id/${action}`,
      { schema: matchRequestActionSchema, onRequest: app.authenticate },
      async (request) => ({
        request: await respondToMatchRequest(deps, viewer(request), request.params.id, action),
      }),
    )
  }

  app.get<{ Querystring: { status?: MatchRequestStatus } }>(
    '/match-requests/incoming',
    { schema: matchRequestListSchema, onRequest: app.requireRole('COSIGNER') },
    async (request) => ({
      items: await listIncomingMatchRequests(deps.prisma, request.user.sub, request.query.status),
    }),
  )

  app.get<{ Querystring: { status?: MatchRequestStatus } }>(
    '/match-requests/outgoing',
    { schema: matchRequestListSchema, onRequest: renterOnly },
    async (request) => ({
      items: await listOutgoingMatchRequests(deps.prisma, request.user.sub, request.query.status),
    }),
  )
}
