// The payload every service records for an admin's action (issue 30), built one way: chat's audit log reads it.
import type { AdminAction } from '../chat/audit-types.js'
import type { DomainEvents } from './types.js'

type Fields = Record<string, unknown> | null

/**
 * `admin_action.recorded`'s data: the admin (email null where the recording service does not know it), the action,
 * its target (`[type, id]`) and the changed fields before and after (null where there was nothing before).
 */
export function adminActionOf(
  admin: { id: string; email?: string | null },
  action: AdminAction,
  [targetType, targetId]: readonly [string, string],
  before: Fields,
  after: Fields,
): DomainEvents['admin_action.recorded'] {
  return { actorId: admin.id, actorEmail: admin.email ?? null, action, targetType, targetId, before, after }
}
