import {
  MATCHING_ERROR_CODES,
  MATCHING_MESSAGES,
  isUuid,
  type CreditReportRequestDto,
} from '@cosign/api'
import { AppError, badRequest, forbidden, notFound } from '@cosign/service-kit'
import type { CreditReportRequest } from '../repositories/db.js'
import { creditReportRequestRepository } from '../repositories/credit-report-request-repository.js'
import { loadCreditReportRequestDtos } from './load-credit-report-request-dtos.js'
import type { Deps } from './deps.js'
import { outboxRepository } from '../repositories/outbox-repository.js'

/**
 * POST /credit-report-requests/:id/approve|deny: only the report's owner, only while pending. Approval
 * is what the documents service turns into a one-time link for the requester.
 */
export async function decideCreditReportRequest(
  deps: Pick<Deps, 'db' | 'transaction' | 'events' | 'now'>,
  viewerId: string,
  id: string,
  decision: 'approve' | 'deny',
): Promise<CreditReportRequestDto> {
  if (!isUuid(id)) throw badRequest(MATCHING_MESSAGES.invalidRequestId)
  const requestId = id.toLowerCase()
  const status = decision === 'approve' ? 'approved' : 'denied'
  const updated = await deps.transaction(async (tx) => {
    const request = await creditReportRequestRepository.findById(tx, requestId)
    if (!request) throw notFound(MATCHING_MESSAGES.requestNotFound)
    if (request.targetUserId !== viewerId) throw forbidden(MATCHING_MESSAGES.onlyOwnerCanRespond)
    if ((await creditReportRequestRepository.decide(tx, requestId, status, deps.now())) === 0)
      throw new AppError(409, MATCHING_ERROR_CODES.invalidState, MATCHING_MESSAGES.requestNotPending)
    const data = { requestId, requesterId: request.requesterId, targetUserId: request.targetUserId }
    await outboxRepository.add(tx, deps.events.record(`credit_report_request.${status}`, data))
    return (await creditReportRequestRepository.findById(tx, requestId)) as CreditReportRequest
  })
  void deps.events.flush()
  const [dto] = await loadCreditReportRequestDtos(deps.db, [updated])
  return dto
}
