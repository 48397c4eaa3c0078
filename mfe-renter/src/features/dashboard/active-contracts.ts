// The dashboard's active contracts, kept current by the contract pushes, and (for a renter with installments)
// the ledger that says which installment is next.
import type { ContractSummaryDto, LedgerEntryDto } from '@cosign/api'
import { useServerData } from '@cosign/ui'
import { useLiveContractList } from '@cosign/features/contract'
import { ledgerApi } from '@cosign/features/ledger'
import { isActiveContract } from './next-action.js'

/** How many contracts the dashboard reads (the contracts page lists them all). */
const DASHBOARD_CONTRACTS = 50

export type ActiveContractsState =
  | { status: 'loading' }
  | { status: 'error'; message: string; retry: () => void }
  | { status: 'ready'; contracts: ContractSummaryDto[]; ledger: LedgerEntryDto[] }

export function useActiveContracts(viewer: 'renter' | 'cosigner'): ActiveContractsState {
  const list = useLiveContractList({ limit: DASHBOARD_CONTRACTS })
  const active = list.state.status === 'ready' ? list.state.items.filter(isActiveContract) : []
  const needsLedger =
    viewer === 'renter' && active.some((c) => c.status === 'finalized' && c.feeOption === 'installments')
  // Read again whenever a contract changes (a paid installment pushes contract.updated too).
  const version = active.map((c) => `${c.id}:${c.status}`).join(',')
  const ledger = useServerData(
    needsLedger ? ['contracts.ledger', 'dashboard'] : null,
    (signal) => ledgerApi.ledger(undefined, signal),
    {
      deps: [version],
    },
  )
  if (list.state.status === 'loading') return { status: 'loading' }
  if (list.state.status === 'error')
    return { status: 'error', message: list.state.message, retry: list.reload }
  if (needsLedger && ledger.status !== 'ready' && ledger.status !== 'error') return { status: 'loading' }
  // Without the ledger (it failed), installments read as "finalized"; the ledger page says the rest.
  return { status: 'ready', contracts: active, ledger: ledger.status === 'ready' ? ledger.data.entries : [] }
}
