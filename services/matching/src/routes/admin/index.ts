import type { FastifyInstance } from 'fastify'
import type { RejectProfileRequest } from '@cosign/contracts'
import { listPendingProfiles } from '../../domain/list-pending-profiles.js'
import { reviewCosignerProfile } from '../../domain/review-cosigner-profile.js'
import { approveProfileSchema, pendingProfilesSchema, rejectProfileSchema } from './schemas.js'

/** Admin review of cosigner profiles. */
export default async function adminRoutes(app: FastifyInstance) {
  const admin = app.requireRole('ADMIN')

  app.get<{ Querystring: { page: number; pageSize: number } }>(
    '/admin/profiles/pending',
    { schema: pendingProfilesSchema, onRequest: admin },
    async (request) => listPendingProfiles(app, request.query.page, request.query.pageSize),
  )

  app.post<{ Params: { id: string } }>(
    '/admin/profiles/:id/approve',
    { schema: approveProfileSchema, onRequest: admin },
    async (request) => ({
      profile: await reviewCosignerProfile(app, request.user.sub, request.params.id, { approve: true }),
    }),
  )

  app.post<{ Params: { id: string }; Body: Partial<RejectProfileRequest> | null }>(
    '/admin/profiles/:id/reject',
    { schema: rejectProfileSchema, onRequest: admin },
    async (request) => ({
      profile: await reviewCosignerProfile(app, request.user.sub, request.params.id, {
        approve: false,
        reason: request.body?.reason ?? '',
      }),
    }),
  )
}
