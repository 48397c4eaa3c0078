import fp from 'fastify-plugin'
import { consumeEvents } from '@cosign/service-kit'
import { applyConversationEvent } from '../domain/apply-conversation-event.js'
import { CONVERSATION_EVENTS } from '../model/conversation-facts.js'

export const CONVERSATIONS_CONSUMER = 'chat-conversations'

/**
 * Keeps the facts that open conversations (unlocks, profile owners, accepted match requests, contracts) and the
 * users' names, each event in one transaction with its processed_events row.
 */
export default fp(
  async (app) => {
    consumeEvents(app, {
      durable: CONVERSATIONS_CONSUMER,
      types: [...CONVERSATION_EVENTS],
      db: app.prisma,
      handle: (event, tx) => applyConversationEvent(tx, event),
      label: 'conversation consumer',
    })
  },
  { name: 'conversation-consumer', dependencies: ['prisma', 'events'] },
)
