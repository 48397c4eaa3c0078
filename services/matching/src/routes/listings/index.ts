import type { FastifyInstance } from 'fastify'
import { matchingEndpoints as endpoints } from '@cosign/api'
import { serveEndpoint } from '@cosign/service-kit'
import { listProfiles } from '../../domain/list-profiles.js'

/** Browse: public (the route table lists /listings as public); no contact field is ever part of it. */
export default async function listingRoutes(app: FastifyInstance) {
  const { deps } = app
  serveEndpoint(app, endpoints.listListings, async (request) => listProfiles(deps, request.query))
}
