import type { FastifyInstance } from 'fastify'
import { matchingEndpoints as endpoints } from '@cosign/api'
import { serveEndpoint } from '@cosign/service-kit'
import { enrollLeaseArmor } from '../../domain/enroll-lease-armor.js'
import { getLeaseArmorEnrollment } from '../../domain/get-lease-armor-enrollment.js'
import { summarizeLeaseArmorEnrollments } from '../../domain/summarize-lease-armor-enrollments.js'

/** A renter's Lease Armor plan, and the admin's count of enrolments by plan. */
export default async function leaseArmorRoutes(app: FastifyInstance) {
  const { deps } = app

  serveEndpoint(app, endpoints.getLeaseArmorEnrollment, async (request) => ({
    enrollment: await getLeaseArmorEnrollment(deps.db, request.user.sub),
  }))

  serveEndpoint(app, endpoints.enrollLeaseArmor, async (request) => ({
    enrollment: await enrollLeaseArmor(deps, request.user.sub, request.body.planCode),
  }))

  serveEndpoint(app, endpoints.summarizeLeaseArmorEnrollments, async () =>
    summarizeLeaseArmorEnrollments(deps.db),
  )
}
