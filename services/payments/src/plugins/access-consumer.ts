import fp from 'fastify-plugin'
import { consumeEvents } from '@cosign/service-kit'
import { ACCESS_EVENTS, applyAccessEvent } from '../domain/apply-access-event.js'

/**
 * A durable consumer of its own rather than more subjects on `payments-directory`: a new durable starts at the
 * beginning of the stream (DeliverPolicy.All), so an existing installation learns the review states, roles and
 * match requests announced before this consumer existed. Added subjects on an existing durable would start
 * after its last delivered message and miss them.
 */
export const ACCESS_CONSUMER = 'payments-access'

export default fp(
  async (app) => {
    consumeEvents(app, {
      durable: ACCESS_CONSUMER,
      types: [...ACCESS_EVENTS],
      db: app.prisma,
      handle: (event, tx) => applyAccessEvent(tx, event),
      label: 'access consumer',
    })
  },
  { name: 'access-consumer', dependencies: ['prisma', 'events'] },
)
