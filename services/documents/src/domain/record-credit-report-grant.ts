import type { EventEnvelope } from '@cosign/api'
import type { Tx } from '../repositories/db.js'
import { grantRepository } from '../repositories/grant-repository.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The owner approved a request (matching service): the requester may view the report once. */
export async function recordCreditReportGrant(
  tx: Tx,
  event: EventEnvelope<'credit_report_request.approved'>,
): Promise<boolean> {
  const { requestId, requesterId, targetUserId } = event.data ?? {}
  // A malformed event is acknowledged and skipped; retrying it could never succeed.
  if (![requestId, requesterId, targetUserId].every((id) => typeof id === 'string' && UUID.test(id)))
    return false
  await grantRepository.createOnce(tx, { requestId, requesterId, targetUserId })
  return true
}
