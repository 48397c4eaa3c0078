import type { ReactNode } from 'react'

export interface DataListItem {
  term: ReactNode
  value: ReactNode
  /** Stable key; defaults to the term when it is a string. */
  key?: string
}

export interface DataListProps {
  items: readonly (DataListItem | null | false | undefined)[]
  /**
   * grid: label over value in columns that fill the width (a profile, a contract's terms);
   * rows: label left, value right, one per line (a card's few deciding facts, a receipt).
   */
  layout?: 'grid' | 'rows'
  label?: string
  className?: string
}

/**
 * Label/value facts as a description list. Values wrap between words and never inside one (the issue-31 rule);
 * a long unbroken value (an e-mail address) still breaks rather than widening the page.
 */
export function DataList({ items, layout = 'grid', label, className }: DataListProps) {
  return (
    <dl className={['ui-datalist', `ui-datalist--${layout}`, className].filter(Boolean).join(' ')} aria-label={label}>
      {items
        .filter((item): item is DataListItem => Boolean(item))
        .map((item, i) => (
          <div key={item.key ?? (typeof item.term === 'string' ? item.term : i)} className="ui-datalist__item">
            {/* The space keeps "Fee $600" one phrase in the text (copy, find, tests), not "Fee$600". */}
            <dt>{item.term}</dt> <dd>{item.value}</dd>
          </div>
        ))}
    </dl>
  )
}
