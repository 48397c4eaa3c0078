import type { FastifyInstance, FastifyRequest, FastifyReply } from 'fastify'
import { matchingEndpoints as endpoints } from '@cosign/api'
import { serveEndpoint, viewerOf } from '@cosign/service-kit'
import { listProfiles } from '../../domain/list-profiles.js'

/**
 * Browse: public (the route table lists /listings as public); no contact field is ever part of it. A token,
 * when presented, is verified (a bad one is a 401 as anywhere) and makes the caller a viewer: visitors get
 * cosigners only.
 */
export default async function listingRoutes(app: FastifyInstance) {
  const { deps } = app
  const viewerIfSignedIn = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization === undefined) return null
    await app.authenticate(request, reply)
    return viewerOf(request)
  }
  serveEndpoint(app, endpoints.listListings, async (request, reply) =>
    listProfiles(deps, await viewerIfSignedIn(request, reply), request.query),
  )
}
