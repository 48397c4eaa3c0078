import fp from 'fastify-plugin'
import { EventConsumer, type TransactionRunner } from '@cosign/service-kit'
import type { Prisma } from '../generated/prisma/client.js'
import {
  applyDirectoryEvent,
  DIRECTORY_EVENTS,
  type DirectoryEvent,
} from '../domain/apply-directory-event.js'

export const DIRECTORY_CONSUMER = 'payments-directory'

interface DirectoryTx {
  db: Prisma.TransactionClient
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>
}

/** Consumes contract terms, user names and profile owners from the other services' events. */
export default fp(
  async (app) => {
    const transactions: TransactionRunner<DirectoryTx> = {
      $transaction: (fn) =>
        app.prisma.$transaction((db) =>
          fn({ db, $executeRawUnsafe: (q, ...v) => db.$executeRawUnsafe(q, ...v) }),
        ),
    }
    let consumer: EventConsumer<DirectoryTx, DirectoryEvent> | null = null
    let closing = false
    void app.events.connected
      .then(async (bus) => {
        while (!closing) {
          consumer = new EventConsumer(
            bus,
            {
              durable: DIRECTORY_CONSUMER,
              types: [...DIRECTORY_EVENTS],
              db: transactions,
              handle: (event, tx) => applyDirectoryEvent(tx.db, event),
            },
            app.log,
          )
          try {
            await consumer.start()
            return
          } catch (err) {
            if (!closing) app.log.warn({ err }, 'directory consumer could not start; retrying')
            await new Promise((r) => setTimeout(r, 2000))
          }
        }
      })
      .catch(() => undefined)
    app.addHook('onClose', async () => {
      closing = true
      await consumer?.stop()
    })
  },
  { name: 'directory-consumer', dependencies: ['prisma', 'events'] },
)
