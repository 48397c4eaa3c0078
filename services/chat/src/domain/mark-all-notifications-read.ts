import type { FastifyInstance } from 'fastify'
import type { MarkAllNotificationsReadResponse } from '@cosign/api'
import { notificationRepository } from '../repositories/notification-repository.js'

export async function markAllNotificationsRead(
  app: FastifyInstance,
  userId: string,
): Promise<MarkAllNotificationsReadResponse> {
  const updated = await notificationRepository.markAllRead(app.prisma, userId)
  return { updated, unreadCount: await notificationRepository.countUnread(app.prisma, userId) }
}
