import type { CreditReportRequestDto } from '@cosign/api'
import { creditReportRequestRepository } from '../repositories/credit-report-request-repository.js'
import type { Db } from '../repositories/db.js'
import { loadCreditReportRequestDtos } from './load-credit-report-request-dtos.js'
import { CREDIT_REQUEST_LIST_LIMIT } from '../model/list-limits.js'

/**
 * Incoming: the owner's pending requests; outgoing: the requester's own requests in every status. Newest first.
 */
export async function listCreditReportRequests(
  db: Db,
  side: 'incoming' | 'outgoing',
  userId: string,
): Promise<CreditReportRequestDto[]> {
  const rows =
    side === 'incoming'
      ? await creditReportRequestRepository.listPendingForTarget(db, userId, CREDIT_REQUEST_LIST_LIMIT)
      : await creditReportRequestRepository.listForRequester(db, userId, CREDIT_REQUEST_LIST_LIMIT)
  return loadCreditReportRequestDtos(db, rows)
}
