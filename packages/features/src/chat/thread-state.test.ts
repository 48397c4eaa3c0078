import type { ChatMessageDto } from '@cosign/api'
import { isRetryableSend, lastSeq, leavesGap, mergeMessages, newMessageId, readReceiptFor, unreadToMark } from './thread-state.js'

const me = 'me'
const them = 'them'
const msg = (seq: number, from = me): ChatMessageDto => ({
  id: `m${seq}`,
  conversationId: 'c',
  seq,
  senderId: from,
  receiverId: from === me ? them : me,
  contractId: null,
  message: `message ${seq}`,
  createdAt: '2026-11-24T10:00:00.000Z',
})

describe('chat thread state', () => {
  it('merges pushes and fetched pages once each, in server order', () => {
    const held = [msg(1), msg(2)]
    expect(mergeMessages(held, [msg(4), msg(3), msg(2)]).map((m) => m.seq)).toEqual([1, 2, 3, 4])
    expect(mergeMessages(held, [])).toBe(held)
    expect(lastSeq([])).toBe(0)
    expect(lastSeq(mergeMessages(held, [msg(3)]))).toBe(3)
  })

  it('spots a gap after missed pushes', () => {
    expect(leavesGap([msg(1), msg(2)], msg(3))).toBe(false)
    expect(leavesGap([msg(1), msg(2)], msg(5))).toBe(true)
    expect(leavesGap([], msg(5))).toBe(false)
  })

  it('puts the read receipt under the last of my messages the other has read', () => {
    const thread = [msg(1), msg(2, them), msg(3), msg(4)]
    expect(readReceiptFor(thread, me, 0)).toBeNull()
    expect(readReceiptFor(thread, me, 2)).toBe('m1')
    expect(readReceiptFor(thread, me, 3)).toBe('m3')
    expect(readReceiptFor(thread, me, 9)).toBe('m4')
  })

  it('marks read only when a message to me is unread', () => {
    expect(unreadToMark([msg(1), msg(2, them)], me, 0)?.id).toBe('m2')
    expect(unreadToMark([msg(1), msg(2, them)], me, 2)).toBeNull()
    expect(unreadToMark([msg(1, them), msg(2)], me, 1)).toBeNull()
    expect(unreadToMark([], me, 0)).toBeNull()
  })

  it('a send gets a v4 UUID of its own, kept across retries; only no answer or a gone instance is retried', () => {
    const id = newMessageId((b) => b.fill(0xff))
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
    expect(newMessageId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(newMessageId()).not.toBe(newMessageId())
    for (const status of [0, 502, 503, 504]) expect(isRetryableSend({ status })).toBe(true)
    for (const status of [400, 401, 404, 429, 500]) expect(isRetryableSend({ status })).toBe(false)
    expect(isRetryableSend(new Error('x'))).toBe(false)
  })
})
