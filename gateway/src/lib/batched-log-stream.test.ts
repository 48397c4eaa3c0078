import { BatchedLogStream } from './batched-log-stream.js'

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
