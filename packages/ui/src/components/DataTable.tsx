import type { ReactNode } from 'react'

/** A column heading; numeric columns (amounts, prices) are right-aligned like their `ui-table__num` cells. */
export type DataTableColumn = string | { label: string; numeric: true }

export interface DataTableProps {
  /** Accessible name of the scrolling region, e.g. "Transactions table". */
  label: string
  columns: readonly DataTableColumn[]
  /** Extra class of the table, for a screen's own layout of it. */
  className?: string
  /** The rows. */
  children: ReactNode
}

/**
 * A table in a labelled region that scrolls sideways on narrow screens; the region is focusable so keyboard
 * users can scroll it too.
 */
export function DataTable({ label, columns, className, children }: DataTableProps) {
  return (
    <div className="ui-table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className={['ui-table', className].filter(Boolean).join(' ')}>
        <thead>
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className="ui-table__num">
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
