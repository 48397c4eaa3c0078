import type { FastifyInstance } from 'fastify'
import { matchingEndpoints as endpoints } from '@cosign/api'
import { serveEndpoint, viewerOf } from '@cosign/service-kit'
import { getClient } from '../../domain/get-client.js'
import { listClients } from '../../domain/list-clients.js'
import { listPendingProfiles } from '../../domain/list-pending-profiles.js'
import { reviewCosignerProfile } from '../../domain/review-cosigner-profile.js'

/** Admin review of cosigner profiles, and the clients tab (every renter and cosigner account). */
export default async function adminRoutes(app: FastifyInstance) {
  const { deps } = app

  // page and pageSize always have a value here: the query schema gives their defaults.
  serveEndpoint(app, endpoints.listPendingProfiles, async (request) =>
    listPendingProfiles(deps.db, request.query.page ?? 1, request.query.pageSize ?? 20),
  )

  serveEndpoint(app, endpoints.approveProfile, async (request) => ({
    profile: await reviewCosignerProfile(deps, viewerOf(request), request.params.id, { approve: true }),
  }))

  // The body may be null or lack `reason`: the domain answers a missing or blank one with the product's message.
  serveEndpoint(app, endpoints.rejectProfile, async (request) => ({
    profile: await reviewCosignerProfile(deps, viewerOf(request), request.params.id, {
      approve: false,
      reason: (request.body as { reason?: string | null } | null)?.reason ?? '',
    }),
  }))

  serveEndpoint(app, endpoints.listClients, async (request) => listClients(deps, request.query))

  serveEndpoint(app, endpoints.getClient, async (request) => getClient(deps.db, request.params.userId))
}
