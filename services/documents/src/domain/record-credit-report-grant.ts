import { isUuid, type EventEnvelope } from '@cosign/api'
import type { Tx } from '../repositories/db.js'
import { grantRepository } from '../repositories/grant-repository.js'

/** The owner approved a request (matching service): the requester may view the report once. */
export async function recordCreditReportGrant(
  tx: Tx,
  event: EventEnvelope<'credit_report_request.approved'>,
): Promise<boolean> {
  const { requestId, requesterId, targetUserId } = event.data ?? {}
  // A malformed event is acknowledged and skipped; retrying it could never succeed.
  if (![requestId, requesterId, targetUserId].every(isUuid))
    return false
  await grantRepository.createOnce(tx, { requestId, requesterId, targetUserId })
  return true
}
