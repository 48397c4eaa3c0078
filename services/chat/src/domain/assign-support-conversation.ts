import type { AdminSupportConversationResponse } from '@cosign/api'
import { supportRepository } from '../repositories/support-repository.js'
import { supportConversationNotFound } from '../model/support-errors.js'
import type { SupportDeps, Viewer } from './deps.js'
import { adminConversationView } from './support-view.js'

/** POST /admin/support/:id/assign: the calling admin takes the conversation (from nobody or from another admin). */
export async function assignSupportConversation(
  deps: Pick<SupportDeps, 'prisma' | 'publishToAdmins'>,
  admin: Viewer,
  id: string,
): Promise<AdminSupportConversationResponse> {
  if (!(await supportRepository.findById(deps.prisma, id))) throw supportConversationNotFound()
  await supportRepository.assign(deps.prisma, id, admin.id.toLowerCase())
  deps.publishToAdmins({ type: 'support.queue_changed', conversationId: id })
  return adminConversationView(deps.prisma, id)
}
