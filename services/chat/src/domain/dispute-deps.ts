import type { DomainEvents, EventType } from '@cosign/api'
import type { Events } from '@cosign/service-kit'
import type { Notification, PrismaClient } from '../generated/prisma/client.js'
import type { Tx } from '../repositories/db.js'
import { notificationRepository } from '../repositories/notification-repository.js'
import type { Publish, RateLimit } from './deps.js'
import { toNotificationDto } from './to-notification-dto.js'

/** What the dispute use cases need (not the Fastify instance). */
export interface DisputeDeps {
  prisma: PrismaClient
  /** Pushes to every open socket of a user (after the commit). */
  publish: Publish
  /** Outbox row data for an event (written in the change's transaction). */
  record: Events['record']
  /** Publishes committed outbox rows now instead of on the relay's next tick. */
  flush: Events['flush']
  /** Counts a user's problem reports (DISPUTE_REPORTS_PER_HOUR). */
  reportRateLimit: RateLimit
}

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
  const notification: Notification = await notificationRepository.create(tx, notify)
  await tx.outboxEvent.create({ data: deps.record(event.type, event.data) })
  return () => {
    deps.publish(notification.userId, { type: 'notification.created', notification: toNotificationDto(notification) })
    void deps.flush()
  }
}
