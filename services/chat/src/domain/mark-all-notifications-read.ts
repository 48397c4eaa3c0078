import type { MarkAllNotificationsReadResponse } from '@cosign/api'
import { notificationRepository } from '../repositories/notification-repository.js'
import type { Deps } from './deps.js'

export async function markAllNotificationsRead(
  deps: Pick<Deps, 'prisma'>,
  userId: string,
): Promise<MarkAllNotificationsReadResponse> {
  const updated = await notificationRepository.markAllRead(deps.prisma, userId)
  return { updated, unreadCount: await notificationRepository.countUnread(deps.prisma, userId) }
}
