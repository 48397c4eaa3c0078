// The cosigner's contract creation calls (contracts service). Screens call these, never fetch themselves.
import { contractEndpoints, type CreateContractRequest } from '@cosign/api'
import { api, isApiError } from '@cosign/ui'

/**
 * Right after the cosigner accepts a request, the contracts service may not have heard of it yet (its copy
 * follows matching's match_request.accepted event, usually within 100 ms): the form's draft is asked again
 * after these pauses before its 404 ("You can only create a contract for a match request you accepted.") shows.
 */
export const DRAFT_RETRY_DELAYS_MS = [200, 400, 800, 1600] as const

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** `read`, again after each of DRAFT_RETRY_DELAYS_MS while it answers 404; other errors at once. */
export async function readAfterAcceptance<T>(
  read: () => Promise<T>,
  signal?: AbortSignal,
  wait: (ms: number) => Promise<void> = pause,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read()
    } catch (error) {
      const retryable = isApiError(error) && error.status === 404 && attempt < DRAFT_RETRY_DELAYS_MS.length
      if (!retryable || signal?.aborted) throw error
      await wait(DRAFT_RETRY_DELAYS_MS[attempt]!)
    }
  }
}

export const createContractApi = {
  /** The renters whose match request the cosigner accepted and who have no open contract with them. */
  candidates: (signal?: AbortSignal) => api.call(contractEndpoints.listCandidates, {}, { signal }),
  draft: (matchRequestId: string, signal?: AbortSignal) =>
    readAfterAcceptance(() => api.call(contractEndpoints.getContractDraft, { query: { matchRequestId } }, { signal }), signal),
  /** The cosigner signs and shares the contract (awaiting the renter's signature). */
  create: (body: CreateContractRequest) => api.call(contractEndpoints.createContract, { body }),
}
