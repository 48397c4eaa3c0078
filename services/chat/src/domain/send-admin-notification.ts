import { NOTIFICATION_MESSAGES, type AdminSendNotificationRequest, type NotificationDto } from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import { inTransaction } from '../repositories/db.js'
import { notificationRepository } from '../repositories/notification-repository.js'
import { readModelRepository } from '../repositories/read-model-repository.js'
import { toNotificationDto } from '../model/to-notification-dto.js'
import type { Deps } from './deps.js'

/**
 * An admin's message to one client: stored as that user's notification (no source event) and pushed live once
 * stored. A user id no account has (not in the users this service hears of from auth's user.registered) is a
 * 404: the admin sends from the client list, whose users registered before. Pushed to the user's open sockets
 * as the notification consumer does for event notifications.
 */
export async function sendAdminNotification(
  deps: Pick<Deps, 'prisma' | 'publish'>,
  request: AdminSendNotificationRequest,
): Promise<NotificationDto> {
  const userId = request.userId.toLowerCase()
  if (!(await readModelRepository.user(deps.prisma, userId))) throw notFound(NOTIFICATION_MESSAGES.recipientNotFound)
  const notification = await inTransaction(deps.prisma, (tx) =>
    notificationRepository.create(tx, {
      userId,
      title: request.title.trim(),
      message: request.message.trim(),
    }),
  )
  const dto = toNotificationDto(notification)
  deps.publish(notification.userId, { type: 'notification.created', notification: dto })
  return dto
}
