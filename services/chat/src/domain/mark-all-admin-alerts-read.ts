import type { MarkAllAdminAlertsReadResponse } from '@cosign/api'
import { adminAlertRepository } from '../repositories/admin-alert-repository.js'
import type { AdminAlertDeps } from './deps.js'

/** Marks every alert read for every admin. */
export async function markAllAdminAlertsRead(deps: AdminAlertDeps): Promise<MarkAllAdminAlertsReadResponse> {
  const updated = await adminAlertRepository.markAllRead(deps.prisma)
  const unreadCount = await adminAlertRepository.countUnread(deps.prisma)
  if (updated) deps.publishToAdmins({ type: 'admin_alerts.read', ids: null, unreadCount })
  return { updated, unreadCount }
}
