// A contract's read, as its page shows it: the one key and loader of useLiveContract, and the read ahead the
// apps' routers start while the page's chunk downloads (shared-routes.ts). Kept apart from contract-api.ts so the
// route tables load no more than this.
import { contractEndpoints, type ContractDto } from '@cosign/api'
import { api, prefetchServerData } from '@cosign/ui'

export const contractKey = (contractId: string) => ['contracts.contract', contractId.toLowerCase()] as const

export async function readContract(contractId: string, signal?: AbortSignal): Promise<ContractDto> {
  return (await api.call(contractEndpoints.getContract, { params: { id: contractId } }, { signal })).contract
}

/** Starts reading the contract of /contracts/:id before its page is there to show it. */
export function prefetchContract(contractId: string | undefined): void {
  if (!contractId) return
  prefetchServerData(contractKey(contractId), (signal) => readContract(contractId, signal))
}
