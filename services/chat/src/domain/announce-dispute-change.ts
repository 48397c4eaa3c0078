import type { DomainEvents, EventType } from '@cosign/api'
import type { Tx } from '../repositories/db.js'
import { notificationRepository } from '../repositories/notification-repository.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import { toNotificationDto } from '../model/to-notification-dto.js'
import type { DisputeDeps } from './deps.js'

/**
 * Writes, in the change's transaction, the reporter's notification and the outbox event that announce a dispute
 * change; returns what to do once it has committed (push the notification live, publish the event).
 */
export async function announceDisputeChange<T extends EventType>(
  deps: DisputeDeps,
  tx: Tx,
  notify: { userId: string; title: string; message: string },
  event: { type: T; data: DomainEvents[T] },
): Promise<() => void> {
  const notification = await notificationRepository.create(tx, notify)
  await outboxRepository.add(tx, deps.record(event.type, event.data))
  return () => {
    deps.publish(notification.userId, { type: 'notification.created', notification: toNotificationDto(notification) })
    void deps.flush()
  }
}
