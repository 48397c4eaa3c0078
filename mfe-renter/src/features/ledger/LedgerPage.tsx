import type { PageProps } from '../../App.js'
import { SkeletonPage } from '../skeleton/SkeletonPage.js'

export function LedgerPage({ label }: PageProps) {
  return (
    <SkeletonPage
      title={label}
      description="Ledger dashboard: the payment ledger of your contracts (payments, late fees, due and paid dates) and their chat history."
    />
  )
}
