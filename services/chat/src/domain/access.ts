import type { ChatPartyRole } from '@cosign/api'
import type { Conversation, Db } from '../repositories/db.js'
import { conversationRepository } from '../repositories/conversation-repository.js'
import type { Viewer } from './deps.js'
import { asParty } from '../model/conversation-roles.js'

/**
 * The conversation if the viewer is one of its two people; anyone else gets the same 404 as for an unknown id,
 * so ids do not leak. (Admins are refused before, by the routes.) The send path reads only the two people
 * (`conversationRepository.partiesOf`, held in memory) and checks them with the same `asParty`.
 */
export async function conversationOf(
  db: Db,
  viewer: Viewer,
  id: string,
): Promise<{ conversation: Conversation; role: ChatPartyRole }> {
  return asParty(await conversationRepository.findById(db, id.toLowerCase()), viewer.id)
}
