// The Support queue's calls (chat service, /api/chat/admin/support...); live changes arrive as
// `support.queue_changed` pushes on the admin's socket.
import { chatEndpoints, type SupportQueueTab } from '@cosign/api'
import { api } from '@cosign/ui'

export const supportQueueApi = {
  list: (tab: SupportQueueTab, signal?: AbortSignal) => api.call(chatEndpoints.listSupportQueue, { query: { tab } }, { signal }),
  get: (id: string, signal?: AbortSignal) => api.call(chatEndpoints.getSupportConversation, { params: { id } }, { signal }),
  reply: (id: string, message: string) =>
    api.call(chatEndpoints.replyToSupportConversation, { params: { id }, body: { message } }),
  assignToMe: (id: string) => api.call(chatEndpoints.assignSupportConversation, { params: { id } }),
  close: (id: string) => api.call(chatEndpoints.closeSupportConversation, { params: { id } }),
}
