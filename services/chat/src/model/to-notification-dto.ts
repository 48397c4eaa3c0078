import type { NotificationDto } from '@cosign/api'
import type { Notification } from '../generated/prisma/client.js'

export function toNotificationDto(n: Notification): NotificationDto {
  return { id: n.id, title: n.title, message: n.message, read: n.read, createdAt: n.createdAt.toISOString() }
}
