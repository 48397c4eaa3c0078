import { eventConsumerPlugin } from '@cosign/service-kit'
import { applyConversationEvent } from '../domain/apply-conversation-event.js'
import { CONVERSATION_EVENTS } from '../model/conversation-facts.js'

export const CONVERSATIONS_CONSUMER = 'chat-conversations'

/**
 * Keeps the facts that open conversations (unlocks, profile owners, accepted match requests, contracts) and the
 * users' names, each event in one transaction with its processed_events row.
 */
export default eventConsumerPlugin('conversation-consumer', CONVERSATIONS_CONSUMER, CONVERSATION_EVENTS, {
  db: (app) => app.prisma,
  handle: () => (event, tx) => applyConversationEvent(tx, event),
})
