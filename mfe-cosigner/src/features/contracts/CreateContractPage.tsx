import { SkeletonPage } from '@cosign/ui'
import type { PageProps } from '../../App.js'

export function CreateContractPage({ label }: PageProps) {
  return (
    <SkeletonPage
      title={label}
      description="Create a contract for a renter whose request you accepted: lease dates, fee option (full payment upfront, or down payment plus monthly payments), a preview of what the renter pays and what you receive, your drawn signature, then share it with the renter."
    />
  )
}
