#!/usr/bin/env node
// CSV export benchmark (issue 13): seeds ROWS payments (100,000) into a schema of its own (payments_bench_<id> in
// the test database) with generate_series, starts the built payments service as a child process (production mode,
// as deployed) and downloads GET /admin/transactions.csv straight from it: first a filtered export (a fifth of the
// rows), then the whole table, twice. The body is counted as it arrives, never kept. Prints rows, bytes, time to first
// byte, total time, and the child's resident memory: VmRSS sampled every 20 ms during each export and VmHWM (the
// kernel's peak) after it, so "flat memory" shows as the full export's peak being no higher than the small one's.
// Then drops the schema and the stream.
// Needs built packages: contracts, service-kit, services/payments (pnpm build in each); PostgreSQL and NATS.
// Usage: node bench/csv-export.mjs   env: ROWS (100000), CHILD_FLAGS (''), DATABASE_URL, NATS_URL
import { spawn } from 'node:child_process'
import { createHmac, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { clearInterval, setInterval } from 'node:timers'
import { fileURLToPath, pathToFileURL } from 'node:url'

const ROWS = Number(process.env.ROWS ?? 100_000)
// Node flags for the service, e.g. CHILD_FLAGS='--max-old-space-size=48': an export that holds rows would die of
// heap exhaustion under a small cap; a streaming one completes.
const CHILD_FLAGS = (process.env.CHILD_FLAGS ?? '').split(' ').filter(Boolean)
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const paymentsDir = path.join(root, 'services/payments')
const load = (file) => import(pathToFileURL(path.join(paymentsDir, file)).href)
const kit = await load('node_modules/@cosign/service-kit/dist/index.js')
const { default: pg } = await load('node_modules/pg/lib/index.js')

const id = randomBytes(4).toString('hex')
const names = {
  schema: `payments_bench_${id}`,
  eventStream: `BENCH_PAYMENTS_${id}`,
  subjectPrefix: `bench_payments_${id}`,
  databaseUrl: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/cosign_test',
  natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
}
const JWT_SECRET = `bench-${randomBytes(16).toString('hex')}`
const INTERNAL_TOKEN = randomBytes(32).toString('hex')
const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url')
function token(sub, role) {
  const now = Math.floor(Date.now() / 1000)
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub, email: `${sub.slice(0, 8)}@bench.test`, role, iat: now, exp: now + 3600 })}`
  return `Bearer ${body}.${createHmac('sha256', JWT_SECRET).update(body).digest('base64url')}`
}

let child
async function cleanup() {
  child?.kill('SIGTERM')
  await kit.cleanupTestRun(names).catch(() => undefined)
}
process.on('SIGINT', () => cleanup().then(() => process.exit(130)))

/** VmRSS and VmHWM of the child, in MB. */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)[1])
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 }
}
const mb = (n) => `${n.toFixed(1)} MB`

async function exportOnce(label, url, headers) {
  let peakRss = 0
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, memory(child.pid).rss)), 20)
  const started = performance.now()
  const res = await fetch(url, { headers })
  if (res.status !== 200) throw new Error(`${label}: ${res.status} ${await res.text()}`)
  let firstByte = 0
  let bytes = 0
  let lines = 0
  let last = 0
  for await (const chunk of res.body) {
    if (!firstByte) firstByte = performance.now() - started
    bytes += chunk.length
    for (const byte of chunk) if (byte === 10) lines++
    last = chunk[chunk.length - 1]
  }
  const total = performance.now() - started
  clearInterval(sampler)
  const after = memory(child.pid)
  peakRss = Math.max(peakRss, after.rss)
  const rows = lines - 1 // the header
  console.log(
    `${label.padEnd(26)} rows=${rows} bytes=${(bytes / 1024 / 1024).toFixed(1)} MB ends-with-newline=${last === 10} ` +
      `first byte ${firstByte.toFixed(0)} ms, total ${(total / 1000).toFixed(2)} s (${Math.round(rows / (total / 1000))} rows/s), ` +
      `child RSS peak during ${mb(peakRss)}, VmHWM after ${mb(after.hwm)}`,
  )
  return { rows, total, peakRss, hwm: after.hwm }
}

try {
  await kit.applyMigrations({ databaseUrl: names.databaseUrl, schema: names.schema, migrationsDir: path.join(paymentsDir, 'prisma/migrations') })
  const db = new pg.Client({ connectionString: names.databaseUrl, options: `-c search_path="${names.schema}"` })
  await db.connect()
  let t = performance.now()
  // Every fifth payment refunded; one in a thousand named like a formula (the export neutralises it).
  await db.query(`INSERT INTO payments
      (id, user_id, purpose, amount_cents, status, description, renter_name, cosigner_name, provider_order_id,
       provider_capture_id, created_at, updated_at)
    SELECT gen_random_uuid(), gen_random_uuid(), 'contract_cosigner_payment', 1000 + g % 200000,
      (CASE WHEN g % 5 = 0 THEN 'refunded' ELSE 'completed' END)::payment_status, 'Bench payment ' || g,
      CASE WHEN g % 1000 = 0 THEN '=HYPERLINK("http://x.test")' ELSE 'Renter, ' || g END, 'Cosigner ' || g,
      'ORDER-' || g, 'CAPTURE-' || g, now() - make_interval(secs => g * 60), now()
    FROM generate_series(1, ${ROWS}) g`)
  await db.query('ANALYZE payments')
  await db.end()
  console.log(`seeded ${ROWS.toLocaleString('en-US')} payments in ${((performance.now() - t) / 1000).toFixed(1)} s`)

  const port = 21000 + Math.floor(Math.random() * 9000)
  child = spawn(process.execPath, [...CHILD_FLAGS, 'dist/server.js'], {
    cwd: paymentsDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      INTERNAL_TOKEN,
      PORT: String(port),
      DATABASE_URL: names.databaseUrl,
      NATS_URL: names.natsUrl,
      DB_SCHEMA: names.schema,
      EVENT_STREAM: names.eventStream,
      EVENT_SUBJECT_PREFIX: names.subjectPrefix,
      PAYMENTS_CONFIG_KEY: randomBytes(32).toString('hex'),
      PAYPAL_BASE_URL: 'http://127.0.0.1:9',
      PAYPAL_WEB_URL: 'http://127.0.0.1:9',
      PAYPAL_CLIENT_SECRET: 'bench-unused',
      RECONCILE_INTERVAL_MS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  child.on('exit', (code) => code && console.error(`payments exited with ${code}`))
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    if (await fetch(`${base}/healthz`).then((r) => r.ok).catch(() => false)) break
    if (i > 300) throw new Error('payments not ready')
    await new Promise((r) => setTimeout(r, 100))
  }
  const headers = { authorization: token(randomBytes(16).toString('hex').replace(/(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-'), 'ADMIN'), 'x-internal-token': INTERNAL_TOKEN }
  // Warm-up: a small page of the list, so start-up allocations are not counted as the export's.
  await fetch(`${base}/admin/transactions?pageSize=20`, { headers }).then((r) => r.text())
  const idle = memory(child.pid)
  console.log(`payments child idle after warm-up: RSS ${mb(idle.rss)}, VmHWM ${mb(idle.hwm)}`)

  const small = await exportOnce('refunded only (1/5)', `${base}/admin/transactions.csv?status=refunded`, headers)
  const full = await exportOnce('all transactions', `${base}/admin/transactions.csv`, headers)
  // Again: a peak that grows with every export would be a leak; a bounded one stays where the first left it.
  const again = await exportOnce('all transactions, again', `${base}/admin/transactions.csv`, headers)
  console.log(
    `\nsummary: ${full.rows} rows in ${(full.total / 1000).toFixed(2)} s (again ${(again.total / 1000).toFixed(2)} s); ` +
      `child peak RSS (VmHWM) ${mb(full.hwm)} after one full export, ${mb(again.hwm)} after two ` +
      `(idle ${mb(idle.hwm)}, after the ${small.rows}-row export ${mb(small.hwm)}); ${process.platform}, node ${process.version}${CHILD_FLAGS.length ? `, service flags ${CHILD_FLAGS.join(' ')}` : ''}`,
  )
  if (full.rows !== ROWS) throw new Error(`expected ${ROWS} rows, got ${full.rows}`)
} finally {
  await cleanup()
}
