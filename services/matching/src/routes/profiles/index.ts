import type { FastifyInstance } from 'fastify'
import { MATCHING_MESSAGES, type CosignerProfileInput, type RenterProfileInput } from '@cosign/api'
import { forbidden } from '@cosign/service-kit'
import { depsOf } from '../../deps-of.js'
import { getMyCosignerProfile } from '../../domain/get-my-cosigner-profile.js'
import { getMyRenterProfile } from '../../domain/get-my-renter-profile.js'
import { profileSummary } from '../../domain/profile-summary.js'
import { saveCosignerProfile } from '../../domain/save-cosigner-profile.js'
import { saveRenterProfile } from '../../domain/save-renter-profile.js'
import { viewProfile } from '../../domain/view-profile.js'
import {
  myCosignerProfileSchema,
  myRenterProfileSchema,
  saveCosignerProfileSchema,
  saveRenterProfileSchema,
  summarySchema,
  viewProfileSchema,
} from './schemas.js'

export default async function profileRoutes(app: FastifyInstance) {
  const deps = depsOf(app)

  app.post<{ Body: CosignerProfileInput }>(
    '/profiles/cosigner',
    { schema: saveCosignerProfileSchema, onRequest: app.requireRole('COSIGNER') },
    async (request, reply) => {
      const { created, ...saved } = await saveCosignerProfile(
        deps,
        request.user,
        request.body ?? ({} as CosignerProfileInput),
      )
      return reply.code(created ? 201 : 200).send(saved)
    },
  )

  app.get(
    '/profiles/cosigner/mine',
    { schema: myCosignerProfileSchema, onRequest: app.authenticate },
    async (request) => ({ profile: await getMyCosignerProfile(deps.prisma, request.user.sub) }),
  )

  app.put<{ Body: RenterProfileInput }>(
    '/profiles/renter',
    {
      schema: saveRenterProfileSchema,
      onRequest: async (request, reply) => {
        await app.authenticate(request, reply)
        if (request.user.role !== 'RENTER') throw forbidden(MATCHING_MESSAGES.rentersOnly)
      },
    },
    async (request, reply) => {
      const { profile, created } = await saveRenterProfile(
        deps,
        request.user,
        request.body ?? ({} as RenterProfileInput),
      )
      return reply.code(created ? 201 : 200).send({ profile })
    },
  )

  app.get(
    '/profiles/renter/mine',
    { schema: myRenterProfileSchema, onRequest: app.authenticate },
    async (request) => ({ profile: await getMyRenterProfile(deps.prisma, request.user.sub) }),
  )

  app.get('/profiles/me/summary', { schema: summarySchema, onRequest: app.authenticate }, async (request) =>
    profileSummary(deps.prisma, request.user),
  )

  app.get<{ Params: { id: string } }>(
    '/profiles/:id',
    { schema: viewProfileSchema, onRequest: app.authenticate },
    async (request) => ({
      profile: await viewProfile(
        deps.prisma,
        { id: request.user.sub, role: request.user.role },
        request.params.id,
      ),
    }),
  )
}
