import fp from 'fastify-plugin'
import { consumeEvents } from '@cosign/service-kit'
import { ACTIVITY_EVENTS } from '../model/describe-activity.js'
import { recordActivity } from '../domain/record-activity.js'

export const ACTIVITY_CONSUMER = 'chat-activity'

/**
 * Keeps every client-facing event as activity for the back office's timeline (a new durable: it reads the stream
 * from its start, so the timeline also shows what happened before it existed).
 */
export default fp(
  async (app) => {
    consumeEvents(app, {
      durable: ACTIVITY_CONSUMER,
      types: [...ACTIVITY_EVENTS],
      db: app.prisma,
      handle: async (event, tx) => {
        await recordActivity(tx, event)
      },
      label: 'activity consumer',
    })
  },
  { name: 'activity-consumer', dependencies: ['prisma', 'events'] },
)
