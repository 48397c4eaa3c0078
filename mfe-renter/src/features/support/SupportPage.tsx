import { SkeletonPage } from '@cosign/ui'
import type { PageProps } from '../../App.js'

export function SupportPage({ label }: PageProps) {
  return (
    <SkeletonPage
      title={label}
      description="Get help by email (replies within 24 hours), by phone (9 AM - 6 PM EST) or by live chat, and read answers to common questions about contracts, payments and cancelling."
    />
  )
}
