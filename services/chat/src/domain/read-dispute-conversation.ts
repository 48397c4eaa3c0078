import { adminActionOf } from '@cosign/api'
import { randomUUID } from 'node:crypto'
import type { DisputeConversationQuery, DisputeConversationResponse, DisputeSubjectType } from '@cosign/api'
import { disputeRepository } from '../repositories/dispute-repository.js'
import { messageRepository } from '../repositories/message-repository.js'
import { readModelRepository } from '../repositories/read-model-repository.js'
import { displayNameOf, toMessageDto } from '../model/chat-dto.js'
import { inTransaction } from '../repositories/db.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import { disputeNotFound, noConversation } from '../model/dispute-errors.js'
import { conversationOfPair, subjectOf } from './dispute-subject.js'
import type { Deps, Viewer } from './deps.js'

/**
 * GET /admin/disputes/:id/conversation: the conversation of the two people the dispute's payment or contract is
 * between, read-only (admins have no other access to conversations). Each read is recorded in the dispute's
 * history (who, when), since it is access to private messages, and in the audit log (issue 30), together.
 */
export async function readDisputeConversation(
  deps: Pick<Deps, 'prisma' | 'record' | 'flush'>,
  admin: Viewer & { email?: string },
  id: string,
  query: DisputeConversationQuery,
): Promise<DisputeConversationResponse> {
  const db = deps.prisma
  const dispute = await disputeRepository.find(db, id.toLowerCase())
  if (!dispute) throw disputeNotFound()
  const { pair } = await subjectOf(db, dispute.subjectType as DisputeSubjectType, dispute.subjectId)
  const conversation = await conversationOfPair(db, pair)
  if (!conversation) throw noConversation()
  const limit = query.limit ?? 50
  const actorId = admin.id.toLowerCase()
  const [rows, users] = await Promise.all([
    messageRepository.before(db, conversation.id, query.before, limit + 1),
    readModelRepository.users(db, [conversation.renterId, conversation.cosignerId]),
    inTransaction(db, async (tx) => {
      await disputeRepository.addHistory(tx, [
        { id: randomUUID(), disputeId: dispute.id, action: 'conversation_read', actorId, actorRole: admin.role, toValue: conversation.id },
      ])
      await outboxRepository.add(
        tx,
        deps.record('admin_action.recorded', adminActionOf({ id: actorId, email: admin.email }, 'dispute.conversation_read', ['dispute', dispute.id],
          null,
          { conversationId: conversation.id },
        )),
      )
    }),
  ])
  void deps.flush()
  const byId = new Map(users.map((u) => [u.userId, u]))
  return {
    conversationId: conversation.id,
    renter: { id: conversation.renterId, name: displayNameOf(byId.get(conversation.renterId), 'renter') },
    cosigner: { id: conversation.cosignerId, name: displayNameOf(byId.get(conversation.cosignerId), 'cosigner') },
    items: rows.slice(0, limit).reverse().map(toMessageDto),
    hasMore: rows.length > limit,
  }
}
