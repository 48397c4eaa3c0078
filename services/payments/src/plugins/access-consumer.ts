import { eventConsumerPlugin } from '@cosign/service-kit'
import { ACCESS_EVENTS, applyAccessEvent } from '../domain/apply-access-event.js'

/**
 * A durable consumer of its own rather than more subjects on `payments-directory`: a new durable starts at the
 * beginning of the stream (DeliverPolicy.All), so an existing installation learns the review states, roles and
 * match requests announced before this consumer existed. Added subjects on an existing durable would start
 * after its last delivered message and miss them.
 */
export const ACCESS_CONSUMER = 'payments-access'

export default eventConsumerPlugin('access-consumer', ACCESS_CONSUMER, ACCESS_EVENTS, {
  db: (app) => app.prisma,
  handle: () => (event, tx) => applyAccessEvent(tx, event),
})
