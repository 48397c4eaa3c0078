// A user's dispute calls (chat service, /api/chat/disputes): "Report a problem" and the user's own reports. The
// admin's are mfe-admin's (features/disputes/disputes-api.ts). Screens call these, never fetch themselves.
import { chatEndpoints, type OpenDisputeRequest } from '@cosign/api'
import { api } from '@cosign/ui'

export const disputesApi = {
  /** "Report a problem" about one of the caller's payments or contracts. */
  open: (body: OpenDisputeRequest) => api.call(chatEndpoints.openDispute, { body }),
  mine: (signal?: AbortSignal) => api.call(chatEndpoints.listMyDisputes, {}, { signal }),
  mineDetail: (id: string, signal?: AbortSignal) => api.call(chatEndpoints.getMyDispute, { params: { id } }, { signal }),
}
