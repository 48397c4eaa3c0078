import type { FastifyInstance } from 'fastify'
import type { EventBus } from './nats.js'

// The JetStream management API is faked (Jest ESM module mock); consumeEvents and EventConsumer run for real.
// Under ESM the jest object is import.meta.jest; @types/jest does not declare unstable_mockModule.
type JestEsm = typeof jest & { unstable_mockModule(moduleName: string, factory: () => unknown): void }
const mocks = (import.meta as ImportMeta & { jest: JestEsm }).jest
const jetstreamManager = mocks.fn<Promise<unknown>, []>()
mocks.unstable_mockModule('@nats-io/jetstream', () => ({
  AckPolicy: { Explicit: 'explicit' },
  DeliverPolicy: { All: 'all' },
  jetstreamManager,
}))
const { consumeEvents } = await import('./consumer.js')

const jsm = { consumers: { info: async () => ({}), update: async () => ({}), add: async () => ({}) } }

/** A bus whose durable consumer delivers nothing until it is stopped. */
function fakeBus() {
  let stop!: () => void
  const stopped = new Promise<void>((r) => (stop = r))
  const messages = {
    stop: mocks.fn(() => stop()),
    [Symbol.asyncIterator]: () => ({
      next: () => stopped.then(() => ({ done: true as const, value: undefined })),
    }),
  }
  const get = mocks.fn(async () => ({ fetch: async () => messages }))
  const bus = {
    nc: { info: { version: '2.10.0' } },
    options: { stream: 'EVENTS', subjectPrefix: 'test' },
    subject: (type: string) => `test.${type}`,
    js: { consumers: { get } },
  }
  return { bus: bus as unknown as EventBus, consumerGets: get, messages }
}

/** The parts of a Fastify app consumeEvents uses; `close` runs its onClose hooks. */
function fakeApp(connected: Promise<EventBus>) {
  const onClose: Array<() => Promise<void>> = []
  const warn = mocks.fn()
  const app = {
    events: { connected },
    log: { warn, info: mocks.fn(), error: mocks.fn() },
    addHook: (_name: 'onClose', hook: () => Promise<void>) => onClose.push(hook),
  }
  const close = async () => {
    for (const hook of onClose) await hook()
  }
  return { app: app as unknown as FastifyInstance, warn, close }
}

const consume = (app: FastifyInstance) =>
  consumeEvents(app, {
    durable: 'test-grants',
    types: ['credit_report_request.approved'],
    db: { $transaction: async () => undefined as never },
    handle: async () => undefined,
    label: 'grants consumer',
  })

beforeEach(() => {
  mocks.useFakeTimers()
  jetstreamManager.mockReset()
})
afterEach(() => mocks.useRealTimers())

test('starts once the bus connects, retries a failed start every 2 s, logging its label, and stops on close', async () => {
  const { bus, consumerGets, messages } = fakeBus()
  let connect!: (bus: EventBus) => void
  const { app, warn, close } = fakeApp(new Promise((r) => (connect = r)))
  jetstreamManager.mockRejectedValueOnce(new Error('JetStream not ready')).mockResolvedValue(jsm)
  consume(app)

  await mocks.advanceTimersByTimeAsync(5000)
  expect(jetstreamManager).not.toHaveBeenCalled()

  connect(bus)
  await mocks.advanceTimersByTimeAsync(0)
  expect(warn).toHaveBeenCalledTimes(1)
  expect(warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'grants consumer could not start; retrying')
  await mocks.advanceTimersByTimeAsync(1999)
  expect(consumerGets).not.toHaveBeenCalled()
  await mocks.advanceTimersByTimeAsync(1)
  expect(jetstreamManager).toHaveBeenCalledTimes(2)
  expect(consumerGets).toHaveBeenCalledWith('EVENTS', 'test-grants')

  await close()
  expect(messages.stop).toHaveBeenCalled()
  expect(warn).toHaveBeenCalledTimes(1)
})

test('stops retrying when the app closes, and does not log a start that fails after that', async () => {
  const { bus, consumerGets } = fakeBus()
  const { app, warn, close } = fakeApp(Promise.resolve(bus))
  let failStart!: (err: Error) => void
  jetstreamManager
    .mockRejectedValueOnce(new Error('JetStream not ready'))
    .mockReturnValueOnce(new Promise((_, reject) => (failStart = reject)))
  consume(app)

  await mocks.advanceTimersByTimeAsync(2000)
  expect(jetstreamManager).toHaveBeenCalledTimes(2)
  await close()
  failStart(new Error('connection closed'))
  await mocks.advanceTimersByTimeAsync(10_000)
  expect(jetstreamManager).toHaveBeenCalledTimes(2)
  expect(warn).toHaveBeenCalledTimes(1)
  expect(consumerGets).not.toHaveBeenCalled()
})

test('never starts when the app closes before the bus connects', async () => {
  const { app, warn, close } = fakeApp(Promise.reject(new Error('closed')))
  consume(app)
  await close()
  await mocks.advanceTimersByTimeAsync(10_000)
  expect(jetstreamManager).not.toHaveBeenCalled()
  expect(warn).not.toHaveBeenCalled()
})

test('a close that lands while the consumer is still subscribing stops the subscription it then gets', async () => {
  const { bus, consumerGets, messages } = fakeBus()
  let subscribed!: () => void
  consumerGets.mockImplementationOnce(async () => ({
    fetch: () => new Promise((r) => (subscribed = () => r(messages))),
  }))
  const { app, close } = fakeApp(Promise.resolve(bus))
  jetstreamManager.mockResolvedValue(jsm)
  consume(app)
  await mocks.advanceTimersByTimeAsync(0)
  expect(consumerGets).toHaveBeenCalledTimes(1)

  const closing = close()
  subscribed()
  await mocks.advanceTimersByTimeAsync(0)
  await closing // before the fix this never resolved: stop() found nothing to stop, the loop waited forever
  expect(messages.stop).toHaveBeenCalled()
})

const apiError = (code: number, message: string) => Object.assign(new Error(message), { code })

/** A subscription whose iteration fails with `err`, as a pull does when its durable is gone (409). */
const failingMessages = (err: Error) => ({
  stop: mocks.fn(),
  [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(err) }),
})

test('recreates its durable (deliver policy All) when the server lost it, and consumes again', async () => {
  const { bus, consumerGets, messages } = fakeBus()
  consumerGets.mockImplementationOnce(async () => ({
    fetch: async () => failingMessages(apiError(10014, 'consumer not found')),
  }))
  const add = mocks.fn(async () => ({}))
  const info = mocks
    .fn<Promise<unknown>, []>()
    .mockResolvedValueOnce({}) // first start: the durable is there
    .mockRejectedValue(apiError(10014, 'consumer not found'))
  jetstreamManager.mockResolvedValue({ consumers: { info, update: async () => ({}), add } })
  const { app, warn, close } = fakeApp(Promise.resolve(bus))
  consume(app)
  await mocks.advanceTimersByTimeAsync(0)
  expect(warn).toHaveBeenCalledWith(expect.objectContaining({ durable: 'test-grants' }), 'event consumer missing; recreating it')
  expect(add).toHaveBeenCalledWith(
    'EVENTS',
    expect.objectContaining({ durable_name: 'test-grants', deliver_policy: 'all', ack_policy: 'explicit' }),
  )
  await mocks.advanceTimersByTimeAsync(1000)
  expect(consumerGets).toHaveBeenCalledTimes(2) // subscribed again to the recreated durable
  await close()
  expect(messages.stop).toHaveBeenCalled()
})

test('a durable whose whole stream is gone has the bus recreate the stream before the durable', async () => {
  const { bus, consumerGets } = fakeBus()
  const order: string[] = []
  ;(bus as unknown as { ensureStream: () => Promise<void> }).ensureStream = mocks.fn(async () => {
    order.push('stream')
  })
  const add = mocks.fn(async () => {
    order.push('durable')
    return {}
  })
  jetstreamManager.mockResolvedValue({
    consumers: { info: async () => Promise.reject(apiError(10059, 'stream not found')), update: async () => ({}), add },
  })
  const { app, close } = fakeApp(Promise.resolve(bus))
  consume(app)
  await mocks.advanceTimersByTimeAsync(0)
  expect(order).toEqual(['stream', 'durable'])
  expect(consumerGets).toHaveBeenCalledTimes(1)
  await close()
})

test("handling an event continues the producer's trace: the handler's outbox rows carry its trace id on", async () => {
  const { EventConsumer } = await import('./consumer.js')
  const { outboxRecord } = await import('./outbox.js')
  const { bus } = fakeBus()
  const traceId = '4bf92f3577b34da6a3ce929d0e0e4736'
  const parent = `00-${traceId}-00f067aa0ba902b7-01`
  let caused: { payload: object } | null = null
  const consumer = new EventConsumer(
    bus,
    {
      durable: 'test-grants',
      types: ['credit_report_request.approved'],
      db: { $transaction: async (fn) => fn({ $executeRawUnsafe: async () => 1 }) },
      handle: async () => {
        await new Promise((r) => setImmediate(r))
        caused = outboxRecord('user.status_changed', { userId: '3f7c1b2a-8d4e-4f6a-9b1c-2d3e4f5a6b7c', isActive: false }, 'test')
      },
    },
    { info: mocks.fn(), error: mocks.fn(), warn: mocks.fn() } as never,
  )
  mocks.useRealTimers()
  const ack = mocks.fn()
  const msg = {
    subject: 'test.credit_report_request.approved',
    redelivered: false,
    headers: { get: (name: string) => (name === 'traceparent' ? parent : '') },
    string: () =>
      JSON.stringify({
        id: '0b8e2f4c-1d3a-4e5f-8a6b-7c8d9e0f1a2b',
        type: 'credit_report_request.approved',
        occurredAt: new Date().toISOString(),
        data: { requestId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d', requesterId: '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e', targetUserId: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f' },
      }),
    ack,
    term: mocks.fn(),
    nak: mocks.fn(),
  }
  await (consumer as unknown as { process(m: unknown): Promise<void> }).process(msg)
  expect(ack).toHaveBeenCalled()
  const traceparent = (caused as { payload: { traceparent?: string } } | null)?.payload.traceparent
  expect(traceparent).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`))
  expect(traceparent).not.toBe(parent) // the consumer is a hop of its own
})

test("an existing durable is updated to the short ack wait (a running deployment's durables had 30 s)", async () => {
  const { bus, consumerGets } = fakeBus()
  const update = mocks.fn(async () => ({}))
  jetstreamManager.mockResolvedValue({ consumers: { info: async () => ({}), update, add: async () => ({}) } })
  const { app, close } = fakeApp(Promise.resolve(bus))
  consume(app)
  await mocks.advanceTimersByTimeAsync(0)
  expect(update).toHaveBeenCalledWith('EVENTS', 'test-grants', expect.objectContaining({ ack_wait: 4_000_000_000 }))
  expect(consumerGets).toHaveBeenCalledTimes(1)
  await close()
})

/** A delivered message of a valid credit_report_request.approved event, with its acknowledgements recorded. */
function deliveredMessage(id: string) {
  return {
    subject: 'test.credit_report_request.approved',
    redelivered: false,
    headers: undefined,
    string: () =>
      JSON.stringify({
        id,
        type: 'credit_report_request.approved',
        occurredAt: new Date().toISOString(),
        data: { requestId: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d', requesterId: '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e', targetUserId: '7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f' },
      }),
    ack: mocks.fn(),
    nak: mocks.fn(),
    term: mocks.fn(),
    working: mocks.fn(),
  }
}

test('held messages are kept alive while a slow handler runs; on close the waiting ones are given back at once', async () => {
  const { bus, consumerGets } = fakeBus()
  const [slow, behind] = [deliveredMessage('0b8e2f4c-1d3a-4e5f-8a6b-7c8d9e0f1a2b'), deliveredMessage('1c9f3a5d-2e4b-4f6a-9b7c-8d9e0f1a2b3c')]
  let stop!: () => void
  const stopped = new Promise<void>((r) => (stop = r))
  const pending = [slow, behind]
  const batch = {
    stop: mocks.fn(() => stop()),
    [Symbol.asyncIterator]: () => ({
      next: (): Promise<IteratorResult<unknown>> => {
        const value = pending.shift()
        return value ? Promise.resolve({ done: false, value }) : stopped.then(() => ({ done: true, value: undefined }))
      },
    }),
  }
  consumerGets.mockImplementation(async () => ({ fetch: async () => batch as never }))
  let finish!: () => void
  const handled = new Promise<void>((r) => (finish = r))
  jetstreamManager.mockResolvedValue(jsm)
  const { app, warn, close } = fakeApp(Promise.resolve(bus))
  consumeEvents(app, {
    durable: 'test-grants',
    types: ['credit_report_request.approved'],
    db: { $transaction: async (fn) => fn({ $executeRawUnsafe: async () => 1 }) },
    handle: () => handled,
    label: 'grants consumer',
  })
  await mocks.advanceTimersByTimeAsync(10_000) // a 10 s handler: both signalled every second, none given up
  expect(slow.working).toHaveBeenCalledTimes(10)
  expect(behind.working).toHaveBeenCalledTimes(10)
  expect(slow.nak).not.toHaveBeenCalled()

  const closing = close()
  await mocks.advanceTimersByTimeAsync(0)
  expect(behind.nak).toHaveBeenCalledWith() // not started: back to JetStream now, for another instance
  expect(slow.ack).not.toHaveBeenCalled() // in progress: finished, not abandoned
  finish()
  await closing
  expect(slow.ack).toHaveBeenCalled()
  expect(slow.nak).not.toHaveBeenCalled()
  expect(behind.ack).not.toHaveBeenCalled()
  await mocks.advanceTimersByTimeAsync(5000)
  expect(slow.working).toHaveBeenCalledTimes(10) // settled: no more signals
  expect(warn).not.toHaveBeenCalled()
})
