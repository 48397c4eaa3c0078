import type { FastifyInstance } from 'fastify'
import type { CreditReportReviewStatus } from '@cosign/api'
import type { DocumentsConfig } from '../../config.js'
import { listCreditReviews } from '../../domain/list-credit-reviews.js'
import { reviewCreditReport } from '../../domain/review-credit-report.js'
import { createReviewLink } from '../../domain/create-review-link.js'
import { depsOf } from '../deps.js'
import { listReviewsSchema, rejectSchema, reviewLinkSchema, verifySchema } from './schemas.js'

/** Admins review uploaded credit reports: the queue, the file, verify or reject with a reason. */
export default async function creditReportReviewRoutes(
  app: FastifyInstance,
  opts: { config: DocumentsConfig },
) {
  // Before validation: a visitor gets 401 and anyone but an admin 403, whatever they sent.
  app.addHook('onRequest', app.requireRole('ADMIN'))
  const deps = depsOf(app, opts.config)

  app.get<{ Querystring: { status: CreditReportReviewStatus; page: number } }>(
    '/admin/credit-reports',
    { schema: listReviewsSchema },
    async (request) => listCreditReviews(deps, request.query.status, request.query.page),
  )

  app.post<{ Params: { id: string } }>(
    '/admin/credit-reports/:id/link',
    { schema: reviewLinkSchema },
    async (request) => createReviewLink(deps, request.params.id.toLowerCase()),
  )

  app.post<{ Params: { id: string } }>(
    '/admin/credit-reports/:id/verify',
    { schema: verifySchema },
    async (request) =>
      reviewCreditReport(deps, request.user.sub, request.params.id.toLowerCase(), { status: 'verified' }),
  )

  app.post<{ Params: { id: string }; Body: { reason?: string | null } | null }>(
    '/admin/credit-reports/:id/reject',
    { schema: rejectSchema },
    async (request) =>
      reviewCreditReport(deps, request.user.sub, request.params.id.toLowerCase(), {
        status: 'rejected',
        reason: request.body?.reason,
      }),
  )
}
