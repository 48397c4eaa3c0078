import type { FastifyInstance } from 'fastify'
import type { AdminClientListQuery, RejectProfileRequest } from '@cosign/api'
import { depsOf } from '../../deps-of.js'
import { getClient } from '../../domain/get-client.js'
import { listClients } from '../../domain/list-clients.js'
import { listPendingProfiles } from '../../domain/list-pending-profiles.js'
import { reviewCosignerProfile } from '../../domain/review-cosigner-profile.js'
import {
  approveProfileSchema,
  getClientSchema,
  listClientsSchema,
  pendingProfilesSchema,
  rejectProfileSchema,
} from './schemas.js'

/** Admin review of cosigner profiles, and the clients tab (every renter and cosigner account). */
export default async function adminRoutes(app: FastifyInstance) {
  const deps = depsOf(app)
  const admin = app.requireRole('ADMIN')

  app.get<{ Querystring: { page: number; pageSize: number } }>(
    '/admin/profiles/pending',
    { schema: pendingProfilesSchema, onRequest: admin },
    async (request) => listPendingProfiles(deps.prisma, request.query.page, request.query.pageSize),
  )

  app.post<{ Params: { id: string } }>(
    '/admin/profiles/:id/approve',
    { schema: approveProfileSchema, onRequest: admin },
    async (request) => ({
      profile: await reviewCosignerProfile(deps, request.user.sub, request.params.id, { approve: true }),
    }),
  )

  app.post<{ Params: { id: string }; Body: Partial<RejectProfileRequest> | null }>(
    '/admin/profiles/:id/reject',
    { schema: rejectProfileSchema, onRequest: admin },
    async (request) => ({
      profile: await reviewCosignerProfile(deps, request.user.sub, request.params.id, {
        approve: false,
        reason: request.body?.reason ?? '',
      }),
    }),
  )

  app.get<{ Querystring: AdminClientListQuery }>(
    '/admin/clients',
    { schema: listClientsSchema, onRequest: admin },
    async (request) => listClients(deps, request.query),
  )

  app.get<{ Params: { userId: string } }>(
    '/admin/clients/:userId',
    { schema: getClientSchema, onRequest: admin },
    async (request) => getClient(deps.prisma, request.params.userId),
  )
}
