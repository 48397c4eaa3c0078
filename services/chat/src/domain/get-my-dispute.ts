import type { MyDisputeDetailResponse } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { disputeRepository } from '../repositories/dispute-repository.js'
import { toDisputeDto, toHistoryDto } from '../model/dispute-dto.js'
import { disputeNotFound } from '../model/dispute-errors.js'
import type { Viewer } from './deps.js'

/**
 * GET /disputes/:id: the reporter's dispute and its changes. Someone else's dispute is a 404 like an unknown id;
 * admins' reads of the parties' conversation are internal and left out.
 */
export async function getMyDispute(db: Db, viewer: Viewer, id: string): Promise<MyDisputeDetailResponse> {
  const dispute = await disputeRepository.findOfReporter(db, id.toLowerCase(), viewer.id.toLowerCase())
  if (!dispute) throw disputeNotFound()
  const history = await disputeRepository.history(db, dispute.id)
  return {
    dispute: toDisputeDto(dispute),
    history: history.filter((h) => h.action !== 'conversation_read').map(toHistoryDto),
  }
}
