import type { ReactNode } from 'react'

export function Badge({
  variant = 'neutral',
  children,
}: {
  variant?: 'success' | 'neutral' | 'danger'
  children: ReactNode
}) {
  return <span className={`ui-badge ui-badge--${variant}`}>{children}</span>
}
