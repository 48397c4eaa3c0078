import fp from 'fastify-plugin'
import { consumeEvents, type TransactionRunner } from '@cosign/service-kit'
import type { Prisma } from '../generated/prisma/client.js'
import { NOTIFYING_EVENTS } from '../domain/describe-notification.js'
import { storeNotification } from '../domain/store-notification.js'
import { toNotificationDto } from '../domain/to-notification-dto.js'

export const NOTIFICATIONS_CONSUMER = 'chat-notifications'

/** The consumer's transaction, plus work to run once it has committed. */
interface NotificationTx {
  db: Prisma.TransactionClient
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>
  afterCommit(task: () => void): void
}

/**
 * Turns domain events into stored notifications and pushes each one to its owner's sockets. The push
 * happens only after the transaction commits, so a socket never sees a notification that was rolled back.
 */
export default fp<{ productName: string }>(
  async (app, opts) => {
    const transactions: TransactionRunner<NotificationTx> = {
      async $transaction(fn) {
        const tasks: Array<() => void> = []
        const result = await app.prisma.$transaction((db) =>
          fn({
            db,
            $executeRawUnsafe: (query, ...values) => db.$executeRawUnsafe(query, ...values),
            afterCommit: (t) => tasks.push(t),
          }),
        )
        // The notification is stored either way; a failed push must not make the event look unhandled.
        for (const task of tasks)
          try {
            task()
          } catch (err) {
            app.log.warn({ err }, 'realtime push failed')
          }
        return result
      },
    }
    consumeEvents(app, {
      durable: NOTIFICATIONS_CONSUMER,
      types: [...NOTIFYING_EVENTS],
      db: transactions,
      handle: async (event, tx) => {
        const notification = await storeNotification(tx.db, event, opts.productName)
        if (notification)
          tx.afterCommit(() =>
            app.realtime.publish(notification.userId, {
              type: 'notification.created',
              notification: toNotificationDto(notification),
            }),
          )
      },
      label: 'notification consumer',
    })
  },
  { name: 'notification-consumer', dependencies: ['prisma', 'events', 'realtime'] },
)
