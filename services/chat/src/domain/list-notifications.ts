import type { FastifyInstance } from 'fastify'
import { NOTIFICATIONS_LIMIT, type NotificationListResponse } from '@cosign/contracts'
import { notificationRepository } from '../repositories/notification-repository.js'
import { toNotificationDto } from './to-notification-dto.js'

/** The user's newest notifications (spec: limit 20) and the count of all their unread ones (badge). */
export async function listNotifications(
  app: FastifyInstance,
  userId: string,
): Promise<NotificationListResponse> {
  const [items, unreadCount] = await Promise.all([
    notificationRepository.listNewest(app.prisma, userId, NOTIFICATIONS_LIMIT),
    notificationRepository.countUnread(app.prisma, userId),
  ])
  return { items: items.map(toNotificationDto), unreadCount }
}
