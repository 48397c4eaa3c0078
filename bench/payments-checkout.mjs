#!/usr/bin/env node
// Payments benchmark: N concurrent checkouts (create + approve + capture) against the local PayPal-compatible
// server, over real HTTP on loopback. Every buyer also returns to /success twice at once (two tabs), so the
// run checks that nothing is captured or recorded twice and nothing is lost.
// Needs built packages: pnpm --filter @cosign/paypal-local build && pnpm --filter @cosign/payments build
// Usage: node bench/payments-checkout.mjs [concurrency=200]
import { randomBytes, randomUUID } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { performance } from 'node:perf_hooks'

const CONCURRENCY = Number(process.argv[2] ?? 200)
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const paymentsDir = path.join(root, 'services/payments')
const load = (file) => import(pathToFileURL(path.join(paymentsDir, file)).href)

// The workspace packages as the payments service sees them (bench/ does not depend on them itself).
const kit = await load('node_modules/@cosign/service-kit/dist/index.js')
const { buildApp: buildPayPal } = await load('node_modules/@cosign/paypal-local/dist/index.js')
const { buildApp } = await load('dist/app.js')
const { readConfig } = await load('dist/config.js')
const { ensureDefaultServices } = await load('dist/domain/ensure-default-services.js')

const id = randomBytes(4).toString('hex')
const names = {
  schema: `payments_bench_${id}`,
  eventStream: `BENCH_PAYMENTS_${id}`,
  subjectPrefix: `bench_payments_${id}`,
  databaseUrl: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/cosign_test',
  natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
}

const paypal = await buildPayPal({ clientId: 'bench-client', clientSecret: 'bench-secret' })
await paypal.listen({ port: 0, host: '127.0.0.1' })
const config = readConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATABASE_URL: names.databaseUrl,
  NATS_URL: names.natsUrl,
  DB_SCHEMA: names.schema,
  EVENT_STREAM: names.eventStream,
  EVENT_SUBJECT_PREFIX: names.subjectPrefix,
  PAYPAL_BASE_URL: paypal.paypal.apiBaseUrl(),
  PAYPAL_WEB_URL: paypal.paypal.webBaseUrl(),
  PAYPAL_CLIENT_ID: 'bench-client',
  PAYPAL_CLIENT_SECRET: 'bench-secret',
  RECONCILE_INTERVAL_MS: '0',
})
await kit.applyMigrations({
  databaseUrl: names.databaseUrl,
  schema: names.schema,
  migrationsDir: path.join(paymentsDir, 'prisma/migrations'),
})
const app = await buildApp(config)
await ensureDefaultServices(app.prisma)
await app.listen({ port: 0, host: '127.0.0.1' })
await app.events.connected
const base = `http://127.0.0.1:${app.server.address().port}`

async function json(url, init) {
  const res = await fetch(url, init)
  return { status: res.status, body: await res.json() }
}

/** One buyer: checkout, approve on PayPal's page (form submit), then /verify from two tabs at once. */
async function buyer() {
  const userId = randomUUID()
  const auth = `Bearer ${app.jwt.sign({ sub: userId, email: `${userId.slice(0, 8)}@bench.test`, role: 'RENTER' })}`
  const started = performance.now()
  const created = await json(`${base}/checkout`, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/json' },
    body: JSON.stringify({ purpose: 'match_request' }),
  })
  if (created.status !== 201) throw new Error(`checkout ${created.status} ${JSON.stringify(created.body)}`)
  const approved = await fetch(new URL('/checkoutnow', created.body.approvalUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `token=${created.body.orderId}&action=approve`,
    redirect: 'manual',
  })
  const back = new URL(approved.headers.get('location'))
  const verify = () =>
    json(`${base}/verify`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        token: back.searchParams.get('token'),
        payerId: back.searchParams.get('PayerID'),
      }),
    })
  const [a, b] = await Promise.all([verify(), verify()])
  if (a.status !== 200 || b.status !== 200) throw new Error(`verify ${a.status}/${b.status}`)
  if (a.body.payment.transactionId !== b.body.payment.transactionId)
    throw new Error('two tabs saw two captures')
  return performance.now() - started
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
let exitCode = 0
try {
  await buyer() // warm-up: token fetch, connection pools, JIT
  await app.prisma.payment.deleteMany()
  await app.prisma.outboxEvent.deleteMany()
  paypal.paypal.store.reset()

  const t0 = performance.now()
  const results = await Promise.allSettled(Array.from({ length: CONCURRENCY }, () => buyer()))
  const elapsedS = (performance.now() - t0) / 1000
  const latencies = results
    .filter((r) => r.status === 'fulfilled')
    .map((r) => r.value)
    .sort((x, y) => x - y)
  const errors = results.filter((r) => r.status === 'rejected').map((r) => String(r.reason))

  const [rows, completed, distinctCaptures, events] = await Promise.all([
    app.prisma.payment.count(),
    app.prisma.payment.count({ where: { status: 'completed' } }),
    app.prisma.payment.findMany({
      where: { providerCaptureId: { not: null } },
      select: { providerCaptureId: true },
      distinct: ['providerCaptureId'],
    }),
    app.prisma.outboxEvent.count({ where: { subject: `${names.subjectPrefix}.payment.completed` } }),
  ])
  const captures = [...paypal.paypal.store.captures.values()]
  const capturesPerOrder = new Map()
  for (const c of captures) capturesPerOrder.set(c.orderId, (capturesPerOrder.get(c.orderId) ?? 0) + 1)
  const duplicateCaptures = [...capturesPerOrder.values()].filter((n) => n > 1).length
  const report = {
    concurrency: CONCURRENCY,
    succeeded: latencies.length,
    errors: errors.length,
    elapsedSeconds: Number(elapsedS.toFixed(2)),
    throughputPerSecond: Number((latencies.length / elapsedS).toFixed(1)),
    latencyMs: {
      p50: Math.round(percentile(latencies, 50)),
      p95: Math.round(percentile(latencies, 95)),
      p99: Math.round(percentile(latencies, 99)),
      max: Math.round(latencies.at(-1)),
    },
    paymentRows: rows,
    completedRows: completed,
    distinctCaptureIds: distinctCaptures.length,
    paypalCaptures: captures.length,
    ordersCapturedTwice: duplicateCaptures,
    paymentCompletedEvents: events,
  }
  console.log(JSON.stringify(report, null, 2))
  if (errors.length) console.error(errors.slice(0, 5).join('\n'))
  const ok =
    errors.length === 0 &&
    rows === CONCURRENCY &&
    completed === CONCURRENCY &&
    distinctCaptures.length === CONCURRENCY &&
    captures.length === CONCURRENCY &&
    duplicateCaptures === 0 &&
    events === CONCURRENCY
  console.log(ok ? 'OK: zero duplicates, zero lost rows' : 'FAILED: duplicates or lost rows')
  if (!ok) exitCode = 1
} finally {
  await app.close()
  await paypal.close()
  await kit.cleanupTestRun(names)
}
process.exit(exitCode)
