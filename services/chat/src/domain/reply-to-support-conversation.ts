import { randomUUID } from 'node:crypto'
import { SUPPORT_MESSAGES, type AdminSupportMessageResponse, type AdminSupportReplyRequest } from '@cosign/api'
import { inTransaction } from '../repositories/db.js'
import { notificationRepository } from '../repositories/notification-repository.js'
import { supportRepository } from '../repositories/support-repository.js'
import { supportReplyPreview, toSupportMessageDto } from '../model/support-dto.js'
import { toNotificationDto } from '../model/to-notification-dto.js'
import { assertChatMessage } from '../model/errors.js'
import { supportAnswerByEmail, supportConversationClosed, supportConversationNotFound } from '../model/support-errors.js'
import type { SupportDeps, Viewer } from './deps.js'
import { adminConversationView } from './support-view.js'

/**
 * POST /admin/support/:id/messages: an admin answers a user's open chat (a visitor's message is answered by email:
 * 409). The reply takes the conversation for the admin when nobody had it, and stores the user's notification in
 * the same transaction; after the commit the user's sockets get the message and the notification, the admins'
 * queues a refresh.
 */
export async function replyToSupportConversation(
  deps: SupportDeps,
  admin: Viewer,
  id: string,
  input: AdminSupportReplyRequest,
): Promise<AdminSupportMessageResponse> {
  const adminId = admin.id.toLowerCase()
  assertChatMessage(input.message)
  const conversation = await supportRepository.findById(deps.prisma, id)
  if (!conversation) throw supportConversationNotFound()
  if (conversation.channel === 'email' || !conversation.userId) throw supportAnswerByEmail()
  const userId = conversation.userId
  const text = input.message.trim()
  const { message, notification } = await inTransaction(deps.prisma, async (tx) => {
    const stored = await supportRepository.append(tx, id, { id: randomUUID(), senderId: adminId, fromSupport: true, message: text, createdAt: new Date() })
    if (!stored) throw supportConversationClosed()
    await supportRepository.assignIfNobody(tx, id, adminId)
    const note = await notificationRepository.create(tx, { userId, title: SUPPORT_MESSAGES.replyTitle, message: supportReplyPreview(text) })
    return { message: stored, notification: note }
  })
  deps.publish(userId, { type: 'support.message', conversationId: id, message: toSupportMessageDto(message) })
  deps.publish(userId, { type: 'notification.created', notification: toNotificationDto(notification) })
  deps.publishToAdmins({ type: 'support.queue_changed', conversationId: id })
  const view = await adminConversationView(deps.prisma, id)
  return { conversation: view.conversation, message: view.messages.find((m) => m.id === message.id) ?? { ...toSupportMessageDto(message), senderName: 'Support team' } }
}
