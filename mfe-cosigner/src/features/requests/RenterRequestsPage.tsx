import type { PageProps } from '../../App.js'
import { SkeletonPage } from '../skeleton/SkeletonPage.js'

export function RenterRequestsPage({ label }: PageProps) {
  return (
    <SkeletonPage
      title={label}
      description="Match requests renters send you, with the monthly rent, lease length, address, move-in date and their message. Accept to create a contract with that renter, or decline."
    />
  )
}
