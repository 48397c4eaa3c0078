import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  MATCHES_DEFAULT_LIMIT,
  matchingEndpoints as endpoints,
  type CreateMatchRequestInput,
} from '@cosign/api'
import { serveEndpoint } from '@cosign/service-kit'
import { createMatchRequest } from '../../domain/create-match-request.js'
import { findMatches } from '../../domain/find-matches.js'
import { getRequestEligibility } from '../../domain/get-request-eligibility.js'
import { listRequestEligibilities } from '../../domain/list-request-eligibilities.js'
import { listMatchRequests } from '../../domain/list-match-requests.js'
import { respondToMatchRequest } from '../../domain/respond-to-match-request.js'

/** Matching results and match requests. */
export default async function matchingRoutes(app: FastifyInstance) {
  const { deps } = app
  const viewer = (request: FastifyRequest) => ({ id: request.user.sub, role: request.user.role })

  // limit always has a value here: the query schema gives its default.
  serveEndpoint(app, endpoints.findMatches, async (request) =>
    findMatches(deps, viewer(request), request.query.limit ?? MATCHES_DEFAULT_LIMIT),
  )

  serveEndpoint(app, endpoints.listRequestEligibilities, async (request) =>
    listRequestEligibilities(deps, viewer(request), request.query.ids.split(',')),
  )

  serveEndpoint(app, endpoints.getRequestEligibility, async (request) =>
    getRequestEligibility(deps, viewer(request), request.params.id),
  )

  serveEndpoint(app, endpoints.createMatchRequest, async (request, reply) => {
    const created = await createMatchRequest(
      deps,
      viewer(request),
      request.body ?? ({} as CreateMatchRequestInput),
    )
    return reply.code(201).send({ request: created })
  })

  for (const [action, declaration] of [
    ['accept', endpoints.acceptMatchRequest],
    ['decline', endpoints.declineMatchRequest],
    ['withdraw', endpoints.withdrawMatchRequest],
  ] as const) {
    serveEndpoint(app, declaration, async (request) => ({
      request: await respondToMatchRequest(deps, viewer(request), request.params.id, action),
    }))
  }

  serveEndpoint(app, endpoints.listIncomingMatchRequests, async (request) => ({
    items: await listMatchRequests(deps.db, 'incoming', request.user.sub, request.query.status),
  }))

  serveEndpoint(app, endpoints.listOutgoingMatchRequests, async (request) => ({
    items: await listMatchRequests(deps.db, 'outgoing', request.user.sub, request.query.status),
  }))
}
