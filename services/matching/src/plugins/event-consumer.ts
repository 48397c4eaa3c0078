import { eventConsumerPlugin, publishingTransactions } from '@cosign/service-kit'
import { CONSUMED_EVENTS, handleEvent } from '../domain/handle-event.js'

export const MATCHING_CONSUMER = 'matching'

/**
 * Consumes accounts, payments, credit score and credit report view events. Outbox rows the handlers write
 * (e.g. cosigner_profile.submitted) are published right after their transaction commits.
 */
export default eventConsumerPlugin(
  'matching-event-consumer',
  MATCHING_CONSUMER,
  CONSUMED_EVENTS,
  {
    db: (app) => publishingTransactions(app, app.prisma),
    handle: (app) => (event, tx) => handleEvent(app.deps, tx, event),
  },
  ['deps'],
)
