import { renderToString } from 'react-dom/server'
import { AddFirstEmptyState, emptyListNext } from './EmptyStateActions.js'

const unfiltered = { description: 'Accounts appear here once people sign up.', action: <a href="?tab=clients">Open Clients</a> }

test('a list emptied by a search or filter says to try another and offers to clear them', () => {
  let cleared = 0
  const next = emptyListNext({ filtered: true, clear: () => (cleared += 1) }, 'Try another search or role', unfiltered)
  expect(next.description).toBe('Try another search or role, or clear them to see the whole list.')
  expect(renderToString(<>{next.action}</>)).toContain('Clear search and filters')
  ;(next.action as { props: { onClear: () => void } }).props.onClear()
  expect(cleared).toBe(1)
})

test('an empty list with nothing filtered gives its own next move', () => {
  expect(emptyListNext({ filtered: false, clear: () => undefined }, 'Try another search', unfiltered)).toBe(unfiltered)
})

test('an empty library offers to add the first item and its action focuses the form above', () => {
  let focused = 0
  const firstField = { current: { focus: () => (focused += 1) } as unknown as HTMLInputElement }
  const empty = AddFirstEmptyState({ title: 'No services yet', description: 'Create the first one.', actionLabel: 'Create a service', firstField })
  const html = renderToString(empty)
  expect(html).toContain('No services yet')
  expect(html).toContain('Create a service')
  ;(empty.props as { action: { props: { onClick: () => void } } }).action.props.onClick()
  expect(focused).toBe(1)
})
