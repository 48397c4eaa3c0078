import { supportReplyPreview } from './support-dto.js'

/**
 * The admin alert a new support conversation raises (once per conversation), so an admin away from the Support
 * tab hears of it in the bell. `requester`: the user's name and role, or the visitor's address.
 */
export function supportRequestAlert(conversationId: string, requester: string, firstMessage: string) {
  return {
    type: 'support_request',
    title: 'New support request',
    message: `${requester}: ${supportReplyPreview(firstMessage)}`,
    priority: 'medium',
    subjectId: conversationId,
    dedupeKey: `support_request:${conversationId}`,
    // No domain event behind it: the conversation's id stands for its source.
    sourceEventId: conversationId,
  }
}
