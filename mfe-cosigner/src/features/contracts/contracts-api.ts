// The cosigner's contract creation calls (contracts service). Screens call these, never fetch themselves.
import { contractEndpoints, type CreateContractRequest } from '@cosign/api'
import { api } from '@cosign/ui'

export const createContractApi = {
  /** The renters whose match request the cosigner accepted and who have no open contract with them. */
  candidates: (signal?: AbortSignal) => api.call(contractEndpoints.listCandidates, {}, { signal }),
  draft: (matchRequestId: string, signal?: AbortSignal) =>
    api.call(contractEndpoints.getContractDraft, { query: { matchRequestId } }, { signal }),
  /** The cosigner signs and shares the contract (awaiting the renter's signature). */
  create: (body: CreateContractRequest) => api.call(contractEndpoints.createContract, { body }),
}
