import type { ReactNode } from 'react'

/** One term and its value in a review card's grid (`<dl className="ui-grid">` of a queue item). */
export function ReviewDetail({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="ui-field__label">{term}</dt>
      <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{value}</dd>
    </div>
  )
}

/** One term and its value in a detail screen's `ui-details` list. */
export function DetailRow({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  )
}

/** A detail screen's `ui-details` list of terms and values (a transaction's, a dispute's). */
export function DetailList({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="ui-details">
      {rows.map(([term, value]) => (
        <DetailRow key={term} term={term} value={value} />
      ))}
    </dl>
  )
}
