import type { PageProps } from '../../App.js'
import { SkeletonPage } from '../skeleton/SkeletonPage.js'

export function RenterProfilePage({ label }: PageProps) {
  return (
    <SkeletonPage
      title={label}
      description="Your renter profile: location, monthly income, employment, rental history, your budget for a cosigner and for housing, move-in timeline and a short bio. Cosigners see it when you request a match."
    />
  )
}
