import type { AdminDisputeDetailResponse, DisputeSubjectType } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { disputeRepository } from '../repositories/dispute-repository.js'
import { toDisputeDto, toHistoryDto } from '../model/dispute-dto.js'
import { disputeNotFound } from '../model/dispute-errors.js'
import { conversationOfPair, subjectDto, subjectOf } from './dispute-subject.js'

/** GET /admin/disputes/:id: the dispute, what it concerns, the parties' conversation (if any) and its history. */
export async function getDispute(db: Db, id: string): Promise<AdminDisputeDetailResponse> {
  const dispute = await disputeRepository.find(db, id.toLowerCase())
  if (!dispute) throw disputeNotFound()
  const type = dispute.subjectType as DisputeSubjectType
  const subject = await subjectOf(db, type, dispute.subjectId)
  const [dto, conversation, history] = await Promise.all([
    subjectDto(db, type, subject),
    conversationOfPair(db, subject.pair),
    disputeRepository.history(db, dispute.id),
  ])
  return {
    dispute: toDisputeDto(dispute),
    subject: dto,
    conversationId: conversation?.id ?? null,
    history: history.map(toHistoryDto),
  }
}
