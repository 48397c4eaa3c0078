// Shared by the contract, chat and ledger screens: outside the feature folders, so each imports it directly.
import type { SelectOption } from '@cosign/ui'

interface ContractParties {
  id: string
  cosignerName: string
  renterName: string
}

/** A contract named by its parties: "Cosigner → Renter". */
export function contractPartiesLabel(contract: { cosignerName: string; renterName: string }): string {
  return `${contract.cosignerName} → ${contract.renterName}`
}

/**
 * A contract picker's options: "all" (the empty value) first, then each contract (by its parties unless
 * `labelOf` says otherwise), then the chosen id when it is not among them (a link to a contract the list no
 * longer holds), so the picker still shows a choice.
 */
export function contractOptions<C extends ContractParties>(
  contracts: readonly C[],
  chosen: string,
  allLabel: string,
  labelOf: (contract: C) => string = contractPartiesLabel,
): SelectOption[] {
  return [
    { value: '', label: allLabel },
    ...contracts.map((c) => ({ value: c.id, label: labelOf(c) })),
    ...(chosen && !contracts.some((c) => c.id === chosen) ? [{ value: chosen, label: 'Selected contract' }] : []),
  ]
}
