import type { SupportMessageDto, SupportThreadDto } from '@cosign/api'
import { mergeSupportMessage } from './support-thread.js'

const message = (seq: number, from: 'user' | 'support' = 'user'): SupportMessageDto => ({
  id: `m${seq}`,
  seq,
  from,
  message: `text ${seq}`,
  createdAt: new Date(2026, 0, 1, 0, seq).toISOString(),
})
const thread: SupportThreadDto = { id: 'c', status: 'open', createdAt: '', closedAt: null, messages: [message(1), message(3, 'support')] }

test('a message lands in seq order, once', () => {
  const merged = mergeSupportMessage(thread, message(2))
  expect(merged.messages.map((m) => m.seq)).toEqual([1, 2, 3])
  expect(mergeSupportMessage(merged, message(2))).toBe(merged)
})
