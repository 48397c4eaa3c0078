import type { PageProps } from '../../App.js'
import { SkeletonPage } from '../skeleton/SkeletonPage.js'

export function ListingsPage({ label }: PageProps) {
  return (
    <SkeletonPage
      title={label}
      description="Browse renter and cosigner profiles: search, filter by minimum credit score and minimum income, and switch between All, Renters and Cosigners. Only reviewed and approved cosigners are listed."
    />
  )
}
