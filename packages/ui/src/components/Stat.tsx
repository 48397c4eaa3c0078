import type { ReactNode } from 'react'

export interface StatProps {
  label: ReactNode
  /** The figure: a number, or a MoneyFigure. */
  value: ReactNode
  /** A line under the figure: what it counts, or what changed. */
  hint?: ReactNode
  tone?: 'default' | 'success' | 'danger' | 'warning'
}

/** One headline figure with its label (dashboards, the admin's totals). Several go in a StatGroup. */
export function Stat({ label, value, hint, tone = 'default' }: StatProps) {
  return (
    <div className={`ui-stat ui-stat--${tone}`}>
      <dt className="ui-stat__label">{label}</dt>
      <dd className="ui-stat__value">{value}</dd>
      {hint ? <dd className="ui-stat__hint">{hint}</dd> : null}
    </div>
  )
}

/** A row of Stats, wrapping on narrow screens; a description list, so each figure is read with its label. */
export function StatGroup({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <dl className="ui-stat-group" aria-label={label}>
      {children}
    </dl>
  )
}
