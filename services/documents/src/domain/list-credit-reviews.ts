import type { FastifyInstance } from 'fastify'
import {
  CREDIT_REVIEW_PAGE_SIZE,
  type CreditReportReviewListResponse,
  type CreditReportReviewStatus,
} from '@cosign/api'
import { creditReviewRepository } from '../repositories/credit-review-repository.js'
import { toCreditReviewDto } from './to-dto.js'

/** The admin queue: reports of one review status (pending by default), oldest first, paged. */
export async function listCreditReviews(
  app: FastifyInstance,
  status: CreditReportReviewStatus,
  page: number,
): Promise<CreditReportReviewListResponse> {
  const pageSize = CREDIT_REVIEW_PAGE_SIZE
  const [rows, total] = await Promise.all([
    creditReviewRepository.page(app.prisma, status, (page - 1) * pageSize, pageSize),
    creditReviewRepository.count(app.prisma, status),
  ])
  const latest = await creditReviewRepository.latestIds(app.prisma, [...new Set(rows.map((r) => r.userId))])
  return { items: rows.map((r) => toCreditReviewDto(r, latest.has(r.id))), total, page, pageSize }
}
