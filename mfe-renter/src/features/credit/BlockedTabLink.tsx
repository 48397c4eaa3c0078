import type { ReactNode } from 'react'
import type { CreditReportLinkResponse } from '@cosign/api'
import { Alert, formatDateTime } from '@cosign/ui'
import { isLinkLive } from './credit-report-access.js'

/**
 * The credit report's link when the browser blocked the new tab: shown on the page, with its expiry, until it
 * expires. Nothing without a live link.
 */
export function BlockedTabLink({
  link,
  marginTop,
  children,
}: {
  link: CreditReportLinkResponse | undefined
  /** The space above it (a spacing token), as the list or card around it spaces its parts. */
  marginTop: string
  /** The link's text. */
  children: ReactNode
}) {
  if (!link || !isLinkLive(link, Date.now())) return null
  return (
    <div style={{ marginTop }}>
      <Alert variant="info" title="Your browser blocked the new tab">
        <a href={link.url} target="_blank" rel="noopener noreferrer">
          {children}
        </a>{' '}
        before {formatDateTime(link.expiresAt)}.
      </Alert>
    </div>
  )
}
