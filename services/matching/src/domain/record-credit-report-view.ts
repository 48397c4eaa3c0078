import { isUuid, type DomainEvents } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { creditReportRequestRepository } from '../repositories/credit-report-request-repository.js'

/**
 * credit_report.viewed (documents service): the requester used the approval's one view, so the request
 * reads as viewed (`viewedAt`) wherever they look, and a new request is needed to see the report again.
 * Only the first view counts: a repeated event (or one for a request that is not an approval between these
 * two users) changes nothing. Returns false for a malformed event.
 */
export async function recordCreditReportView(
  db: Db,
  data: DomainEvents['credit_report.viewed'],
): Promise<boolean> {
  const viewedAt = typeof data.viewedAt === 'string' ? new Date(data.viewedAt) : null
  if (
    ![data.requestId, data.requesterId, data.targetUserId].every(isUuid) ||
    !viewedAt ||
    Number.isNaN(viewedAt.getTime())
  )
    return false
  await creditReportRequestRepository.markViewed(
    db,
    data.requestId.toLowerCase(),
    data.requesterId.toLowerCase(),
    data.targetUserId.toLowerCase(),
    viewedAt,
  )
  return true
}
