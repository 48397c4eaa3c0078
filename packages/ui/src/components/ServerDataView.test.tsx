import { renderToString } from 'react-dom/server'
import type { ServerData } from '../server-data/use-server-data.js'
import { EmptyState } from './EmptyState.js'
import { ServerDataView } from './ServerDataView.js'

const controls = { refreshing: false, fresh: true, reload: async () => undefined, setData: () => undefined }
const loading: ServerData<string[]> = {
  ...controls,
  status: 'loading',
  data: undefined,
  error: undefined,
  message: '',
}
const failed: ServerData<string[]> = {
  ...controls,
  status: 'error',
  data: undefined,
  error: new Error('x'),
  message: 'The server is down',
}
const ready = (data: string[], refreshing = false): ServerData<string[]> => ({
  ...controls,
  refreshing,
  status: 'ready',
  data,
  error: undefined,
  message: '',
})

const view = (
  state: ServerData<string[]>,
  props: Partial<Parameters<typeof ServerDataView<string[]>>[0]> = {},
) =>
  renderToString(
    <ServerDataView
      state={state}
      loadingLabel="Loading items…"
      isEmpty={(items) => items.length === 0}
      empty={<EmptyState title="No items yet" />}
      {...props}
    >
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </ServerDataView>,
  )

test('loading: the spinner with its label, as a status', () => {
  const html = view(loading)
  expect(html).toContain('role="status"')
  expect(html).toContain('Loading items…')
})

test('error: the alert titled as asked, the server message, and Retry under it', () => {
  const html = view(failed, { errorTitle: 'Error fetching data' })
  expect(html).toContain('role="alert"')
  expect(html).toContain('Error fetching data')
  expect(html).toContain('The server is down')
  expect(html).toContain('>Retry</button>')
})

test("error: 'Try Again' inside the alert titled by the message, as some screens have it", () => {
  const html = view(failed, {
    errorTitle: (message) => message,
    retry: { retryLabel: 'Try Again', retryPlacement: 'inside' },
  })
  expect(html).toContain('<p class="ui-alert__title">The server is down</p>')
  expect(html).toMatch(/ui-alert__body"><button[^>]*>Try Again<\/button>/)
  expect(html.match(/The server is down/g)).toHaveLength(1)
})

test('empty given as EmptyState props draws that EmptyState', () => {
  const html = view(ready([]), { empty: { title: 'Nothing yet', description: 'Add one.', headingLevel: 3 } })
  expect(html).toBe(renderToString(<EmptyState title="Nothing yet" description="Add one." headingLevel={3} />))
  expect(view(ready(['a']), { empty: { title: 'Nothing yet' } })).toContain('<li>a</li>')
})

test('empty and ready', () => {
  expect(view(ready([]))).toContain('No items yet')
  const html = view(ready(['a', 'b']))
  expect(html).toContain('<li>a</li><li>b</li>')
  expect(html).not.toContain('Loading items…')
})

test('shown data being refreshed is announced with the loading label, out of sight', () => {
  const html = view(ready(['a'], true))
  expect(html).toContain('<span class="ui-visually-hidden" role="status">Loading items…</span>')
  expect(html).toContain('<li>a</li>')
})

test('idle: nothing', () => {
  expect(view({ ...controls, status: 'idle', data: undefined, error: undefined, message: '' })).toBe('')
})

test('without isEmpty, a list with no items shows `empty`; with no `empty`, the children draw it', () => {
  expect(view(ready([]), { isEmpty: undefined })).toContain('No items yet')
  expect(view(ready(['a']), { isEmpty: undefined })).toContain('<li>a</li>')
  expect(view(ready([]), { isEmpty: undefined, empty: undefined })).toBe('<ul></ul>')
})

test("without isEmpty, a page whose items are none shows `empty`", () => {
  type Page = { items: string[]; total: number }
  const page = (items: string[]): ServerData<Page> => ({
    ...controls,
    status: 'ready',
    data: { items, total: items.length },
    error: undefined,
    message: '',
  })
  const html = (state: ServerData<Page>) =>
    renderToString(
      <ServerDataView state={state} empty={<EmptyState title="Nothing here" />}>
        {(data) => <p>{data.items.join(',')}</p>}
      </ServerDataView>,
    )
  expect(html(page([]))).toContain('Nothing here')
  expect(html(page(['a', 'b']))).toBe('<p>a,b</p>')
})
