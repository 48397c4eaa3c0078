import { NOTIFICATION_MESSAGES, type AdminSendNotificationRequest, type NotificationDto } from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import type { Notification, PrismaClient } from '../generated/prisma/client.js'
import { notificationRepository } from '../repositories/notification-repository.js'
import { readModelRepository } from '../repositories/read-model-repository.js'
import { toNotificationDto } from './to-notification-dto.js'

export interface SendAdminNotificationDeps {
  prisma: PrismaClient
  /** Pushes to the user's open sockets, as the notification consumer does for event notifications. */
  push: (notification: Notification) => void
}

/**
 * An admin's message to one client: stored as that user's notification (no source event) and pushed live once
 * stored. A user id no account has (not in the users this service hears of from auth's user.registered) is a
 * 404: the admin sends from the client list, whose users registered before.
 */
export async function sendAdminNotification(
  deps: SendAdminNotificationDeps,
  request: AdminSendNotificationRequest,
): Promise<NotificationDto> {
  const userId = request.userId.toLowerCase()
  if (!(await readModelRepository.user(deps.prisma, userId))) throw notFound(NOTIFICATION_MESSAGES.recipientNotFound)
  const notification = await deps.prisma.$transaction((tx) =>
    notificationRepository.create(tx, {
      userId,
      title: request.title.trim(),
      message: request.message.trim(),
    }),
  )
  deps.push(notification)
  return toNotificationDto(notification)
}
