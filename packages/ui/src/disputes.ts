// The dispute calls (chat service, /api/chat/disputes and /api/chat/admin/disputes). Screens call these, never
// fetch themselves.
import {
  chatEndpoints,
  type AdminDisputeListQuery,
  type DisputeConversationQuery,
  type OpenDisputeRequest,
  type UpdateDisputeRequest,
} from '@cosign/api'
// A subpath of @cosign/ui (not in the root index, which every page loads): `api` comes from the root, so the
// front ends' shared singleton (and its session) serves these calls too.
import { api } from '@cosign/ui'

export const disputesApi = {
  /** "Report a problem" about one of the caller's payments or contracts. */
  open: (body: OpenDisputeRequest) => api.call(chatEndpoints.openDispute, { body }),
  mine: (signal?: AbortSignal) => api.call(chatEndpoints.listMyDisputes, {}, { signal }),
  mineDetail: (id: string, signal?: AbortSignal) => api.call(chatEndpoints.getMyDispute, { params: { id } }, { signal }),
  /** Admins: a filtered page and the four status counts. */
  list: (query: AdminDisputeListQuery, signal?: AbortSignal) =>
    api.call(chatEndpoints.listDisputes, { query }, { signal }),
  detail: (id: string, signal?: AbortSignal) => api.call(chatEndpoints.getDispute, { params: { id } }, { signal }),
  update: (id: string, body: UpdateDisputeRequest) => api.call(chatEndpoints.updateDispute, { params: { id }, body }),
  /** The parties' conversation, read-only; each read is recorded in the dispute's history. */
  conversation: (id: string, query: DisputeConversationQuery = {}, signal?: AbortSignal) =>
    api.call(chatEndpoints.readDisputeConversation, { params: { id }, query }, { signal }),
}
