import type { ChatPartyRole } from '@cosign/api'
import type { Conversation, Db } from '../repositories/db.js'
import { conversationRepository, type ConversationParties } from '../repositories/conversation-repository.js'
import type { Viewer } from './deps.js'
import { conversationNotFound } from '../model/errors.js'
import { roleIn } from '../model/conversation-roles.js'

/**
 * The conversation if the viewer is one of its two people; anyone else gets the same 404 as for an unknown id,
 * so ids do not leak. (Admins are refused before, by the routes.)
 */
export async function conversationOf(
  db: Db,
  viewer: Viewer,
  id: string,
): Promise<{ conversation: Conversation; role: ChatPartyRole }> {
  const conversation = await conversationRepository.findById(db, id.toLowerCase())
  const role = conversation ? roleIn(conversation, viewer.id) : null
  if (!conversation || !role) throw conversationNotFound()
  return { conversation, role }
}

/** conversationOf for the send path: the two people only (held in memory, they never change). */
export async function partiesOf(db: Db, viewer: Viewer, id: string): Promise<{ conversation: ConversationParties; role: ChatPartyRole }> {
  const conversation = await conversationRepository.partiesOf(db, id.toLowerCase())
  const role = conversation ? roleIn(conversation, viewer.id) : null
  if (!conversation || !role) throw conversationNotFound()
  return { conversation, role }
}
