import type { IncomingMessage } from 'node:http'
import { requestIdFrom } from './request-id.js'

const withHeader = (value: string | string[] | undefined) =>
  ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as unknown as IncomingMessage
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

test.each(['3f1c2a9e-7b1d-4d7e-9f7c-0a1b2c3d4e5f', 'trace.abc:123-xyz_9', 'A'])(
  'keeps a sane id %s',
  (id) => {
    expect(requestIdFrom(withHeader(id))).toBe(id)
  },
)

test.each([
  ['missing', undefined],
  ['empty', ''],
  ['with spaces', 'a b'],
  ['with a newline (log injection)', 'abc\n{"level":60}'],
  ['too long', 'a'.repeat(129)],
  ['repeated header', ['a', 'b']],
])('replaces an id that is %s with a new UUID', (_case, value) => {
  expect(requestIdFrom(withHeader(value))).toMatch(UUID)
})
