import type { EventEnvelope } from '@cosign/api'
import type { Tx } from '../repositories/db.js'
import { profileFactsRepository } from '../repositories/profile-facts-repository.js'
import { profileFactsChange, readProfileFact, type ProfileEvent } from '../model/profile-facts.js'

export type ProfileEventOutcome =
  | { result: 'changed'; userId: string }
  | { result: 'unchanged'; userId: string }
  | { result: 'unknown_user'; userId: string }
  | { result: 'malformed' }

/**
 * Applies a profile or credit event to the user's projection columns (profile_completed, profile_status,
 * credit_score, credit_verified) inside the consumer's transaction, under the user's row lock. A stale or
 * repeated event changes nothing (see `profileFactsChange`); malformed events and unknown users are reported,
 * not retried.
 */
export async function applyProfileEvent(
  tx: Tx,
  event: EventEnvelope<ProfileEvent>,
  receivedAt: Date = new Date(),
): Promise<ProfileEventOutcome> {
  const fact = readProfileFact(event, receivedAt)
  if (!fact) return { result: 'malformed' }
  const current = await profileFactsRepository.lockByUserId(tx, fact.userId)
  if (!current) return { result: 'unknown_user', userId: fact.userId }
  const change = profileFactsChange(current, fact)
  if (!change) return { result: 'unchanged', userId: fact.userId }
  await profileFactsRepository.update(tx, fact.userId, change)
  return { result: 'changed', userId: fact.userId }
}
