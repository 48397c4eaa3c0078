import type { Timers } from '../timers.js'
import { createToastQueue } from './toast-queue.js'

function fakeTimers() {
  let now = 0
  let seq = 0
  const pending = new Map<number, { at: number; fn: () => void }>()
  const timers: Timers = {
    setTimeout: (fn, ms) => (pending.set(++seq, { at: now + ms, fn }), seq),
    clearTimeout: (h) => void pending.delete(h as number),
  }
  return {
    timers,
    now: () => now,
    advance(ms: number) {
      now += ms
      for (const [id, t] of [...pending]) {
        if (t.at > now) continue
        pending.delete(id)
        t.fn()
      }
    },
  }
}

describe('toast queue', () => {
  it('shows a toast for 5000 ms by default', () => {
    const clock = fakeTimers()
    const q = createToastQueue({ timers: clock.timers, now: clock.now })
    q.toast({ title: 'Logged out successfully' })
    clock.advance(4999)
    expect(q.getSnapshot().visible.map((t) => t.title)).toEqual(['Logged out successfully'])
    clock.advance(1)
    expect(q.getSnapshot()).toEqual({ visible: [], queued: 0 })
  })

  it('shows one toast at a time: the next waits, and the visible one leaves within the hand-off time', () => {
    const clock = fakeTimers()
    const q = createToastQueue({ timers: clock.timers, now: clock.now, handoffMs: 1000 })
    q.toast({ title: 'Account created' })
    clock.advance(500)
    q.toast({ title: 'Second', variant: 'error' })

    expect(q.getSnapshot().visible.map((t) => t.title)).toEqual(['Account created'])
    expect(q.getSnapshot().queued).toBe(1)
    clock.advance(999)
    expect(q.getSnapshot().visible[0].title).toBe('Account created')
    clock.advance(1)
    expect(q.getSnapshot().visible.map((t) => [t.title, t.variant])).toEqual([['Second', 'error']])
    // The one now visible gets its full time, as nothing waits behind it.
    clock.advance(4999)
    expect(q.getSnapshot().visible).toHaveLength(1)
    clock.advance(1)
    expect(q.getSnapshot()).toEqual({ visible: [], queued: 0 })
  })

  it('a toast held by pointer or focus is not hurried away', () => {
    const clock = fakeTimers()
    const q = createToastQueue({ timers: clock.timers, now: clock.now, handoffMs: 1000 })
    const held = q.toast({ title: 'Held' })
    q.pause(held)
    q.toast({ title: 'Next' })
    clock.advance(10_000)
    expect(q.getSnapshot().visible.map((t) => t.title)).toEqual(['Held'])
    q.resume(held)
    clock.advance(999)
    expect(q.getSnapshot().visible.map((t) => t.title)).toEqual(['Held'])
    clock.advance(1)
    expect(q.getSnapshot().visible.map((t) => t.title)).toEqual(['Next'])
  })

  it('dismissing the visible toast shows the next one at once', () => {
    const clock = fakeTimers()
    const q = createToastQueue({ timers: clock.timers, now: clock.now })
    const first = q.toast({ title: 'A' })
    q.toast({ title: 'B', duration: 1000 })
    q.dismiss(first)
    expect(q.getSnapshot().visible[0].title).toBe('B')
    clock.advance(1000)
    expect(q.getSnapshot().visible).toEqual([])
  })

  it('pausing keeps the toast on screen; resuming continues with the time left', () => {
    const clock = fakeTimers()
    const q = createToastQueue({ timers: clock.timers, now: clock.now })
    const id = q.toast({ title: 'A' })
    clock.advance(3000)
    q.pause(id)
    clock.advance(60_000)
    expect(q.getSnapshot().visible).toHaveLength(1)
    q.resume(id)
    clock.advance(1999)
    expect(q.getSnapshot().visible).toHaveLength(1)
    clock.advance(1)
    expect(q.getSnapshot().visible).toHaveLength(0)
  })

  it('notifies subscribers and keeps the snapshot stable between changes', () => {
    const q = createToastQueue({ timers: fakeTimers().timers })
    let calls = 0
    q.subscribe(() => calls++)
    const before = q.getSnapshot()
    expect(q.getSnapshot()).toBe(before)
    q.toast({ title: 'A' })
    expect(calls).toBe(1)
    expect(q.getSnapshot()).not.toBe(before)
    q.dismiss(999)
    expect(calls).toBe(1)
  })

  it('keeps a toast’s action link (e.g. a chat message’s "Open conversation")', () => {
    const q = createToastQueue({ timers: fakeTimers().timers })
    const action = { label: 'Open conversation', href: '/chat?conversation=c1' }
    q.toast({ title: 'New message from Cora Kim', action })
    expect(q.getSnapshot().visible[0].action).toEqual(action)
  })
})
