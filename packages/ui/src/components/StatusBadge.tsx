import type { ReactNode } from 'react'
import { Badge, type BadgeVariant } from './Badge.js'

/** The product's semantic statuses, each with its one colour (tokens.css, --ui-status-*). */
export type SemanticStatus = 'paid' | 'due' | 'overdue' | 'signed' | 'pending-review' | 'neutral'

const STATUS_VARIANT: Record<SemanticStatus, BadgeVariant> = {
  paid: 'success',
  due: 'warning',
  overdue: 'danger',
  signed: 'info',
  'pending-review': 'review',
  neutral: 'neutral',
}

/**
 * A status in words and its status colour: the words carry the meaning (colour is never the only signal), the
 * colour lets a list be scanned. Use Badge for a plain label that is not a status.
 */
export function StatusBadge({ status, children }: { status: SemanticStatus; children: ReactNode }) {
  return <Badge variant={STATUS_VARIANT[status]}>{children}</Badge>
}

export function statusBadgeVariant(status: SemanticStatus): BadgeVariant {
  return STATUS_VARIANT[status]
}
