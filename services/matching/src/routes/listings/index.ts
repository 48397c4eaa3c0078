import type { FastifyInstance } from 'fastify'
import type { ListingsQuery } from '@cosign/api'
import { depsOf } from '../../deps-of.js'
import { listProfiles } from '../../domain/list-profiles.js'
import { listingsSchema } from './schemas.js'

/** Browse: public (the route table lists /listings as public); no contact field is ever part of it. */
export default async function listingRoutes(app: FastifyInstance) {
  const deps = depsOf(app)
  app.get<{ Querystring: ListingsQuery }>('/listings', { schema: listingsSchema }, async (request) =>
    listProfiles(deps, request.query),
  )
}
