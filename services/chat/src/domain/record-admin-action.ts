import type { EventEnvelope } from '@cosign/api'
import type { Tx } from '../repositories/db.js'
import { auditRepository } from '../repositories/audit-repository.js'

/**
 * Keeps an admin action in the audit log, in the consumer's transaction (which also records the event as
 * processed). The row's id is the event's, a second guard: a copy of the event adds nothing.
 */
export async function recordAdminAction(tx: Tx, event: EventEnvelope<'admin_action.recorded'>): Promise<boolean> {
  const { actorId, actorEmail, action, targetType, targetId, before, after } = event.data
  return auditRepository.add(tx, {
    id: event.id,
    at: new Date(event.occurredAt),
    actorId,
    actorEmail,
    action,
    targetType,
    targetId,
    before: (before ?? null) as never,
    after: (after ?? null) as never,
  })
}
