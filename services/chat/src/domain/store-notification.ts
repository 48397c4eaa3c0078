import type { EventEnvelope } from '@cosign/api'
import type { Notification, Tx } from '../repositories/db.js'
import { notificationRepository } from '../repositories/notification-repository.js'
import { describeNotification, type NotifyingEvent } from '../model/describe-notification.js'

/**
 * Stores the notification an event asks for. Runs inside the consumer's transaction, which also records
 * the event as processed, so a redelivered event never stores a second notification.
 */
export async function storeNotification(
  tx: Tx,
  event: EventEnvelope<NotifyingEvent>,
  productName: string,
): Promise<Notification | null> {
  const draft = describeNotification(event, productName)
  if (!draft) return null
  return notificationRepository.create(tx, { ...draft, sourceEventId: event.id })
}
