// One trace across processes (issue 32): the gateway, payments, contracts and the local PayPal run as processes of
// their own with OpenTelemetry on (OTEL_EXPORTER_OTLP_ENDPOINT), exporting OTLP/JSON to a receiver in this test.
// A renter's checkout through the gateway writes payment.started to payments' outbox; the relay publishes it to
// NATS; contracts' consumer handles it. Every span of that journey has the client's trace id and hangs under the
// one before it: gateway server -> payments server -> ... -> publish -> contracts' process -> its queries.
import type { ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import Fastify from 'fastify'
import fastifyJwt from '@fastify/jwt'
import { applyMigrations, cleanupTestRun, signedInClaims, testRunNames } from '@cosign/service-kit'
import { spawnServer, testRunEnv, STARTUP_TIMEOUT_MS, until, untilServing } from './helpers/processes.js'
import { closedPort } from './helpers/upstreams.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const names = testRunNames('otel')
const schemas = { contracts: `${names.schema}_contracts`, payments: `${names.schema}_payments` }
const INTERNAL_TOKEN = randomBytes(32).toString('hex')
const JWT_SECRET = randomBytes(32).toString('hex')
const PAYPAL = { id: 'otel-client-id', secret: 'otel-client-secret-0123' }

/** A span as OTLP/JSON carries it, with the service that exported it. */
interface ReceivedSpan {
  service: string
  traceId: string
  spanId: string
  parentSpanId: string
  name: string
  kind: number
}
// OTLP's SpanKind numbers (SPAN_KIND_SERVER = 2, ...), as the JSON encoding writes them.
const KIND = { server: 2, producer: 4, consumer: 5 }

const spans: ReceivedSpan[] = []
const requests: string[] = []
let receiver: Server
const processes: ChildProcess[] = []
let shellDir: string

/** The OTLP/HTTP receiver: POST /v1/traces with a JSON ExportTraceServiceRequest, answered with an empty success. */
function startReceiver(): Promise<number> {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      requests.push(`${req.method} ${req.url} ${req.headers['content-type']}`)
      if (req.url === '/v1/traces' && String(req.headers['content-type']).startsWith('application/json')) {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
          resourceSpans?: Array<{
            resource?: { attributes?: Array<{ key: string; value: { stringValue?: string } }> }
            scopeSpans?: Array<{ spans?: Array<Omit<ReceivedSpan, 'service'>> }>
          }>
        }
        for (const resourceSpan of body.resourceSpans ?? []) {
          const service = resourceSpan.resource?.attributes?.find((a) => a.key === 'service.name')?.value.stringValue ?? '?'
          for (const scope of resourceSpan.scopeSpans ?? [])
            for (const s of scope.spans ?? [])
              spans.push({ service, traceId: s.traceId, spanId: s.spanId, parentSpanId: s.parentSpanId ?? '', name: s.name, kind: s.kind })
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  return new Promise((resolve) => receiver.listen(0, '127.0.0.1', () => resolve((receiver.address() as AddressInfo).port)))
}

function start(dir: string, env: Record<string, string>): ChildProcess {
  const child = spawnServer(dir, env, ['ignore', 'ignore', 'inherit'])
  processes.push(child)
  return child
}

describe('OpenTelemetry traces across the gateway, a service, the outbox, NATS and a consumer', () => {
  let gatewayUrl: string

  beforeAll(async () => {
    const otel = {
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${await startReceiver()}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    }
    for (const service of ['contracts', 'payments'] as const)
      await applyMigrations({
        databaseUrl: names.databaseUrl,
        schema: schemas[service],
        migrationsDir: path.join(root, 'services', service, 'prisma/migrations'),
      })
    const [paypalPort, paymentsPort, contractsPort, gatewayPort] = await Promise.all([closedPort(), closedPort(), closedPort(), closedPort()])
    const shared = { ...testRunEnv(names, { JWT_SECRET, INTERNAL_TOKEN }), ...otel }
    const paypal = { PAYPAL_CLIENT_ID: PAYPAL.id, PAYPAL_CLIENT_SECRET: PAYPAL.secret }
    start('tools/paypal-local', { PORT: String(paypalPort), ...paypal })
    const contracts = start('services/contracts', { ...shared, PORT: String(contractsPort), DB_SCHEMA: schemas.contracts })
    const payments = start('services/payments', {
      ...shared,
      ...paypal,
      PORT: String(paymentsPort),
      DB_SCHEMA: schemas.payments,
      PAYPAL_BASE_URL: `http://127.0.0.1:${paypalPort}`,
      PAYPAL_WEB_URL: `http://127.0.0.1:${paypalPort}`,
      RECONCILE_INTERVAL_MS: '0',
    })
    shellDir = await mkdtemp(path.join(tmpdir(), 'otel-shell-'))
    await writeFile(path.join(shellDir, 'index.html'), '<!doctype html><html><body>shell</body></html>')
    const gateway = start('gateway', {
      ...shared,
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      SHELL_DIR: shellDir,
      PAYMENTS_URL: `http://127.0.0.1:${paymentsPort}`,
      CONTRACTS_URL: `http://127.0.0.1:${contractsPort}`,
    })
    gatewayUrl = `http://127.0.0.1:${gatewayPort}`
    await untilServing('payments', `http://127.0.0.1:${paymentsPort}/readyz`, payments)
    await untilServing('contracts', `http://127.0.0.1:${contractsPort}/readyz`, contracts)
    // The gateway's /readyz asks every service, and only two run here.
    await untilServing('the gateway', `${gatewayUrl}/healthz`, gateway)
  }, 3 * STARTUP_TIMEOUT_MS)

  afterAll(async () => {
    const exited = processes.map((child) =>
      child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r)),
    )
    for (const child of processes) child.kill('SIGTERM')
    await Promise.all(exited)
    await new Promise((r) => receiver?.close(r))
    await cleanupTestRun(names, Object.values(schemas))
    if (shellDir) await rm(shellDir, { recursive: true, force: true })
  }, 30_000)

  test("a checkout's trace runs gateway -> payments -> publish -> contracts' consumer, each span under the one before", async () => {
    const signer = Fastify()
    await signer.register(fastifyJwt, { secret: JWT_SECRET })
    await signer.ready()
    const renterId = randomUUID()
    const token = signer.jwt.sign(
      signedInClaims({ sub: renterId, email: `${renterId.slice(0, 8)}@users.test`, role: 'RENTER', email_verified: true }),
    )
    await signer.close()

    const traceId = randomBytes(16).toString('hex')
    const clientSpan = randomBytes(8).toString('hex')
    const res = await fetch(`${gatewayUrl}/api/payments/checkout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', traceparent: `00-${traceId}-${clientSpan}-01` },
      body: JSON.stringify({ purpose: 'match_request' }),
    })
    expect(res.status).toBe(201)

    const subject = `${names.subjectPrefix}.payment.started`
    const inTrace = () => spans.filter((s) => s.traceId === traceId)
    // Each process exports in batches of its own: wait until every span the checks read has arrived.
    const processSpan = await until('the gateway, payments and contracts to export their spans', () => {
      const process = inTrace().find((s) => s.service === 'contracts' && s.name === `process ${subject}`)
      const others = [
        inTrace().find((s) => s.service === 'gateway' && s.kind === KIND.server),
        inTrace().find((s) => s.service === 'payments' && s.kind === KIND.server),
        inTrace().find((s) => s.service === 'payments' && s.name === `publish ${subject}`),
      ]
      return others.every(Boolean) ? process : undefined
    })
    /** The span's ancestors, nearest first, as far as this trace's exported spans reach. */
    const ancestors = (span: ReceivedSpan) => {
      const byId = new Map(inTrace().map((s) => [s.spanId, s]))
      const found: ReceivedSpan[] = []
      for (let p = byId.get(span.parentSpanId); p; p = byId.get(p.parentSpanId)) found.push(p)
      return found
    }

    const gatewayServer = inTrace().find((s) => s.service === 'gateway' && s.kind === KIND.server)
    expect(gatewayServer?.parentSpanId).toBe(clientSpan) // continues the client's traceparent
    const paymentsServer = inTrace().find((s) => s.service === 'payments' && s.kind === KIND.server)
    expect(paymentsServer?.parentSpanId).toBe(gatewayServer!.spanId) // the gateway forwarded its own span
    expect(paymentsServer?.name).toMatch(/^POST \/\S*checkout$/) // named by its route (service-kit's hook)

    const publish = inTrace().find((s) => s.service === 'payments' && s.name === `publish ${subject}`)
    expect(publish?.kind).toBe(KIND.producer)
    // The outbox row remembered the request's handler span; the relay's publish span hangs under it.
    expect(ancestors(publish!)).toContain(paymentsServer)

    expect(processSpan.kind).toBe(KIND.consumer)
    expect(processSpan.parentSpanId).toBe(publish!.spanId) // the NATS header named the publish span
    expect(ancestors(processSpan).map((s) => s.service)).toEqual(expect.arrayContaining(['payments', 'gateway']))

    // The consumer's queries (processed_events, its own tables) are under its process span, as PostgreSQL spans.
    const consumerQueries = await until('the consumer\'s query spans', () => {
      const found = spans.filter((s) => s.traceId === traceId && s.service === 'contracts' && s.name.startsWith('pg.query'))
      return found.length > 0 && found
    })
    for (const query of consumerQueries) expect(ancestors(query)).toContain(processSpan)
    // The payments request's own queries too (its outbox row among them).
    expect(inTrace().some((s) => s.service === 'payments' && s.name.startsWith('pg.query') && ancestors(s).includes(paymentsServer!))).toBe(true)
  }, 90_000)
})
