import { ServerDataView } from '@cosign/ui'
import { ContractMoneyBreakdown, type ContractMoneyBreakdownProps } from '@cosign/ui/contract-money-breakdown'
import { useContractBreakdown } from './contract-api.js'

/**
 * One contract's breakdown read from the server (useContractBreakdown: again on every push about the contract),
 * with its loading and error states.
 */
export function LiveContractMoneyBreakdown({
  contractId,
  headingLevel = 2,
  compact = false,
}: { contractId: string } & Omit<ContractMoneyBreakdownProps, 'breakdown'>) {
  const breakdown = useContractBreakdown(contractId)
  return (
    <ServerDataView state={breakdown} loadingLabel="Loading the payment breakdown…" errorTitle="Could not load the payment breakdown">
      {(data) => <ContractMoneyBreakdown breakdown={data} headingLevel={headingLevel} compact={compact} />}
    </ServerDataView>
  )
}
