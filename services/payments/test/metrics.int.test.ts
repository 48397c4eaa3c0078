import { randomBytes, randomUUID } from 'node:crypto'
import type { EventEnvelope } from '@cosign/api'
import { redeliverEvent } from '@cosign/service-kit'
import { DIRECTORY_CONSUMER } from '../src/plugins/directory-consumer.js'
import { outboxDrained, pay, startHarness, user, waitFor, type Harness } from './helpers.js'

// createHttpServer reads METRICS_TOKEN when the app is built.
const METRICS_TOKEN = randomBytes(16).toString('hex')
process.env.METRICS_TOKEN = METRICS_TOKEN

/** One sample of /metrics, matched by name and the labels given (in any order); NaN when absent. */
async function sample(h: Harness, name: string, labels: Record<string, string> = {}): Promise<number> {
  const res = await h.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  expect(res.statusCode).toBe(200)
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`)
  const line = res.body
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)))
  return Number(line?.split(' ').at(-1))
}

describe('/metrics of payments (a service with PayPal, a consumer, an outbox and a pool)', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(async () => {
    await h.close()
    delete process.env.METRICS_TOKEN
  })

  it('a payment moves the PayPal, request and outbox metrics; a refused PayPal call counts as an error', async () => {
    const renter = user(h.app, 'RENTER')
    await pay(h.app, renter.auth, { purpose: 'match_request' })
    await outboxDrained(h)
    expect(await sample(h, 'paypal_request_duration_seconds_count', { operation: 'create_order', outcome: 'success' })).toBe(1)
    expect(await sample(h, 'paypal_request_duration_seconds_count', { operation: 'capture_order', outcome: 'success' })).toBe(1)
    expect(await sample(h, 'http_request_duration_seconds_count', { route: '/checkout', status_class: '2xx' })).toBe(1)
    expect(await sample(h, 'events_published_total', { type: 'payment.completed' })).toBe(1)
    expect(await sample(h, 'outbox_pending_events')).toBe(0)

    await expect(h.app.gateway.getOrder(`NO-SUCH-${randomUUID()}`)).rejects.toThrow(/PayPal call failed/)
    expect(await sample(h, 'paypal_request_errors_total', { operation: 'get_order', status_class: '4xx' })).toBe(1)
  })

  it('a consumed event is counted by consumer, type and outcome; the same event again is a duplicate', async () => {
    const event: EventEnvelope<'user.registered'> = {
      id: randomUUID(),
      type: 'user.registered',
      occurredAt: new Date().toISOString(),
      data: { userId: randomUUID(), email: 'm@users.test', firstName: 'M', lastName: 'E', role: 'RENTER' },
    }
    await h.bus.publish(event)
    const counted = (outcome: string) => ({ consumer: DIRECTORY_CONSUMER, type: 'user.registered', outcome })
    await waitFor(async () => (await sample(h, 'events_consumed_total', counted('handled'))) === 1, 'the event counted')
    expect(await sample(h, 'event_delivery_delay_seconds_count', { consumer: DIRECTORY_CONSUMER })).toBeGreaterThanOrEqual(1)
    await redeliverEvent(h.bus, event, DIRECTORY_CONSUMER)
    await waitFor(async () => (await sample(h, 'events_consumed_total', counted('duplicate'))) === 1, 'the duplicate counted')
    expect(await sample(h, 'events_consumed_total', counted('handled'))).toBe(1)
  })

  it('the database pools are on /metrics: the Prisma pool and the outbox relay pool, with their sizes', async () => {
    expect(await sample(h, 'db_pool_max_connections', { pool: 'prisma' })).toBe(10)
    expect(await sample(h, 'db_pool_max_connections', { pool: 'outbox' })).toBe(2)
    const inUse = await sample(h, 'db_pool_connections', { pool: 'prisma', state: 'in_use' })
    const idle = await sample(h, 'db_pool_connections', { pool: 'prisma', state: 'idle' })
    expect(inUse + idle).toBeGreaterThan(0)
    expect(await sample(h, 'db_pool_waiting_clients', { pool: 'prisma' })).toBe(0)
  })
})
