import type { ConversationResponse } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { conversationRepository } from '../repositories/conversation-repository.js'
import { readModelRepository } from '../repositories/read-model-repository.js'
import { conversationDetails } from './conversation-details.js'
import type { Viewer } from './deps.js'
import { contractNotFound, conversationNotFound } from '../model/errors.js'

/**
 * GET /conversations/by-contract/:contractId: the conversation of a contract's two parties (opened when the
 * contract was created). A contract the viewer is not a party of answers like an unknown one: 404.
 */
export async function getContractConversation(db: Db, viewer: Viewer, contractId: string): Promise<ConversationResponse> {
  const contract = await readModelRepository.contract(db, contractId.toLowerCase())
  const me = viewer.id.toLowerCase()
  if (!contract || (contract.renterId !== me && contract.cosignerId !== me)) throw contractNotFound()
  const conversation = await conversationRepository.findByPair(db, contract.renterId, contract.cosignerId)
  if (!conversation) throw conversationNotFound()
  const [dto] = await conversationDetails(db, viewer.id, [conversation])
  return { conversation: dto }
}
