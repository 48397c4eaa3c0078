import fp from 'fastify-plugin'
import { consumeEvents } from '@cosign/service-kit'
import { applySubjectEvent, SUBJECT_EVENTS } from '../domain/apply-subject-event.js'

export const DISPUTE_SUBJECTS_CONSUMER = 'chat-dispute-subjects'

/**
 * Keeps the payments and contract statuses disputes are checked against and show (a new durable: it reads the
 * stream from its start, so payments made before it existed are known too).
 */
export default fp(
  async (app) => {
    consumeEvents(app, {
      durable: DISPUTE_SUBJECTS_CONSUMER,
      types: [...SUBJECT_EVENTS],
      db: app.prisma,
      handle: (event, tx) => applySubjectEvent(tx, event),
      label: 'dispute subjects consumer',
    })
  },
  { name: 'dispute-subjects-consumer', dependencies: ['prisma', 'events'] },
)
