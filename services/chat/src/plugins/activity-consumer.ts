import { eventConsumerPlugin } from '@cosign/service-kit'
import { ACTIVITY_EVENTS } from '../model/describe-activity.js'
import { recordActivity } from '../domain/record-activity.js'

export const ACTIVITY_CONSUMER = 'chat-activity'

/**
 * Keeps every client-facing event as activity for the back office's timeline (a new durable: it reads the stream
 * from its start, so the timeline also shows what happened before it existed).
 */
export default eventConsumerPlugin('activity-consumer', ACTIVITY_CONSUMER, ACTIVITY_EVENTS, {
  db: (app) => app.prisma,
  handle: () => (event, tx) => recordActivity(tx, event),
})
