import { SkeletonPage } from '@cosign/ui'
import type { PageProps } from '../../App.js'

export function ContractManagementPage({ label }: PageProps) {
  return (
    <SkeletonPage
      title={label}
      description="Follow a contract after signing: both signatures, the two payment steps (platform and processing fees, then the cosigner fee) and finalization."
    />
  )
}
