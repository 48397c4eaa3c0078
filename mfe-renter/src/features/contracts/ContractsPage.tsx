import { SkeletonPage } from '@cosign/ui'
import type { PageProps } from '../../App.js'

export function ContractsPage({ label }: PageProps) {
  return (
    <SkeletonPage
      title={label}
      description="Your contracts. Renters review and sign the contracts cosigners share with them; cosigners follow the contracts they created."
    />
  )
}
