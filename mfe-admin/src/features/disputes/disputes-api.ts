// The admin's dispute calls (chat service, /api/chat/admin/disputes). Screens call these, never fetch themselves.
import {
  chatEndpoints,
  type AdminDisputeListQuery,
  type DisputeConversationQuery,
  type UpdateDisputeRequest,
} from '@cosign/api'
import { api } from '@cosign/ui'

export const disputesApi = {
  /** A filtered page and the four status counts. */
  list: (query: AdminDisputeListQuery, signal?: AbortSignal) =>
    api.call(chatEndpoints.listDisputes, { query }, { signal }),
  detail: (id: string, signal?: AbortSignal) => api.call(chatEndpoints.getDispute, { params: { id } }, { signal }),
  update: (id: string, body: UpdateDisputeRequest) => api.call(chatEndpoints.updateDispute, { params: { id }, body }),
  /** The parties' conversation, read-only; each read is recorded in the dispute's history. */
  conversation: (id: string, query: DisputeConversationQuery = {}, signal?: AbortSignal) =>
    api.call(chatEndpoints.readDisputeConversation, { params: { id }, query }, { signal }),
}
