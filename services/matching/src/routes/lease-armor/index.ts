import type { FastifyInstance } from 'fastify'
import { matchingEndpoints as endpoints } from '@cosign/api'
import { serveEndpoint } from '@cosign/service-kit'
import { depsOf } from '../../deps-of.js'
import { enrollLeaseArmor } from '../../domain/enroll-lease-armor.js'
import { getLeaseArmorEnrollment } from '../../domain/get-lease-armor-enrollment.js'
import { summarizeLeaseArmorEnrollments } from '../../domain/summarize-lease-armor-enrollments.js'

/** A renter's Lease Armor plan, and the admin's count of enrolments by plan. */
export default async function leaseArmorRoutes(app: FastifyInstance) {
  const deps = depsOf(app)

  serveEndpoint(app, endpoints.getLeaseArmorEnrollment, async (request) => ({
    enrollment: await getLeaseArmorEnrollment(deps.prisma, request.user.sub),
  }))

  serveEndpoint(app, endpoints.enrollLeaseArmor, async (request) => ({
    enrollment: await enrollLeaseArmor(deps, request.user.sub, request.body.planCode),
  }))

  serveEndpoint(app, endpoints.summarizeLeaseArmorEnrollments, async () =>
    summarizeLeaseArmorEnrollments(deps.prisma),
  )
}
