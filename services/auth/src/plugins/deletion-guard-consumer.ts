import { eventConsumerPlugin } from '@cosign/service-kit'
import { applyDeletionGuardEvent, DELETION_GUARD_EVENTS } from '../domain/apply-deletion-guard-event.js'

export const DELETION_GUARD_CONSUMER = 'auth-deletion-guard'

/** Contracts' lifecycle and installment payments: what blocks a party's account deletion (issue 30). */
export default eventConsumerPlugin('deletion-guard-consumer', DELETION_GUARD_CONSUMER, DELETION_GUARD_EVENTS, {
  db: (app) => app.prisma,
  handle: () => (event, tx) => applyDeletionGuardEvent(tx, event),
})
