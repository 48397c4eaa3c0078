import { SkeletonPage } from '@cosign/ui'
import type { PageProps } from '../../App.js'

export function LedgerPage({ label }: PageProps) {
  return (
    <SkeletonPage
      title={label}
      description="Ledger dashboard: the payment ledger of your contracts (payments, late fees, due and paid dates) and their chat history."
    />
  )
}
