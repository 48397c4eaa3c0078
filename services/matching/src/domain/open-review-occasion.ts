import { isUuid, type ContractPartiesData, type ReviewOccasion } from '@cosign/api'
import type { Tx } from '../repositories/db.js'
import { reviewRepository } from '../repositories/review-repository.js'

/**
 * contract.finalized / contract.completed: the parties may now review each other for this occasion (the writing
 * window starts at the event's time). Idempotent: a redelivered event keeps the first opening. False when malformed.
 */
export async function openReviewOccasion(
  tx: Tx,
  occasion: ReviewOccasion,
  data: ContractPartiesData,
  occurredAt: Date,
): Promise<boolean> {
  if (!isUuid(data.contractId) || !isUuid(data.renterId) || !isUuid(data.cosignerId)) return false
  if (Number.isNaN(occurredAt.getTime())) return false
  await reviewRepository.openOccasion(tx, {
    contractId: data.contractId.toLowerCase(),
    occasion,
    renterId: data.renterId.toLowerCase(),
    cosignerId: data.cosignerId.toLowerCase(),
    openedAt: occurredAt,
  })
  return true
}
