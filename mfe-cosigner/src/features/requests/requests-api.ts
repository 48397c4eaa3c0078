// The Renter Requests screen's calls (matching service). Screens call these, never fetch themselves.
import type { MatchRequestListResponse, MatchRequestResponse } from '@cosign/api'
import { api } from '@cosign/ui'

/** Match requests renters sent the signed-in cosigner. */
export const listIncomingRequests = async (signal?: AbortSignal) =>
  (await api.get<MatchRequestListResponse>('/matching/match-requests/incoming', { signal })).items

export const respondToRequest = async (requestId: string, action: 'accept' | 'decline') =>
  (await api.post<MatchRequestResponse>(`/matching/match-requests/${requestId}/${action}`)).request
