import { SUPPORT_THREAD_LIMIT, type AdminSupportConversationResponse, type SupportQueueItemDto } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { supportRepository, type SupportConversationWithLast } from '../repositories/support-repository.js'
import { toAdminSupportMessageDto, toSupportQueueItem } from '../model/support-dto.js'
import { supportConversationNotFound } from '../model/support-errors.js'

/** The names a queue row needs: the requester and the assignee. */
async function usersOf(db: Db, conversations: readonly SupportConversationWithLast[]) {
  const ids = conversations.flatMap((c) => [c.userId, c.assignedTo]).filter((id): id is string => !!id)
  return new Map((await supportRepository.users(db, ids)).map((u) => [u.userId, u]))
}

/** Queue rows for conversations (one read of the names for all of them). */
export async function queueItemsOf(db: Db, conversations: readonly SupportConversationWithLast[]): Promise<SupportQueueItemDto[]> {
  const users = await usersOf(db, conversations)
  return conversations.map((c) => toSupportQueueItem(c, users))
}

/** An admin's view of one conversation: its row and its messages, support messages signed by their admin. */
export async function adminConversationView(db: Db, id: string): Promise<AdminSupportConversationResponse> {
  const conversation = await supportRepository.findById(db, id)
  if (!conversation) throw supportConversationNotFound()
  const messages = await supportRepository.messages(db, id, SUPPORT_THREAD_LIMIT)
  const supportIds = messages.filter((m) => m.fromSupport && m.senderId).map((m) => m.senderId as string)
  const users = await usersOf(db, [conversation])
  for (const u of await supportRepository.users(db, supportIds.filter((s) => !users.has(s)))) users.set(u.userId, u)
  const item = toSupportQueueItem(conversation, users)
  const requesterName = item.requester.name || item.requester.email || 'Visitor'
  return { conversation: item, messages: messages.map((m) => toAdminSupportMessageDto(m, users, requesterName)) }
}
