import { eventConsumerPlugin } from '@cosign/service-kit'
import { NOTIFYING_EVENTS } from '../model/describe-notification.js'
import { storeNotification } from '../domain/store-notification.js'
import { toNotificationDto } from '../model/to-notification-dto.js'
import { afterCommitTransactions } from './after-commit.js'

export const NOTIFICATIONS_CONSUMER = 'chat-notifications'

/**
 * Turns domain events into stored notifications and pushes each one to its owner's sockets. The push
 * happens only after the transaction commits, so a socket never sees a notification that was rolled back.
 */
export default eventConsumerPlugin(
  'notification-consumer',
  NOTIFICATIONS_CONSUMER,
  NOTIFYING_EVENTS,
  {
    db: afterCommitTransactions,
    handle: (app, opts: { productName: string }) => async (event, tx) => {
      const notification = await storeNotification(tx.db, event, opts.productName)
      if (notification) {
        const pushed = {
          type: 'notification.created' as const,
          notification: toNotificationDto(notification),
        }
        tx.afterCommit(() => app.realtime.publish(notification.userId, pushed))
      }
    },
  },
  ['realtime'],
)
