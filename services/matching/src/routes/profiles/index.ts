import type { FastifyInstance } from 'fastify'
import { MATCHING_MESSAGES, type CosignerProfileInput, type RenterProfileInput } from '@cosign/api'
import { forbidden } from '@cosign/service-kit'
import { profileSummary } from '../../domain/profile-summary.js'
import { saveCosignerProfile } from '../../domain/save-cosigner-profile.js'
import { saveRenterProfile } from '../../domain/save-renter-profile.js'
import { toCosignerProfileDto, toRenterProfileDto } from '../../domain/profile-dto.js'
import { viewProfile } from '../../domain/view-profile.js'
import { cosignerProfileRepository } from '../../repositories/cosigner-profile-repository.js'
import { renterProfileRepository } from '../../repositories/renter-profile-repository.js'
import {
  myCosignerProfileSchema,
  myRenterProfileSchema,
  saveCosignerProfileSchema,
  saveRenterProfileSchema,
  summarySchema,
  viewProfileSchema,
} from './schemas.js'

export default async function profileRoutes(app: FastifyInstance) {
  app.post<{ Body: CosignerProfileInput }>(
    '/profiles/cosigner',
    { schema: saveCosignerProfileSchema, onRequest: app.requireRole('COSIGNER') },
    async (request, reply) => {
      const { created, ...saved } = await saveCosignerProfile(
        app,
        request.user,
        request.body ?? ({} as CosignerProfileInput),
      )
      return reply.code(created ? 201 : 200).send(saved)
    },
  )

  app.get(
    '/profiles/cosigner/mine',
    { schema: myCosignerProfileSchema, onRequest: app.authenticate },
    async (request) => {
      const profile = await cosignerProfileRepository.findByUserId(app.prisma, request.user.sub)
      return { profile: profile ? toCosignerProfileDto(profile) : null }
    },
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
        app,
        request.user,
        request.body ?? ({} as RenterProfileInput),
      )
      return reply.code(created ? 201 : 200).send({ profile })
    },
  )

  app.get(
    '/profiles/renter/mine',
    { schema: myRenterProfileSchema, onRequest: app.authenticate },
    async (request) => {
      const profile = await renterProfileRepository.findByUserId(app.prisma, request.user.sub)
      return { profile: profile ? toRenterProfileDto(profile) : null }
    },
  )

  app.get('/profiles/me/summary', { schema: summarySchema, onRequest: app.authenticate }, async (request) =>
    profileSummary(app, request.user),
  )

  app.get<{ Params: { id: string } }>(
    '/profiles/:id',
    { schema: viewProfileSchema, onRequest: app.authenticate },
    async (request) => ({
      profile: await viewProfile(app, { id: request.user.sub, role: request.user.role }, request.params.id),
    }),
  )
}
