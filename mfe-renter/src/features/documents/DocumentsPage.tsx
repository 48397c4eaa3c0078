import { SkeletonPage } from '@cosign/ui'
import type { PageProps } from '../../App.js'

export function DocumentsPage({ label }: PageProps) {
  return (
    <SkeletonPage
      title={label}
      description="Documents the platform shares with renters and cosigners, such as agreement templates and guides, ready to download."
    />
  )
}
