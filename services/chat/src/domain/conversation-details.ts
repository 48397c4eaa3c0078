import type { ConversationDto } from '@cosign/api'
import type { Conversation, Db } from '../repositories/db.js'
import { messageRepository } from '../repositories/message-repository.js'
import { readModelRepository } from '../repositories/read-model-repository.js'
import { otherPartyOf, roleIn } from '../model/conversation-roles.js'
import { toConversationDto } from '../model/chat-dto.js'

/** Conversations of the viewer with the other party's name, last message, unread count and contracts (4 queries). */
export async function conversationDetails(
  db: Db,
  viewerId: string,
  conversations: Conversation[],
): Promise<ConversationDto[]> {
  const mine = conversations.flatMap((c) => {
    const role = roleIn(c, viewerId)
    return role ? [{ c, role }] : []
  })
  const ids = mine.map(({ c }) => c.id)
  const [users, lastMessages, unread, contracts] = await Promise.all([
    readModelRepository.users(db, mine.map(({ c, role }) => otherPartyOf(c, role))),
    messageRepository.lastOf(db, ids),
    messageRepository.unreadCounts(db, viewerId.toLowerCase(), ids),
    readModelRepository.contractsBetween(db, mine.map(({ c }) => ({ renterId: c.renterId, cosignerId: c.cosignerId }))),
  ])
  return mine.map(({ c, role }) =>
    toConversationDto(c, role, {
      otherUser: users.find((u) => u.userId === otherPartyOf(c, role)),
      lastMessage: lastMessages.find((m) => m.conversationId === c.id),
      unreadCount: unread.find((u) => u.conversationId === c.id)?.count ?? 0,
      contractIds: contracts
        .filter((k) => k.renterId === c.renterId && k.cosignerId === c.cosignerId)
        .map((k) => k.contractId),
    }),
  )
}
