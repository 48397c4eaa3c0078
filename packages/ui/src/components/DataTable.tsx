import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'

/** A column heading; numeric columns (amounts, prices) are right-aligned like their `ui-table__num` cells. */
export type DataTableColumn = string | { label: string; numeric: true }

export interface DataTableProps {
  /** Accessible name of the scrolling region, e.g. "Transactions table". */
  label: string
  columns: readonly DataTableColumn[]
  /** Extra class of the table, for a screen's own layout of it. */
  className?: string
  /**
   * On phones (under 600px) each row becomes a card of "label: value" lines instead of a table that scrolls
   * sideways. Each cell is labelled with its column's heading; rows must be <tr> elements of <td> cells.
   */
  stackOnPhone?: boolean
  /** The rows. */
  children: ReactNode
}

const labelOf = (column: DataTableColumn) => (typeof column === 'string' ? column : column.label)

type CellProps = { 'data-label'?: string; role?: string; children?: ReactNode }

/** Gives each <td> of each <tr> its column's heading as data-label (shown before the value when stacked). */
function labelCells(rows: ReactNode, columns: readonly DataTableColumn[]): ReactNode {
  return Children.map(rows, (row) => {
    if (!isValidElement<{ children?: ReactNode }>(row) || row.type !== 'tr') return row
    let index = 0
    const cells = Children.map(row.props.children, (cell) => {
      if (!isValidElement<CellProps>(cell) || (cell.type !== 'td' && cell.type !== 'th')) return cell
      const column = columns[index++]
      // Explicit roles: the stacked layout's display:block would otherwise drop the table semantics.
      const role = cell.type === 'th' ? 'rowheader' : 'cell'
      return column ? cloneElement(cell as ReactElement<CellProps>, { 'data-label': labelOf(column), role }) : cell
    })
    return cloneElement(row as ReactElement<{ role?: string }>, { role: 'row' }, cells)
  })
}

/**
 * A table in a labelled region that scrolls sideways on narrow screens (the region is focusable so keyboard
 * users can scroll it too), or, with stackOnPhone, turns each row into a card there.
 */
export function DataTable({ label, columns, className, stackOnPhone = false, children }: DataTableProps) {
  return (
    <div
      className={['ui-table-wrap', stackOnPhone ? 'ui-table-wrap--stack' : ''].filter(Boolean).join(' ')}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table
        className={['ui-table', stackOnPhone ? 'ui-table--stack' : '', className].filter(Boolean).join(' ')}
        role={stackOnPhone ? 'table' : undefined}
      >
        <thead role={stackOnPhone ? 'rowgroup' : undefined}>
          <tr role={stackOnPhone ? 'row' : undefined}>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col" role={stackOnPhone ? 'columnheader' : undefined}>
                  {column}
                </th>
              ) : (
                <th key={column.label} scope="col" className="ui-table__num" role={stackOnPhone ? 'columnheader' : undefined}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody role={stackOnPhone ? 'rowgroup' : undefined}>{stackOnPhone ? labelCells(children, columns) : children}</tbody>
      </table>
    </div>
  )
}
