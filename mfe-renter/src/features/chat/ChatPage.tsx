import { SkeletonPage } from '@cosign/ui'
import type { PageProps } from '../../App.js'

export function ChatPage({ label }: PageProps) {
  return (
    <SkeletonPage
      title={label}
      description="Messages: choose one of your contracts, then chat with the other party. Enter sends; Shift+Enter starts a new line."
    />
  )
}
