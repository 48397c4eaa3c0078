import type { ContractPartiesData, ReviewOccasion } from '@cosign/api'
import { contractPartiesOf } from '../model/contract-parties.js'
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
  const parties = contractPartiesOf(data)
  if (!parties || Number.isNaN(occurredAt.getTime())) return false
  await reviewRepository.openOccasion(tx, { ...parties, occasion, openedAt: occurredAt })
  return true
}
