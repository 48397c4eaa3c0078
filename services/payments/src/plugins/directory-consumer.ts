import fp from 'fastify-plugin'
import { consumeEvents } from '@cosign/service-kit'
import { applyDirectoryEvent, DIRECTORY_EVENTS } from '../domain/apply-directory-event.js'

export const DIRECTORY_CONSUMER = 'payments-directory'

/**
 * Consumes contract terms, cancellations (and the replacement credits they create) and installments, user
 * names and profile owners from the other services' events.
 */
export default fp(
  async (app) => {
    consumeEvents(app, {
      durable: DIRECTORY_CONSUMER,
      types: [...DIRECTORY_EVENTS],
      db: app.prisma,
      handle: (event, tx) => applyDirectoryEvent(app.deps, tx, event),
      label: 'directory consumer',
    })
  },
  { name: 'directory-consumer', dependencies: ['prisma', 'events', 'deps'] },
)
