import type { AdminSendNotificationRequest, NotificationDto } from '@cosign/api'
import type { Notification, PrismaClient } from '../generated/prisma/client.js'
import { notificationRepository } from '../repositories/notification-repository.js'
import { toNotificationDto } from './to-notification-dto.js'

export interface SendAdminNotificationDeps {
  prisma: PrismaClient
  /** Pushes to the user's open sockets, as the notification consumer does for event notifications. */
  push: (notification: Notification) => void
}

/**
 * An admin's message to one client: stored as that user's notification (no source event) and pushed live once
 * stored. The user id is not checked against a user list: this service keeps none, and a notification for an
 * unknown id is simply never read.
 */
export async function sendAdminNotification(
  deps: SendAdminNotificationDeps,
  request: AdminSendNotificationRequest,
): Promise<NotificationDto> {
  const notification = await deps.prisma.$transaction((tx) =>
    notificationRepository.create(tx, {
      userId: request.userId.toLowerCase(),
      title: request.title.trim(),
      message: request.message.trim(),
    }),
  )
  deps.push(notification)
  return toNotificationDto(notification)
}
