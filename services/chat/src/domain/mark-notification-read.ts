import type { FastifyInstance } from 'fastify'
import type { MarkNotificationReadResponse } from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import { notificationRepository } from '../repositories/notification-repository.js'
import { toNotificationDto } from './to-notification-dto.js'

/** Someone else's notification answers exactly like a missing one: 404. */
export async function markNotificationRead(
  app: FastifyInstance,
  userId: string,
  id: string,
): Promise<MarkNotificationReadResponse> {
  const notification = await notificationRepository.markRead(app.prisma, userId, id)
  if (!notification) throw notFound('Notification not found')
  return {
    notification: toNotificationDto(notification),
    unreadCount: await notificationRepository.countUnread(app.prisma, userId),
  }
}
