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
  const get = mocks.fn(async () => ({ consume: async () => messages }))
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
    log: { warn },
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
  consumerGets.mockImplementationOnce(
    () => new Promise((r) => (subscribed = () => r({ consume: async () => messages }))),
  )
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

/** A subscription whose iteration fails with `err`, as consume() does with abort_on_missing_resource. */
const failingMessages = (err: Error) => ({
  stop: mocks.fn(),
  [Symbol.asyncIterator]: () => ({ next: () => Promise.reject(err) }),
})

test('recreates its durable (deliver policy All) when the server lost it, and consumes again', async () => {
  const { bus, consumerGets, messages } = fakeBus()
  consumerGets.mockImplementationOnce(async () => ({
    consume: async () => failingMessages(apiError(10014, 'consumer not found')),
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
