import { createUnreadCounter } from './unread-counter.js'

/** A read the test answers by hand, in order. */
function manualReads() {
  const pending: { resolve: (n: number) => void; reject: (e: Error) => void }[] = []
  const read = () => new Promise<number>((resolve, reject) => pending.push({ resolve, reject }))
  return { read, pending }
}

const flush = () => new Promise((resolve) => setImmediate(resolve))

describe('unread counter', () => {
  it('shows the server’s count and tells subscribers when it changes', async () => {
    const counter = createUnreadCounter(async () => 3)
    const seen: number[] = []
    counter.subscribe(() => seen.push(counter.getSnapshot()))
    expect(counter.getSnapshot()).toBe(0)
    await counter.refresh()
    await counter.refresh()
    expect(counter.getSnapshot()).toBe(3)
    expect(seen).toEqual([3])
  })

  it('one read at a time; refreshes asked meanwhile make exactly one more read', async () => {
    const { read, pending } = manualReads()
    const counter = createUnreadCounter(read)
    const first = counter.refresh()
    void counter.refresh()
    void counter.refresh()
    expect(pending).toHaveLength(1)
    pending[0].resolve(1)
    await flush()
    expect(counter.getSnapshot()).toBe(1)
    expect(pending).toHaveLength(2) // the push that arrived during the first read is counted by this one
    pending[1].resolve(2)
    await first
    expect(counter.getSnapshot()).toBe(2)
    expect(pending).toHaveLength(2)
  })

  it('a failed read keeps the count shown', async () => {
    let fail = false
    const counter = createUnreadCounter(async () => {
      if (fail) throw new Error('down')
      return 4
    })
    await counter.refresh()
    fail = true
    await counter.refresh()
    expect(counter.getSnapshot()).toBe(4)
  })

  it('reset (sign-out) shows 0 and drops the answer of a read under way', async () => {
    const { read, pending } = manualReads()
    const counter = createUnreadCounter(read)
    void counter.refresh()
    counter.reset()
    pending[0].resolve(7)
    await flush()
    expect(counter.getSnapshot()).toBe(0)
    void counter.refresh() // a new user's read starts at once
    expect(pending).toHaveLength(2)
    pending[1].resolve(1)
    await flush()
    expect(counter.getSnapshot()).toBe(1)
  })
})
