import type { AdminSupportConversationResponse } from '@cosign/api'
import { supportRepository } from '../repositories/support-repository.js'
import { supportConversationNotFound } from '../model/support-errors.js'
import type { SupportDeps } from './deps.js'
import { adminConversationView } from './support-view.js'

/**
 * POST /admin/support/:id/close: the conversation is done (closing a closed one changes nothing). The user's
 * screen hears of it; their next message opens a new conversation.
 */
export async function closeSupportConversation(
  deps: Pick<SupportDeps, 'prisma' | 'publish' | 'publishToAdmins'>,
  id: string,
): Promise<AdminSupportConversationResponse> {
  const conversation = await supportRepository.findById(deps.prisma, id)
  if (!conversation) throw supportConversationNotFound()
  if (await supportRepository.close(deps.prisma, id, new Date())) {
    if (conversation.userId) deps.publish(conversation.userId, { type: 'support.closed', conversationId: id })
    deps.publishToAdmins({ type: 'support.queue_changed', conversationId: id })
  }
  return adminConversationView(deps.prisma, id)
}
