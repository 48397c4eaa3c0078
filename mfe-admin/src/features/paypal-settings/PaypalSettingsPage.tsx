import type { PageProps } from '../../App.js'
import { SkeletonPage } from '../skeleton/SkeletonPage.js'

export function PaypalSettingsPage({ label }: PageProps) {
  return (
    <SkeletonPage
      title={label}
      description="The payment gateway configuration: PayPal client id and secret, sandbox or live mode, and a connection test."
    />
  )
}
