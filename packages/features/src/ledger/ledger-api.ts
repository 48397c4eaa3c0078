// The ledger's calls: each contract's payment schedule (contracts service) and the renter's replacement credits
// (payments service). Screens call these, never fetch themselves.
import { contractEndpoints, paymentEndpoints } from '@cosign/api'
import { api } from '@cosign/ui'

export const ledgerApi = {
  /** The caller's ledger entries (one contract's with `contractId`) and their totals. */
  ledger: (contractId?: string, signal?: AbortSignal) =>
    api.call(contractEndpoints.getLedger, { query: { contractId } }, { signal }),
  /** Replacement credits: the renter's own; every renter's for admins. */
  credits: (signal?: AbortSignal) => api.call(paymentEndpoints.listCredits, {}, { signal }),
  refundCredit: (creditId: string) => api.call(paymentEndpoints.refundCredit, { params: { id: creditId } }),
}
