import type { CreditReportRequestDto } from '@cosign/api'
import { creditReportRequestRepository } from '../repositories/credit-report-request-repository.js'
import type { Db } from '../repositories/db.js'
import { loadCreditReportRequestDtos } from './load-credit-report-request-dtos.js'
import { CREDIT_REQUEST_LIST_LIMIT } from '../model/list-limits.js'

/** The owner's pending requests, newest first. */
export async function listIncomingCreditReportRequests(
  db: Db,
  userId: string,
): Promise<CreditReportRequestDto[]> {
  return loadCreditReportRequestDtos(
    db,
    await creditReportRequestRepository.listPendingForTarget(db, userId, CREDIT_REQUEST_LIST_LIMIT),
  )
}
