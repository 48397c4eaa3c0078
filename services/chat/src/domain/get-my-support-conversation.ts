import { SUPPORT_THREAD_LIMIT, type MySupportConversationResponse } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { supportRepository } from '../repositories/support-repository.js'
import { toSupportThreadDto } from '../model/support-dto.js'
import type { Viewer } from './deps.js'

/** GET /support/conversation: the caller's open conversation with support, else their latest one (or none). */
export async function getMySupportConversation(db: Db, viewer: Viewer): Promise<MySupportConversationResponse> {
  const conversation = await supportRepository.findLatestForUser(db, viewer.id.toLowerCase())
  if (!conversation) return { conversation: null }
  const messages = await supportRepository.messages(db, conversation.id, SUPPORT_THREAD_LIMIT)
  return { conversation: toSupportThreadDto(conversation, messages) }
}
