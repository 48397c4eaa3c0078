import type { FastifyInstance } from 'fastify'
import {
  matchingEndpoints as endpoints,
  type CosignerProfileInput,
  type RenterProfileInput,
} from '@cosign/api'
import { serveEndpoint } from '@cosign/service-kit'
import { getMyCosignerProfile } from '../../domain/get-my-cosigner-profile.js'
import { getMyRenterProfile } from '../../domain/get-my-renter-profile.js'
import { getProfileSummary } from '../../domain/get-profile-summary.js'
import { saveCosignerProfile } from '../../domain/save-cosigner-profile.js'
import { saveRenterProfile } from '../../domain/save-renter-profile.js'
import { viewProfile } from '../../domain/view-profile.js'

export default async function profileRoutes(app: FastifyInstance) {
  const { deps } = app

  serveEndpoint(app, endpoints.saveCosignerProfile, async (request, reply) => {
    const { created, ...saved } = await saveCosignerProfile(
      deps,
      request.user,
      request.body ?? ({} as CosignerProfileInput),
    )
    return reply.code(created ? 201 : 200).send(saved)
  })

  serveEndpoint(app, endpoints.getMyCosignerProfile, async (request) => ({
    profile: await getMyCosignerProfile(deps.db, request.user.sub),
  }))

  serveEndpoint(app, endpoints.saveRenterProfile, async (request, reply) => {
    const { profile, created } = await saveRenterProfile(
      deps,
      request.user,
      request.body ?? ({} as RenterProfileInput),
    )
    return reply.code(created ? 201 : 200).send({ profile })
  })

  serveEndpoint(app, endpoints.getMyRenterProfile, async (request) => ({
    profile: await getMyRenterProfile(deps.db, request.user.sub),
  }))

  serveEndpoint(app, endpoints.getProfileSummary, async (request) =>
    getProfileSummary(deps.db, request.user),
  )

  serveEndpoint(app, endpoints.viewProfile, async (request) => ({
    profile: await viewProfile(
      deps,
      { id: request.user.sub, role: request.user.role },
      request.params.id,
    ),
  }))
}
