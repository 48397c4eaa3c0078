import { Registry } from 'prom-client'
import { createHttpServer } from './http.js'
import { registerOutboxMetrics, registerPublishedEvents } from './metrics.js'

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
