import type { JsMsg } from '@nats-io/jetstream'
import { ACK_WAIT_MS, HeldMessages, PROGRESS_INTERVAL_MS } from './held-messages.js'

// Under ESM the jest object is import.meta.jest.
const mocks = (import.meta as ImportMeta & { jest: typeof jest }).jest

const fakeMsg = () => ({ working: mocks.fn(), nak: mocks.fn() })
const asMsg = (m: ReturnType<typeof fakeMsg>) => m as unknown as JsMsg

beforeEach(() => mocks.useFakeTimers())
afterEach(() => mocks.useRealTimers())

test('the ack wait is under 5 s and leaves room for three late progress signals', () => {
  expect(ACK_WAIT_MS).toBeLessThan(5000)
  expect(PROGRESS_INTERVAL_MS * 4).toBeLessThanOrEqual(ACK_WAIT_MS)
})

test('signals progress on every held message each interval, and stops once they are settled', () => {
  const held = new HeldMessages(1000)
  const [a, b] = [fakeMsg(), fakeMsg()]
  held.hold(asMsg(a))
  held.hold(asMsg(b))
  mocks.advanceTimersByTime(3000)
  expect(a.working).toHaveBeenCalledTimes(3)
  expect(b.working).toHaveBeenCalledTimes(3)

  held.settled(asMsg(a))
  mocks.advanceTimersByTime(2000)
  expect(a.working).toHaveBeenCalledTimes(3)
  expect(b.working).toHaveBeenCalledTimes(5)

  held.settled(asMsg(b))
  expect(held.size).toBe(0)
  expect(mocks.getTimerCount()).toBe(0) // no timer left running for nothing
})

test('release gives a message back at once (nak without delay) and stops signalling for it', () => {
  const held = new HeldMessages(1000)
  const m = fakeMsg()
  held.hold(asMsg(m))
  held.release(asMsg(m))
  expect(m.nak).toHaveBeenCalledWith()
  mocks.advanceTimersByTime(5000)
  expect(m.working).not.toHaveBeenCalled()
})
