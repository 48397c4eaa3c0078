import {
  NOTIFICATION_MESSAGES,
  NOTIFICATIONS_LIMIT,
  type ListNotificationsQuery,
  type NotificationListResponse,
} from '@cosign/api'
import { badRequest } from '@cosign/service-kit'
import { notificationRepository } from '../repositories/notification-repository.js'
import type { Deps } from './deps.js'
import { CHAT_ERROR_CODES } from '../model/errors.js'
import { toNotificationDto } from '../model/to-notification-dto.js'

/**
 * The user's newest notifications (spec: limit 20) and the count of all their unread ones (badge). With `after`
 * (a reconnecting client's newest one) only the newest of those stored after it: what the client missed.
 */
export async function listNotifications(
  deps: Pick<Deps, 'prisma'>,
  userId: string,
  query: ListNotificationsQuery = {},
): Promise<NotificationListResponse> {
  const { prisma } = deps
  const newest = async () => {
    if (query.after === undefined) return notificationRepository.listNewest(prisma, userId, NOTIFICATIONS_LIMIT)
    // Someone else's id is refused like an unknown one.
    const cursor = await notificationRepository.findOwn(prisma, userId, query.after.toLowerCase())
    if (!cursor) throw badRequest(NOTIFICATION_MESSAGES.invalidCursor, CHAT_ERROR_CODES.invalidCursor)
    return notificationRepository.listNewestAfter(prisma, userId, cursor, NOTIFICATIONS_LIMIT)
  }
  const [items, unreadCount] = await Promise.all([newest(), notificationRepository.countUnread(prisma, userId)])
  return { items: items.map(toNotificationDto), unreadCount }
}
