import type { ContractDto } from '@cosign/api'
import { formatDate } from '@cosign/ui'
import { Stepper } from '@cosign/ui/stepper'
import { contractProgress } from '@cosign/ui/contract-format'

/** The contract's five steps (signed, signed, step 1 paid, step 2 paid, finalized), the current one marked. */
export function ContractProgress({ contract }: { contract: ContractDto }) {
  return (
    <Stepper
      label="Contract progress"
      steps={contractProgress(contract).map((step) => ({
        label: step.label,
        state: step.state,
        detail: step.detail === null ? undefined : step.detail === 'Processing' ? 'Processing…' : formatDate(step.detail),
      }))}
    />
  )
}
