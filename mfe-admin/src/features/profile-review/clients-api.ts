// The admin clients tab's calls (matching, payments, contracts, documents and chat services). Screens call
// these, never fetch themselves.
import {
  CLIENT_ACTION_MESSAGES,
  chatEndpoints,
  contractEndpoints,
  matchingEndpoints,
  paymentEndpoints,
  type AdminClientListQuery,
} from '@cosign/api'
import { ApiError, api, session } from '@cosign/ui'
import { saveBlob } from '@cosign/ui/download'

export const listClients = (query: AdminClientListQuery, signal?: AbortSignal) =>
  api.call(matchingEndpoints.listClients, { query }, { signal })

export const fetchClient = async (userId: string, signal?: AbortSignal) =>
  (await api.call(matchingEndpoints.getClient, { params: { userId } }, { signal })).client

/** The client's money figures (payments service) and contract figures (contracts service), read together. */
export async function fetchClientFigures(userId: string, signal?: AbortSignal) {
  const [money, contracts] = await Promise.all([
    api.call(paymentEndpoints.getClientPaymentFigures, { params: { userId } }, { signal }),
    api.call(contractEndpoints.getClientContractFigures, { params: { userId } }, { signal }),
  ])
  return { money, contracts }
}

/** Paid cosigner profiles waiting for review, oldest first. */
export const listPendingProfiles = (query: { page: number; pageSize: number }, signal?: AbortSignal) =>
  api.call(matchingEndpoints.listPendingProfiles, { query }, { signal })

export const approveProfile = (profileId: string) =>
  api.call(matchingEndpoints.approveProfile, { params: { id: profileId } })

/** The reason is required; the cosigner sees it. */
export const rejectProfile = (profileId: string, reason: string) =>
  api.call(matchingEndpoints.rejectProfile, { params: { id: profileId }, body: { reason } })

/** One notification to the client, shown in their bell at once. */
export const sendClientMessage = (body: { userId: string; title: string; message: string }) =>
  api.call(chatEndpoints.sendAdminNotification, { body })

/**
 * The client report as a PDF (documents service renders what the screen gathered). POSTs JSON and saves the
 * answer (the API client reads JSON; the bearer token cannot ride on a link).
 */
export async function downloadClientReport(body: unknown, fileName: string): Promise<void> {
  const token = session.getAccessToken()
  let response: Response
  try {
    response = await fetch(`${api.getBaseUrl().replace(/\/+$/, '')}/documents/admin/client-report`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    })
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', CLIENT_ACTION_MESSAGES.reportFailed)
  }
  if (!response.ok) {
    const error = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
    throw new ApiError(
      response.status,
      `HTTP_${response.status}`,
      error?.error?.message ?? CLIENT_ACTION_MESSAGES.reportFailed,
    )
  }
  saveBlob(await response.blob(), fileName)
}
