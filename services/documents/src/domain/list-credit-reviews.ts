import {
  CREDIT_REVIEW_PAGE_SIZE,
  type CreditReportReviewListResponse,
  type CreditReportReviewStatus,
} from '@cosign/api'
import { accountNameRepository } from '../repositories/account-name-repository.js'
import { creditReviewRepository } from '../repositories/credit-review-repository.js'
import type { Deps } from './deps.js'
import { toCreditReviewDto } from '../model/to-dto.js'

/** The admin queue: reports of one review status (pending by default), oldest first, paged. */
export async function listCreditReviews(
  deps: Pick<Deps, 'prisma'>,
  status: CreditReportReviewStatus,
  page: number,
): Promise<CreditReportReviewListResponse> {
  const { prisma } = deps
  const pageSize = CREDIT_REVIEW_PAGE_SIZE
  const [rows, total] = await Promise.all([
    creditReviewRepository.page(prisma, status, (page - 1) * pageSize, pageSize),
    creditReviewRepository.count(prisma, status),
  ])
  const owners = [...new Set(rows.map((r) => r.userId))]
  const [latest, names] = await Promise.all([
    creditReviewRepository.latestIds(prisma, owners),
    accountNameRepository.namesOf(prisma, owners),
  ])
  return {
    items: rows.map((r) => toCreditReviewDto(r, latest.has(r.id), names.get(r.userId) ?? null)),
    total,
    page,
    pageSize,
  }
}
