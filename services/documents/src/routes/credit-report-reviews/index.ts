import type { FastifyInstance } from 'fastify'
import { documentEndpoints as endpoints } from '@cosign/api'
import { serveEndpoint } from '@cosign/service-kit'
import type { DocumentsConfig } from '../../config.js'
import { listCreditReviews } from '../../domain/list-credit-reviews.js'
import { reviewCreditReport } from '../../domain/review-credit-report.js'
import { createReviewLink } from '../../domain/create-review-link.js'
import { depsOf } from '../deps.js'

/**
 * Admins review uploaded credit reports: the queue, the file, verify or reject with a reason. Before validation
 * (the declarations' access rule, onRequest): a visitor gets 401 and anyone but an admin 403, whatever they sent.
 */
export default async function creditReportReviewRoutes(
  app: FastifyInstance,
  opts: { config: DocumentsConfig },
) {
  const deps = depsOf(app, opts.config)

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
