import type { ReactNode } from 'react'

/** success paid/received; warning due; danger overdue/failed; info signed; review pending review; neutral the rest. */
export type BadgeVariant = 'success' | 'neutral' | 'danger' | 'warning' | 'info' | 'review'

export function Badge({ variant = 'neutral', children }: { variant?: BadgeVariant; children: ReactNode }) {
  return <span className={`ui-badge ui-badge--${variant}`}>{children}</span>
}
