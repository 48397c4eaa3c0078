import { eventConsumerPlugin } from '@cosign/service-kit'
import { applySubjectEvent, SUBJECT_EVENTS } from '../domain/apply-subject-event.js'

export const DISPUTE_SUBJECTS_CONSUMER = 'chat-dispute-subjects'

/**
 * Keeps the payments and contract statuses disputes are checked against and show (a new durable: it reads the
 * stream from its start, so payments made before it existed are known too).
 */
export default eventConsumerPlugin('dispute-subjects-consumer', DISPUTE_SUBJECTS_CONSUMER, SUBJECT_EVENTS, {
  db: (app) => app.prisma,
  handle: () => (event, tx) => applySubjectEvent(tx, event),
})
