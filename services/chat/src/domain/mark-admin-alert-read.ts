import type { MarkAdminAlertReadResponse } from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import { adminAlertRepository } from '../repositories/admin-alert-repository.js'
import type { AdminAlertDeps } from './deps.js'
import { toAdminAlertDto } from '../model/admin-alert-dto.js'

/** Marks an alert read for every admin and tells the other admins' bells, when it changed. */
export async function markAdminAlertRead(deps: AdminAlertDeps, id: string): Promise<MarkAdminAlertReadResponse> {
  const result = await adminAlertRepository.markRead(deps.prisma, id)
  if (!result) throw notFound('Alert not found')
  const unreadCount = await adminAlertRepository.countUnread(deps.prisma)
  if (result.changed) deps.publishToAdmins({ type: 'admin_alerts.read', ids: [id], unreadCount })
  return { alert: toAdminAlertDto(result.alert), unreadCount }
}
