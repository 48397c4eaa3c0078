// The admin's contract creation calls (contracts service). Screens call these, never fetch themselves.
import { contractEndpoints, type AdminCreateContractRequest } from '@cosign/api'
import { api } from '@cosign/ui'

export const createContractApi = {
  /** The renters and approved cosigners a contract can be created for (name or email contains q). */
  parties: (q?: string, signal?: AbortSignal) =>
    api.call(contractEndpoints.listContractParties, { query: { q: q || undefined } }, { signal }),
  draft: (renterId: string, cosignerId: string, signal?: AbortSignal) =>
    api.call(contractEndpoints.getAdminContractDraft, { query: { renterId, cosignerId } }, { signal }),
  /** Creates a contract that its cosigner signs next (awaiting_cosigner). */
  createForCosigner: (body: AdminCreateContractRequest) => api.call(contractEndpoints.createContractForCosigner, { body }),
}
