import type { CSSProperties, ReactNode } from 'react'

/** One term and its value in a `ui-details` list. */
export function DetailRow({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  )
}

export type DetailListRow = readonly [term: string, value: ReactNode]

/**
 * A `ui-details` list of terms and values (ui.css: a grid of columns that fill the width): an admin detail
 * screen's, a payment's summary. A falsy row is left out, for facts that only some records have.
 */
export function DetailList({
  rows,
  className,
  style,
}: {
  rows: ReadonlyArray<DetailListRow | null | false | undefined>
  /** Added to `ui-details` (a screen's variant of the grid, e.g. narrower columns). */
  className?: string
  style?: CSSProperties
}) {
  return (
    <dl className={className ? `ui-details ${className}` : 'ui-details'} style={style}>
      {rows
        .filter((row): row is DetailListRow => Boolean(row))
        .map(([term, value]) => (
          <DetailRow key={term} term={term} value={value} />
        ))}
    </dl>
  )
}
