import type { PageProps } from '../../App.js'
import { SkeletonPage } from '../skeleton/SkeletonPage.js'

export function DocumentsPage({ label }: PageProps) {
  return (
    <SkeletonPage
      title={label}
      description="Documents the platform shares with renters and cosigners, such as agreement templates and guides, ready to download."
    />
  )
}
