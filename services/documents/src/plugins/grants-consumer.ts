import fp from 'fastify-plugin'
import { EventConsumer } from '@cosign/service-kit'
import type { Prisma } from '../generated/prisma/client.js'
import { recordCreditReportGrant } from '../domain/record-credit-report-grant.js'

export const GRANTS_CONSUMER = 'documents-credit-report-grants'

/** Stores a one-view grant for every approved credit report request (emitted by the matching service). */
export default fp(
  async (app) => {
    let consumer: EventConsumer<Prisma.TransactionClient, 'credit_report_request.approved'> | null = null
    let closing = false
    void app.events.connected
      .then(async (bus) => {
        // Retry until the consumer exists (e.g. JetStream still starting); the bus itself reconnects.
        while (!closing) {
          consumer = new EventConsumer(
            bus,
            {
              durable: GRANTS_CONSUMER,
              types: ['credit_report_request.approved'],
              db: app.prisma,
              handle: async (event, tx) => {
                if (!(await recordCreditReportGrant(tx, event)))
                  app.log.warn({ eventId: event.id }, 'malformed approval event skipped')
              },
            },
            app.log,
          )
          try {
            await consumer.start()
            return
          } catch (err) {
            if (!closing) app.log.warn({ err }, 'grants consumer could not start; retrying')
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
  { name: 'grants-consumer', dependencies: ['prisma', 'events'] },
)
