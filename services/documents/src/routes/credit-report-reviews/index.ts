import type { FastifyInstance } from 'fastify'
import { documentEndpoints as endpoints } from '@cosign/api'
import { serveEndpoint } from '@cosign/service-kit'
import { listCreditReviews } from '../../domain/list-credit-reviews.js'
import { reviewCreditReport } from '../../domain/review-credit-report.js'
import { createReviewLink } from '../../domain/create-review-link.js'

/**
 * Admins review uploaded credit reports: the queue, the file, verify or reject with a reason. Before validation
 * (the declarations' access rule, onRequest): a visitor gets 401 and anyone but an admin 403, whatever they sent.
 */
export default async function creditReportReviewRoutes(app: FastifyInstance) {
  const { deps } = app

  // status and page always arrive: the query schema's defaults fill them in.
  serveEndpoint(app, endpoints.listCreditReviews, async (request) =>
    listCreditReviews(deps, request.query.status!, request.query.page!),
  )

  serveEndpoint(app, endpoints.createReviewLink, async (request) =>
    createReviewLink(deps, request.params.id.toLowerCase()),
  )

  serveEndpoint(app, endpoints.verifyCreditReport, async (request) =>
    reviewCreditReport(deps, request.user.sub, request.params.id.toLowerCase(), { status: 'verified' }),
  )

  serveEndpoint(app, endpoints.rejectCreditReport, async (request) =>
    reviewCreditReport(deps, request.user.sub, request.params.id.toLowerCase(), {
      status: 'rejected',
      reason: request.body?.reason,
    }),
  )
}
