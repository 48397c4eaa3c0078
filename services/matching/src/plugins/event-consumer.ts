import fp from 'fastify-plugin'
import { EventConsumer, type TransactionRunner } from '@cosign/service-kit'
import type { Prisma } from '../generated/prisma/client.js'
import { CONSUMED_EVENTS, handleEvent, type ConsumedEvent } from '../domain/handle-event.js'

export const MATCHING_CONSUMER = 'matching'

interface ConsumerTx {
  db: Prisma.TransactionClient
  $executeRawUnsafe(query: string, ...values: unknown[]): Promise<number>
}

/**
 * Consumes accounts, payments and credit score events. Outbox rows the handlers write (e.g.
 * cosigner_profile.submitted) are published right after their transaction commits.
 */
export default fp(
  async (app) => {
    const transactions: TransactionRunner<ConsumerTx> = {
      async $transaction(fn) {
        const result = await app.prisma.$transaction((db) =>
          fn({ db, $executeRawUnsafe: (query, ...values) => db.$executeRawUnsafe(query, ...values) }),
        )
        void app.events.flush()
        return result
      },
    }

    let consumer: EventConsumer<ConsumerTx, ConsumedEvent> | null = null
    let closing = false
    void app.events.connected
      .then(async (bus) => {
        // Retry until the consumer exists (e.g. JetStream still starting); the bus itself reconnects.
        while (!closing) {
          consumer = new EventConsumer(
            bus,
            {
              durable: MATCHING_CONSUMER,
              types: [...CONSUMED_EVENTS],
              db: transactions,
              handle: (event, tx) => handleEvent(tx.db, event, app.events.record, app.log),
            },
            app.log,
          )
          try {
            await consumer.start()
            return
          } catch (err) {
            if (!closing) app.log.warn({ err }, 'matching event consumer could not start; retrying')
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
  { name: 'event-consumer', dependencies: ['prisma', 'events'] },
)
