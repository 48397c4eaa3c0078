import { eventConsumerPlugin, type TransactionRunner } from '@cosign/service-kit'
import type { Prisma } from '../generated/prisma/client.js'
import { writeNotificationMail } from '../domain/write-notification-mail.js'
import { NOTIFICATION_MAIL_EVENTS } from '../model/notification-mails.js'

export const NOTIFICATION_MAILS_CONSUMER = 'auth-notification-mails'

interface NotificationMailTx {
  db: Prisma.TransactionClient
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>
  wroteMail(): void
}

/**
 * Notification emails from the same events as the in-app notifications (chat's notification consumer): the
 * email goes into the mail outbox in the transaction that marks the event processed, and the sender is woken
 * once that has committed.
 */
export default eventConsumerPlugin(
  'notification-mail-consumer',
  NOTIFICATION_MAILS_CONSUMER,
  NOTIFICATION_MAIL_EVENTS,
  {
    db: (app): TransactionRunner<NotificationMailTx> => ({
      async $transaction(fn) {
        let wrote = false
        const result = await app.prisma.$transaction((db) =>
          fn({ db, $executeRawUnsafe: (query, ...values) => db.$executeRawUnsafe(query, ...values), wroteMail: () => (wrote = true) }),
        )
        if (wrote) app.mail.kickMail()
        return result
      },
    }),
    handle: (app) => async (event, tx) => {
      const outcome = await writeNotificationMail(app.deps, tx.db, event)
      if (outcome === 'written') tx.wroteMail()
      else if (outcome === 'unknown_user')
        app.log.warn({ eventId: event.id, type: event.type }, 'notification email for an unknown user skipped')
    },
  },
  ['deps', 'mail-sender'],
)
