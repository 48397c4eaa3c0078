import { BatchedLogStream, redactUrl } from './logging.js'

test('lines of one event-loop turn are written together, in order, within that turn', async () => {
  const writes: string[] = []
  const stream = new BatchedLogStream({ write: (chunk) => writes.push(chunk) })
  stream.write('a\n')
  stream.write('b\n')
  expect(writes).toEqual([])
  await new Promise((resolve) => setImmediate(resolve))
  expect(writes).toEqual(['a\nb\n'])
  stream.write('c\n')
  stream.flush()
  expect(writes).toEqual(['a\nb\n', 'c\n'])
  await new Promise((resolve) => setImmediate(resolve))
  expect(writes).toHaveLength(2)
})

test('masks access tokens in query strings, keeps the rest', () => {
  expect(redactUrl('/api/chat/ws?token=eyJ.abc.def&room=1')).toBe('/api/chat/ws?token=[redacted]&room=1')
  expect(redactUrl('/x?a=1&token=secret')).toBe('/x?a=1&token=[redacted]')
  expect(redactUrl('/api/auth/me')).toBe('/api/auth/me')
  expect(redactUrl('/x?notatoken=1')).toBe('/x?notatoken=1')
})
