import type { FastifyInstance } from 'fastify'
import { matchingEndpoints as endpoints } from '@cosign/api'
import { serveEndpoint } from '@cosign/service-kit'
import { getProfileReviews } from '../../domain/get-profile-reviews.js'
import { hideReview } from '../../domain/hide-review.js'
import { listAdminReviews } from '../../domain/list-admin-reviews.js'
import { listReceivedReviews } from '../../domain/list-received-reviews.js'
import { listReviewsToWrite } from '../../domain/list-reviews-to-write.js'
import { listWrittenReviews } from '../../domain/list-written-reviews.js'
import { reportReview } from '../../domain/report-review.js'
import { submitReview } from '../../domain/submit-review.js'

/** Reviews after a lease: to write, written, received, a profile's released reviews; reports and admin hiding. */
export default async function reviewRoutes(app: FastifyInstance) {
  const { deps } = app

  serveEndpoint(app, endpoints.listReviewsToWrite, async (request) =>
    listReviewsToWrite(deps.db, request.user.sub, deps.now()),
  )
  serveEndpoint(app, endpoints.listWrittenReviews, async (request) =>
    listWrittenReviews(deps.db, request.user.sub, deps.now()),
  )
  serveEndpoint(app, endpoints.listReceivedReviews, async (request) =>
    listReceivedReviews(deps.db, request.user.sub, deps.now()),
  )
  serveEndpoint(app, endpoints.submitReview, async (request, reply) =>
    reply.code(201).send(await submitReview(deps, request.user.sub, request.body)),
  )
  serveEndpoint(app, endpoints.reportReview, async (request) =>
    reportReview(deps, request.user.sub, request.params.id, request.body),
  )
  serveEndpoint(app, endpoints.getProfileReviews, async (request) =>
    getProfileReviews(deps.sql, request.params.id, deps.now()),
  )
  serveEndpoint(app, endpoints.listAdminReviews, async (request) =>
    listAdminReviews(deps.db, request.query.filter ?? 'reported', deps.now()),
  )
  serveEndpoint(app, endpoints.hideReview, async (request) =>
    hideReview(deps, request.user.sub, request.params.id, request.body),
  )
}
