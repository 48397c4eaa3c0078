import { CHAT_PAGE_DEFAULT, type ListMessagesQuery, type MessageListResponse } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { messageRepository } from '../repositories/message-repository.js'
import { conversationOf } from './access.js'
import { toMessageDto } from '../model/chat-dto.js'
import type { Viewer } from './deps.js'
import { invalidCursor } from '../model/errors.js'

/**
 * GET /conversations/:id/messages, always ascending by seq: `after` gives the messages after it (what a client
 * missed while disconnected), `before` the page of older ones before it, neither the newest page.
 */
export async function listMessages(db: Db, viewer: Viewer, conversationId: string, query: ListMessagesQuery): Promise<MessageListResponse> {
  if (query.after !== undefined && query.before !== undefined) throw invalidCursor()
  const { conversation, role } = await conversationOf(db, viewer, conversationId)
  const limit = query.limit ?? CHAT_PAGE_DEFAULT
  const rows =
    query.after !== undefined
      ? await messageRepository.after(db, conversation.id, query.after, limit + 1)
      : (await messageRepository.before(db, conversation.id, query.before, limit + 1)).reverse()
  const hasMore = rows.length > limit
  const page = !hasMore ? rows : query.after !== undefined ? rows.slice(0, limit) : rows.slice(1)
  return {
    items: page.map(toMessageDto),
    hasMore,
    otherReadSeq: role === 'renter' ? conversation.cosignerReadSeq : conversation.renterReadSeq,
  }
}
