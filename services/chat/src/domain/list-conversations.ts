import type { ConversationListResponse } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { conversationRepository } from '../repositories/conversation-repository.js'
import { conversationDetails } from './conversation-details.js'
import type { Viewer } from './deps.js'

/** GET /conversations: the viewer's conversations, the one with the newest message (or opening) first. */
export async function listConversations(db: Db, viewer: Viewer): Promise<ConversationListResponse> {
  const conversations = await conversationRepository.listFor(db, viewer.id.toLowerCase())
  return { items: await conversationDetails(db, viewer.id, conversations) }
}
