import type { EventEnvelope } from '@cosign/api'
import type { Tx } from '../repositories/db.js'
import { activityRepository } from '../repositories/activity-repository.js'
import { describeActivity, type ActivityEventType } from '../model/describe-activity.js'

/**
 * Stores the timeline rows of an event, in the consumer's transaction (which also records the event as processed).
 * The (event, client) unique key is a second guard: even a copy of the event under another consumer adds nothing.
 */
export async function recordActivity(tx: Tx, event: EventEnvelope<ActivityEventType>): Promise<number> {
  const rows = describeActivity(event)
  if (!rows.length) return 0
  return activityRepository.addForEvent(tx, event.id, new Date(event.occurredAt), rows)
}
