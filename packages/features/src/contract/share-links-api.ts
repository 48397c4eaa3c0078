// The contract's share links for the landlord (documents service): the parties list, create and revoke them on
// the contract page. (The landlord's public reads and checks are @cosign/ui's agreementSharesApi: the marketing
// verification page loads them with the shared client.) Screens call these, never fetch themselves.
import { documentEndpoints } from '@cosign/api'
import { api } from '@cosign/ui'

export const shareLinksApi = {
  list: (contractId: string, signal?: AbortSignal) =>
    api.call(documentEndpoints.listAgreementShares, { params: { contractId } }, { signal }),
  /** The answer's url is shown once: only its hash is kept. */
  create: (contractId: string) => api.call(documentEndpoints.createAgreementShare, { params: { contractId } }),
  revoke: (contractId: string, shareId: string) =>
    api.call(documentEndpoints.revokeAgreementShare, { params: { contractId, shareId } }),
}
