import type { PageProps } from '../../App.js'
import { SkeletonPage } from '../skeleton/SkeletonPage.js'

export function PaymentPage({ label }: PageProps) {
  return (
    <SkeletonPage
      title={label}
      description="Your payment center: pay the steps of your contracts and see your payment history."
    />
  )
}
