import { eventConsumerPlugin } from '@cosign/service-kit'
import { applyDirectoryEvent, DIRECTORY_EVENTS } from '../domain/apply-directory-event.js'

export const DIRECTORY_CONSUMER = 'payments-directory'

/**
 * Consumes contract terms, cancellations (and the replacement credits they create) and installments, user
 * names and profile owners from the other services' events.
 */
export default eventConsumerPlugin(
  'directory-consumer',
  DIRECTORY_CONSUMER,
  DIRECTORY_EVENTS,
  { db: (app) => app.prisma, handle: (app) => (event, tx) => applyDirectoryEvent(app.deps, tx, event) },
  ['deps'],
)
