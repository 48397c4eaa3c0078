// The dispute calls (chat service, /api/chat/disputes and /api/chat/admin/disputes). Screens call these, never
// fetch themselves.
import type {
  AdminDisputeDetailResponse,
  AdminDisputeListQuery,
  AdminDisputeListResponse,
  DisputeConversationQuery,
  DisputeConversationResponse,
  DisputeResponse,
  MyDisputeDetailResponse,
  MyDisputeListResponse,
  OpenDisputeRequest,
  UpdateDisputeRequest,
} from '@cosign/api'
// A subpath of @cosign/ui (not in the root index, which every page loads): `api` comes from the root, so the
// front ends' shared singleton (and its session) serves these calls too.
import { api } from '@cosign/ui'

const adminPath = (id: string) => `/chat/admin/disputes/${encodeURIComponent(id)}`

export const disputesApi = {
  /** "Report a problem" about one of the caller's payments or contracts. */
  open: (body: OpenDisputeRequest) => api.post<DisputeResponse>('/chat/disputes', body),
  mine: (signal?: AbortSignal) => api.get<MyDisputeListResponse>('/chat/disputes/mine', { signal }),
  mineDetail: (id: string, signal?: AbortSignal) =>
    api.get<MyDisputeDetailResponse>(`/chat/disputes/${encodeURIComponent(id)}`, { signal }),
  /** Admins: a filtered page and the four status counts. */
  list: (query: AdminDisputeListQuery, signal?: AbortSignal) =>
    api.get<AdminDisputeListResponse>('/chat/admin/disputes', { query: { ...query }, signal }),
  detail: (id: string, signal?: AbortSignal) => api.get<AdminDisputeDetailResponse>(adminPath(id), { signal }),
  update: (id: string, body: UpdateDisputeRequest) => api.patch<DisputeResponse>(adminPath(id), body),
  /** The parties' conversation, read-only; each read is recorded in the dispute's history. */
  conversation: (id: string, query: DisputeConversationQuery = {}, signal?: AbortSignal) =>
    api.get<DisputeConversationResponse>(`${adminPath(id)}/conversation`, { query: { ...query }, signal }),
}
