import fp from 'fastify-plugin'
import { consumeEvents } from '@cosign/service-kit'
import { NOTIFYING_EVENTS } from '../model/describe-notification.js'
import { storeNotification } from '../domain/store-notification.js'
import { toNotificationDto } from '../model/to-notification-dto.js'
import { afterCommitTransactions } from './after-commit.js'

export const NOTIFICATIONS_CONSUMER = 'chat-notifications'

/**
 * Turns domain events into stored notifications and pushes each one to its owner's sockets. The push
 * happens only after the transaction commits, so a socket never sees a notification that was rolled back.
 */
export default fp<{ productName: string }>(
  async (app, opts) => {
    consumeEvents(app, {
      durable: NOTIFICATIONS_CONSUMER,
      types: [...NOTIFYING_EVENTS],
      db: afterCommitTransactions(app),
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
