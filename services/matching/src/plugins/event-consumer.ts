import fp from 'fastify-plugin'
import { consumeEvents, publishingTransactions } from '@cosign/service-kit'
import { CONSUMED_EVENTS, handleEvent } from '../domain/handle-event.js'

export const MATCHING_CONSUMER = 'matching'

/**
 * Consumes accounts, payments, credit score and credit report view events. Outbox rows the handlers write
 * (e.g. cosigner_profile.submitted) are published right after their transaction commits.
 */
export default fp(
  async (app) => {
    consumeEvents(app, {
      durable: MATCHING_CONSUMER,
      types: [...CONSUMED_EVENTS],
      db: publishingTransactions(app, app.prisma),
      handle: (event, tx) => handleEvent(app.deps, tx, event),
      label: 'matching event consumer',
    })
  },
  { name: 'event-consumer', dependencies: ['prisma', 'events', 'deps'] },
)
