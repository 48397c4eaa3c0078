import type { ReactNode } from 'react'
import { LinkButton } from '@cosign/ui/link-button'
import type { AdminTabId } from './admin-tabs.js'

/** A link to another back-office tab (`?tab=<id>`): an empty list's way to where the next move is. */
export function TabLinkButton({ tab, children }: { tab: AdminTabId; children: ReactNode }) {
  return (
    <LinkButton to={{ search: `?tab=${tab}` }} variant="secondary">
      {children}
    </LinkButton>
  )
}
