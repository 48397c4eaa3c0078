// The Renter Requests screen's calls (matching service). Screens call these, never fetch themselves.
import { matchingEndpoints } from '@cosign/api'
import { api } from '@cosign/ui'

/** Match requests renters sent the signed-in cosigner. */
export const listIncomingRequests = async (signal?: AbortSignal) =>
  (await api.call(matchingEndpoints.listIncomingMatchRequests, {}, { signal })).items

export const respondToRequest = async (requestId: string, action: 'accept' | 'decline') =>
  (
    await api.call(action === 'accept' ? matchingEndpoints.acceptMatchRequest : matchingEndpoints.declineMatchRequest, {
      params: { id: requestId },
    })
  ).request
