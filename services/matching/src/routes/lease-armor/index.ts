import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import {
  EnrollLeaseArmorBody,
  LEASE_ARMOR_MESSAGES,
  LeaseArmorEnrollmentReply,
  LeaseArmorSummaryReply,
  type EnrollLeaseArmorInput,
} from '@cosign/api'
import { forbidden } from '@cosign/service-kit'
import { depsOf } from '../../deps-of.js'
import { enrollLeaseArmor } from '../../domain/enroll-lease-armor.js'
import { getLeaseArmorEnrollment } from '../../domain/get-lease-armor-enrollment.js'
import { summarizeLeaseArmorEnrollments } from '../../domain/summarize-lease-armor-enrollments.js'

/** A renter's Lease Armor plan, and the admin's count of enrolments by plan. */
export default async function leaseArmorRoutes(app: FastifyInstance) {
  const deps = depsOf(app)
  const renterOnly = async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply)
    if (request.user.role !== 'RENTER') throw forbidden(LEASE_ARMOR_MESSAGES.rentersOnly)
  }

  app.get(
    '/lease-armor/enrollment',
    { schema: { response: { 200: LeaseArmorEnrollmentReply } }, onRequest: renterOnly },
    async (request) => ({ enrollment: await getLeaseArmorEnrollment(deps.prisma, request.user.sub) }),
  )

  app.put<{ Body: EnrollLeaseArmorInput }>(
    '/lease-armor/enrollment',
    { schema: { body: EnrollLeaseArmorBody, response: { 200: LeaseArmorEnrollmentReply } }, onRequest: renterOnly },
    async (request) => ({
      enrollment: await enrollLeaseArmor(deps, request.user.sub, request.body.planCode),
    }),
  )

  app.get(
    '/admin/lease-armor/enrollments/summary',
    { schema: { response: { 200: LeaseArmorSummaryReply } }, onRequest: app.requireRole('ADMIN') },
    async () => summarizeLeaseArmorEnrollments(deps.prisma),
  )
}
