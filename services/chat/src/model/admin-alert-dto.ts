import type { AdminAlertDto, AdminAlertType, AlertPriority } from '@cosign/api'
import type { AdminAlert } from '../generated/prisma/client.js'

export function toAdminAlertDto(alert: AdminAlert): AdminAlertDto {
  return {
    id: alert.id,
    type: alert.type as AdminAlertType,
    title: alert.title,
    message: alert.message,
    priority: alert.priority as AlertPriority,
    read: alert.read,
    subjectId: alert.subjectId,
    createdAt: alert.createdAt.toISOString(),
  }
}
