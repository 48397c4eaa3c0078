import type { MarkNotificationReadResponse } from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import { notificationRepository } from '../repositories/notification-repository.js'
import type { Deps } from './deps.js'
import { toNotificationDto } from '../model/to-notification-dto.js'

/** Someone else's notification answers exactly like a missing one: 404. */
export async function markNotificationRead(
  deps: Pick<Deps, 'prisma'>,
  userId: string,
  id: string,
): Promise<MarkNotificationReadResponse> {
  const notification = await notificationRepository.markRead(deps.prisma, userId, id)
  if (!notification) throw notFound('Notification not found')
  return {
    notification: toNotificationDto(notification),
    unreadCount: await notificationRepository.countUnread(deps.prisma, userId),
  }
}
