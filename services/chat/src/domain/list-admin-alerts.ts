import { ADMIN_ALERTS_LIMIT, type AdminAlertListResponse } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { adminAlertRepository } from '../repositories/admin-alert-repository.js'
import { toAdminAlertDto } from '../model/admin-alert-dto.js'

/** GET /admin/alerts: the newest alerts and how many are unread (one shared inbox for all admins). */
export async function listAdminAlerts(db: Db): Promise<AdminAlertListResponse> {
  const [items, unreadCount] = await Promise.all([
    adminAlertRepository.listNewest(db, ADMIN_ALERTS_LIMIT),
    adminAlertRepository.countUnread(db),
  ])
  return { items: items.map(toAdminAlertDto), unreadCount }
}
