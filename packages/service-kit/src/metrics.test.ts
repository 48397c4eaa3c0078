import { Registry } from 'prom-client'
import { createHttpServer } from './http.js'
import {
  EVENT_LOOP_SAMPLE_MS,
  consumerMetrics,
  payPalMetrics,
  registerOutboxMetrics,
  registerPoolMetrics,
  registerPublishedEvents,
  websocketMetrics,
} from './metrics.js'

const TOKEN = 'metrics-test-token'

// Prometheus' text format: `# HELP`/`# TYPE` lines, or `name{labels} value` (values as Go's ParseFloat reads
// them: NaN in any case, as prom-client writes `Nan`).
const SAMPLE = /^[a-zA-Z_:][a-zA-Z0-9_:]*(\{[^}]*\})? (-?[0-9.e+-]+|nan|[+-]?inf)$/i

async function appWith(options: { metricsToken: string | null; internalToken?: string | null }) {
  const app = createHttpServer({ name: 'things', logLevel: 'silent', ...options })
  app.get('/things/:id', async (request) => ({ id: (request.params as { id: string }).id }))
  await app.ready()
  return app
}

describe('/metrics', () => {
  test('counts answers by declared route pattern (not the raw path), method and status class, in Prometheus text', async () => {
    const app = await appWith({ metricsToken: TOKEN })
    await app.inject({ method: 'GET', url: '/things/1' })
    await app.inject({ method: 'GET', url: '/things/2' })
    await app.inject({ method: 'GET', url: '/nothing-here' })
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    const lines = res.body.split('\n').filter((l) => l && !l.startsWith('#'))
    expect(lines.filter((l) => !SAMPLE.test(l))).toEqual([])
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{service="things",route="\/things\/:id",method="GET",status_class="2xx"\} 2/,
    )
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{service="things",route="unmatched",method="GET",status_class="4xx"\} 1/,
    )
    expect(res.body).not.toMatch(/\/things\/1/)
    expect(res.body).toMatch(/process_cpu_user_seconds_total\{service="things"\}/)
    await app.close()
  })

  test('the event-loop lag is sampled every EVENT_LOOP_SAMPLE_MS, and a blocked loop shows in the maximum', async () => {
    const app = await appWith({ metricsToken: TOKEN })
    const headers = { authorization: `Bearer ${TOKEN}` }
    const scrape = async () => (await app.inject({ method: 'GET', url: '/metrics', headers })).body
    const lag = (text: string, stat: 'min' | 'max') => {
      const series = new RegExp(`^nodejs_eventloop_lag_${stat}_seconds\\{service="things"\\} (\\S+)$`, 'm')
      return Number(text.match(series)?.[1])
    }
    const sampling = () => new Promise((resolve) => setTimeout(resolve, 3 * EVENT_LOOP_SAMPLE_MS))
    // Each scrape starts a new window, whose first sample only sets the baseline: the block comes later.
    await scrape()
    await sampling()
    const blockedUntil = Date.now() + 400
    while (Date.now() < blockedUntil); // the loop blocked: the sampling timer fires late
    await sampling()
    const text = await scrape()
    expect(lag(text, 'max')).toBeGreaterThanOrEqual(0.2)
    // Each sample is the time between two of the timer's firings: never much under the interval it samples at
    // (prom-client's default of 10 ms would give about 0.01).
    expect(lag(text, 'min')).toBeGreaterThanOrEqual((0.5 * EVENT_LOOP_SAMPLE_MS) / 1000)
    await app.close()
  })

  test('without the token: 401 in the envelope; with metrics off: 404', async () => {
    const app = await appWith({ metricsToken: TOKEN })
    for (const authorization of [undefined, 'Bearer wrong', TOKEN]) {
      const res = await app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'A metrics token is required.' } })
    }
    await app.close()
    const off = await appWith({ metricsToken: null })
    const res = await off.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.code).toBe('NOT_FOUND')
    await off.close()
  })

  test("a service behind the gateway: /metrics needs the metrics token, not the gateway's internal token", async () => {
    const app = await appWith({ metricsToken: TOKEN, internalToken: 'internal' })
    expect((await app.inject({ method: 'GET', url: '/things/1' })).statusCode).toBe(403)
    const res = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    expect(res.statusCode).toBe(200)
    const withQuery = await app.inject({ method: 'GET', url: '/metrics?x=1', headers: { authorization: 'Bearer no' } })
    expect(withQuery.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'A metrics token is required.' } })
    const viaGateway = await app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-internal-token': 'internal' },
    })
    expect(viaGateway.statusCode).toBe(401)
    await app.close()
  })
})

describe('outbox and event metrics', () => {
  test('the backlog is read once per scrape; published events count up by type as the relay publishes', async () => {
    const registry = new Registry()
    let reads = 0
    registerOutboxMetrics(registry, async () => {
      reads++
      return { pending: 3, oldestAgeSeconds: 12.5 }
    })
    const published = new Map<string, number>([['contract.created', 2]])
    registerPublishedEvents(registry, () => published)
    let text = await registry.metrics()
    expect(reads).toBe(1)
    expect(text).toMatch(/^outbox_pending_events 3$/m)
    expect(text).toMatch(/^outbox_oldest_pending_age_seconds 12.5$/m)
    expect(text).toMatch(/^events_published_total\{type="contract.created"\} 2$/m)
    published.set('contract.created', 5)
    published.set('payment.completed', 1)
    text = await registry.metrics()
    expect(text).toMatch(/^events_published_total\{type="contract.created"\} 5$/m)
    expect(text).toMatch(/^events_published_total\{type="payment.completed"\} 1$/m)
  })
})

describe('job, pool, consumer, PayPal and websocket metrics', () => {
  const sampleOf = (text: string, series: string) =>
    Number(text.split('\n').find((l) => l.startsWith(`${series} `))?.split(' ').at(-1))

  test('a scheduled job on an app: runs and failures counted by outcome, timed, last success stamped, on /metrics', async () => {
    const { scheduleJob } = await import('./scheduled-job.js')
    const app = await appWith({ metricsToken: TOKEN })
    let runs = 0
    const ran = new Promise<void>((resolve) =>
      scheduleJob(app, 5, 'Overdue payments job', async () => {
        runs++
        if (runs === 2) throw new Error('PayPal refused')
        if (runs >= 3) resolve()
      }),
    )
    await ran
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
    await app.close() // waits for the run in progress
    const text = res.body
    expect(sampleOf(text, 'scheduled_job_runs_total{job="overdue_payments_job",outcome="failure",service="things"}')).toBe(1)
    expect(sampleOf(text, 'scheduled_job_runs_total{job="overdue_payments_job",outcome="success",service="things"}')).toBeGreaterThanOrEqual(2)
    expect(sampleOf(text, 'scheduled_job_duration_seconds_count{service="things",job="overdue_payments_job"}')).toBeGreaterThanOrEqual(3)
    const last = sampleOf(text, 'scheduled_job_last_success_timestamp_seconds{job="overdue_payments_job",service="things"}')
    expect(Math.abs(last - Date.now() / 1000)).toBeLessThan(60)
  })

  test('database pools: connections in use and idle, waiting clients and the size, per named pool', async () => {
    const registry = new Registry()
    registerPoolMetrics(registry, 'prisma', { totalCount: 7, idleCount: 3, waitingCount: 2, options: { max: 10 } })
    registerPoolMetrics(registry, 'outbox', { totalCount: 1, idleCount: 1, waitingCount: 0, options: { max: 2 } })
    const text = await registry.metrics()
    expect(text).toMatch(/^db_pool_connections\{pool="prisma",state="in_use"\} 4$/m)
    expect(text).toMatch(/^db_pool_connections\{pool="prisma",state="idle"\} 3$/m)
    expect(text).toMatch(/^db_pool_waiting_clients\{pool="prisma"\} 2$/m)
    expect(text).toMatch(/^db_pool_max_connections\{pool="outbox"\} 2$/m)
  })

  test('a consumer: outcomes by type, redeliveries, and the delay histogram of handled events only', async () => {
    const registry = new Registry()
    const metrics = consumerMetrics(registry, 'chat-contract-events')
    metrics.consumed('contract.created', 'handled', 0.2)
    metrics.consumed('contract.created', 'duplicate', 31)
    metrics.redelivered('contract.created')
    metrics.consumed('unknown', 'dropped', null)
    // A second consumer of the same app shares the metrics.
    consumerMetrics(registry, 'chat-payment-events').consumed('payment.completed', 'failed', null)
    const text = await registry.metrics()
    expect(text).toMatch(/^events_consumed_total\{consumer="chat-contract-events",type="contract.created",outcome="handled"\} 1$/m)
    expect(text).toMatch(/^events_consumed_total\{consumer="chat-contract-events",type="contract.created",outcome="duplicate"\} 1$/m)
    expect(text).toMatch(/^events_consumed_total\{consumer="chat-payment-events",type="payment.completed",outcome="failed"\} 1$/m)
    expect(text).toMatch(/^events_redelivered_total\{consumer="chat-contract-events",type="contract.created"\} 1$/m)
    expect(text).toMatch(/^event_delivery_delay_seconds_count\{consumer="chat-contract-events"\} 1$/m)
    expect(text).toMatch(/^event_delivery_delay_seconds_bucket\{le="0.5",consumer="chat-contract-events"\} 1$/m)
  })

  test('PayPal calls: duration by operation and outcome, errors by status class (network when no answer)', async () => {
    const registry = new Registry()
    const observe = payPalMetrics(registry)
    observe('create_order', 0.3, null)
    observe('capture_order', 1.2, { statusCode: 422 })
    observe('capture_order', 10, { statusCode: null })
    const text = await registry.metrics()
    expect(text).toMatch(/^paypal_request_duration_seconds_count\{operation="create_order",outcome="success"\} 1$/m)
    expect(text).toMatch(/^paypal_request_duration_seconds_count\{operation="capture_order",outcome="error"\} 2$/m)
    expect(text).toMatch(/^paypal_request_errors_total\{operation="capture_order",status_class="4xx"\} 1$/m)
    expect(text).toMatch(/^paypal_request_errors_total\{operation="capture_order",status_class="network"\} 1$/m)
  })

  test('websockets: open connections go up and down, accepted ones only up', async () => {
    const registry = new Registry()
    const sockets = websocketMetrics(registry)
    sockets.opened()
    sockets.opened()
    sockets.closed()
    const text = await registry.metrics()
    expect(text).toMatch(/^websocket_connections 1$/m)
    expect(text).toMatch(/^websocket_connections_opened_total 2$/m)
  })
})
