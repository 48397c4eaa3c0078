import type { MarkConversationReadResponse } from '@cosign/api'
import { conversationRepository } from '../repositories/conversation-repository.js'
import { messageRepository } from '../repositories/message-repository.js'
import { conversationOf } from './access.js'
import type { Deps, Viewer } from './deps.js'
import { messageNotFound } from '../model/errors.js'

/**
 * POST /conversations/:id/read: the viewer has read up to this message. The read position only moves forward;
 * when it moved, both people's sockets get `chat.read` (the sender's read receipt, the reader's other tabs).
 */
export async function markConversationRead(
  deps: Pick<Deps, 'prisma' | 'publish'>,
  viewer: Viewer,
  conversationId: string,
  messageId: string,
): Promise<MarkConversationReadResponse> {
  const { prisma } = deps
  const { conversation, role } = await conversationOf(prisma, viewer, conversationId)
  const message = await messageRepository.find(prisma, conversation.id, messageId.toLowerCase())
  if (!message) throw messageNotFound()
  const moved = await conversationRepository.advanceRead(prisma, conversation.id, role, message.seq)
  const current = await conversationRepository.findById(prisma, conversation.id)
  const readSeq = (role === 'renter' ? current?.renterReadSeq : current?.cosignerReadSeq) ?? message.seq
  const me = viewer.id.toLowerCase()
  if (moved)
    for (const userId of [conversation.renterId, conversation.cosignerId])
      deps.publish(userId, { type: 'chat.read', conversationId: conversation.id, readerId: me, readSeq })
  return {
    conversationId: conversation.id,
    readSeq,
    unreadCount: await messageRepository.countUnread(prisma, conversation.id, me, readSeq),
  }
}
