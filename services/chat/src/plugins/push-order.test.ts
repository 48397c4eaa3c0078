import { PushOrder, type Timers } from './push-order.js'

/** A clock the test moves by hand. */
function fakeTimers() {
  let now = 0
  const pending = new Map<number, { at: number; run: () => void }>()
  let next = 0
  const timers: Timers = {
    set: (run, ms) => {
      pending.set(++next, { at: now + ms, run })
      return next
    },
    clear: (handle) => void pending.delete(handle as number),
  }
  return {
    timers,
    count: () => pending.size,
    advance(ms: number) {
      now += ms
      for (const [id, t] of [...pending].sort((a, b) => a[1].at - b[1].at))
        if (t.at <= now) {
          pending.delete(id)
          t.run()
        }
    },
  }
}

const frame = (seq: number, conversationId = 'c1') =>
  JSON.stringify({ type: 'chat.message', conversationId, message: { id: `m${seq}`, seq }, senderName: 'X' })
const seqs = (frames: string[]) => frames.map((f) => (JSON.parse(f) as { message?: { seq: number } }).message?.seq ?? f)

describe('PushOrder', () => {
  let delivered: string[]
  let order: PushOrder
  let clock: ReturnType<typeof fakeTimers>
  beforeEach(() => {
    delivered = []
    clock = fakeTimers()
    order = new PushOrder((_user, f) => delivered.push(f), 150, clock.timers)
  })

  it('hands a message that overtook its predecessor over right after it, in seq order', () => {
    order.push('u', frame(5))
    order.push('u', frame(7))
    order.push('u', frame(8))
    expect(seqs(delivered)).toEqual([5])
    order.push('u', frame(6))
    expect(seqs(delivered)).toEqual([5, 6, 7, 8])
  })

  it('gives up waiting after the wait: held ones go in seq order (the client fetches the gap), a late one still goes', () => {
    order.push('u', frame(1))
    order.push('u', frame(4))
    order.push('u', frame(3))
    clock.advance(149)
    expect(seqs(delivered)).toEqual([1])
    clock.advance(1)
    expect(seqs(delivered)).toEqual([1, 3, 4])
    order.push('u', frame(2))
    order.push('u', frame(5))
    expect(seqs(delivered)).toEqual([1, 3, 4, 2, 5])
  })

  it('drops a repeat of a message already handed over (a retried send pushes it again)', () => {
    order.push('u', frame(1))
    order.push('u', frame(2))
    order.push('u', frame(2))
    order.push('u', frame(1))
    order.push('u', frame(4))
    order.push('u', frame(4))
    clock.advance(150)
    order.push('u', frame(3))
    order.push('u', frame(3))
    expect(seqs(delivered)).toEqual([1, 2, 4, 3])
  })

  it('hands over a message older than the first one seen (it was in flight from another instance when the count started)', () => {
    order.push('u', frame(5))
    order.push('u', frame(4))
    order.push('u', frame(3))
    order.push('u', frame(6))
    order.push('u', frame(5))
    order.push('u', frame(4))
    expect(seqs(delivered)).toEqual([5, 4, 3, 6])
  })

  it('keeps conversations and users apart, and passes other pushes through at once', () => {
    order.push('u', frame(1, 'a'))
    order.push('u', frame(3, 'a'))
    order.push('u', frame(10, 'b'))
    order.push('v', frame(3, 'a'))
    order.push('u', '{"type":"chat.read","conversationId":"a","readSeq":1}')
    expect(seqs(delivered)).toEqual([1, 10, 3, '{"type":"chat.read","conversationId":"a","readSeq":1}'])
  })

  it('forgets a user: their next message starts a new count and no timer is left', () => {
    order.push('u', frame(1))
    order.push('u', frame(3))
    order.forget('u')
    expect(clock.count()).toBe(0)
    order.push('u', frame(9))
    expect(seqs(delivered)).toEqual([1, 9])
  })
})
