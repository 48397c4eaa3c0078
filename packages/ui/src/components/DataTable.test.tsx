import { renderToString } from 'react-dom/server'
import { DataTable } from './DataTable.js'

const rows = [
  <tr key="a">
    <td>Step 1</td>
    <td className="ui-table__num">$140.00</td>
  </tr>,
]

test('a plain table scrolls in its labelled, focusable region; cells are untouched', () => {
  const html = renderToString(
    <DataTable label="Payments" columns={['Payment', { label: 'Amount', numeric: true }]}>
      {rows}
    </DataTable>,
  )
  expect(html).toContain('role="region" aria-label="Payments"')
  expect(html).toContain('tabindex="0"')
  expect(html).not.toContain('data-label')
  expect(html).toContain('<th scope="col" class="ui-table__num">Amount</th>')
})

test('stackOnPhone labels each cell with its column and keeps table roles for the card layout', () => {
  const html = renderToString(
    <DataTable label="Payments" columns={['Payment', { label: 'Amount', numeric: true }]} stackOnPhone>
      {rows}
    </DataTable>,
  )
  expect(html).toContain('class="ui-table ui-table--stack" role="table"')
  expect(html).toContain('<td data-label="Payment" role="cell">Step 1</td>')
  expect(html).toContain('<td class="ui-table__num" data-label="Amount" role="cell">$140.00</td>')
  expect(html).toMatch(/<tr role="row"><td data-label="Payment"/)
})
