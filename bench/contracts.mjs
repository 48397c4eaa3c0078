#!/usr/bin/env node
// Contracts benchmark: seeds 100,000 contracts into a schema of its own (contracts_bench_<id> in the test
// database), starts the contracts service and the gateway as child processes (as in production, each its own
// process), and measures through the gateway: a party's contract list (GET /api/contracts/contracts, renters
// and cosigners picked at random, 20 per page) and signing (POST /api/contracts/contracts/:id/sign, each
// contract once). Prints p50/p95 for both and drops the schema afterwards.
// Needs built packages: pnpm --filter @cosign/api build && (cd services/contracts && pnpm build), gateway built.
// Usage: node bench/contracts.mjs   env: CONTRACTS (100000), LIST_REQUESTS (2000), SIGN_REQUESTS (1000),
//        CONCURRENCY (10), DATABASE_URL, NATS_URL, REDIS_URL
// Targets (the issue): list p95 < 50 ms, sign p95 < 150 ms through the gateway.
import { spawn } from 'node:child_process'
import { createHash, createHmac, randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { performance } from 'node:perf_hooks'

const CONTRACTS = Number(process.env.CONTRACTS ?? 100_000)
const LIST_REQUESTS = Number(process.env.LIST_REQUESTS ?? 2000)
const SIGN_REQUESTS = Number(process.env.SIGN_REQUESTS ?? 1000)
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 10)
const RENTERS = Math.max(1, Math.floor(CONTRACTS / 5))
const COSIGNERS = Math.max(1, Math.floor(CONTRACTS / 20))
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const contractsDir = path.join(root, 'services/contracts')
const load = (file) => import(pathToFileURL(path.join(contractsDir, file)).href)
const kit = await load('node_modules/@cosign/service-kit/dist/index.js')
const { default: pg } = await load('node_modules/pg/lib/index.js')

const id = randomBytes(4).toString('hex')
const names = {
  schema: `contracts_bench_${id}`,
  eventStream: `BENCH_CONTRACTS_${id}`,
  subjectPrefix: `bench_contracts_${id}`,
  databaseUrl: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/cosign_test',
  natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
}
const JWT_SECRET = `bench-${randomBytes(16).toString('hex')}`
// The service refuses requests without the gateway's token; the direct measurements send it themselves.
const INTERNAL_TOKEN = randomBytes(32).toString('hex')
const uuidOf = (s) => createHash('md5').update(s).digest('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5')
const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url')
function token(sub, role) {
  const now = Math.floor(Date.now() / 1000)
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub, email: `${sub.slice(0, 8)}@bench.test`, role, iat: now, exp: now + 3600 })}`
  return `Bearer ${body}.${createHmac('sha256', JWT_SECRET).update(body).digest('base64url')}`
}
// A signature's size as the pad makes it: the service reads the header (600 x 180, 8-bit RGBA) and stores the bytes.
const PNG = `data:image/png;base64,${Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.from([0, 0, 0x02, 0x58, 0, 0, 0, 0xb4, 8, 6, 0, 0, 0]),
  Buffer.alloc(2000, 1),
]).toString('base64')}`

const children = []
async function cleanup() {
  for (const c of children) c.kill('SIGTERM')
  await kit.cleanupTestRun(names).catch(() => undefined)
}
process.on('SIGINT', () => cleanup().then(() => process.exit(130)))

function start(name, cwd, env, port) {
  const child = spawn(process.execPath, ['--max-semi-space-size=64', ...(process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : []), 'dist/server.js'], {
    cwd,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', JWT_SECRET, INTERNAL_TOKEN, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.push(child)
  child.on('exit', (code) => code && console.error(`${name} exited with ${code}`))
}
async function waitReady(url) {
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(url).then((r) => r.ok).catch(() => false)
    if (ok) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} not ready`)
}
function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
async function measure(label, jobs) {
  const times = []
  let next = 0
  let failed = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++]
        const t = performance.now()
        const res = await fetch(job.url, job.init)
        await res.arrayBuffer()
        times.push(performance.now() - t)
        if (res.status !== job.expect) failed++
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  const r = { label, requests: times.length, failed, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), rps: times.length / seconds }
  console.log(`${label.padEnd(34)} n=${r.requests} failed=${failed} p50=${r.p50.toFixed(1)} ms p95=${r.p95.toFixed(1)} ms p99=${r.p99.toFixed(1)} ms ${r.rps.toFixed(0)} req/s`)
  return r
}

try {
  // 1. Schema and seed (SQL, in the database: minutes of HTTP otherwise).
  await kit.applyMigrations({ databaseUrl: names.databaseUrl, schema: names.schema, migrationsDir: path.join(contractsDir, 'prisma/migrations') })
  const db = new pg.Client({ connectionString: names.databaseUrl, options: `-c search_path="${names.schema}"` })
  await db.connect()
  let t = performance.now()
  const columns = `(id, match_request_id, status, renter_id, cosigner_id, renter_name, renter_address, cosigner_name,
    cosigner_address, cosigner_email, cosigner_paypal_email, lease_start_date, lease_end_date, fee_option, fee_cents,
    installment_count, platform_fee_cents, processing_fee_cents, agreement_version, terms_hash, step1_amount_cents,
    step2_amount_cents, created_at, updated_at)`
  const values = (status, renter, cosigner) => `SELECT gen_random_uuid(), gen_random_uuid(), ${status}, ${renter}, ${cosigner},
      'Renter ' || g, g || ' Main St', 'Cosigner ' || g, 'Austin, TX', 'c' || g || '@bench.test', 'p' || g || '@bench.test',
      DATE '2030-01-15', DATE '2031-01-15', 'full', 120000, 0, 18000, 5000, 1, md5('hash' || g) || md5('hash2' || g),
      23000, 102000, now() - make_interval(secs => g), now()`
  await db.query(`INSERT INTO contracts ${columns} ${values(
    `(ARRAY['cosigner_signed','fully_signed','finalized','cancelled','completed'])[1 + g % 5]`,
    `md5('r' || (g % ${RENTERS}))::uuid`,
    `md5('c' || (g % ${COSIGNERS}))::uuid`,
  )} FROM generate_series(1, ${CONTRACTS}) g`)
  // Contracts waiting for their renter's signature, one renter each, for the sign measurement.
  await db.query(`INSERT INTO contracts ${columns} ${values(`'cosigner_signed'`, `md5('s' || g)::uuid`, `md5('c' || (g % ${COSIGNERS}))::uuid`)}
    FROM generate_series(1, ${SIGN_REQUESTS}) g`)
  await db.query('ANALYZE')
  const toSign = (await db.query(`SELECT id, renter_id, terms_hash FROM contracts WHERE renter_id IN (SELECT md5('s' || g)::uuid FROM generate_series(1, ${SIGN_REQUESTS}) g)`)).rows
  await db.end()
  console.log(`seeded ${CONTRACTS + SIGN_REQUESTS} contracts in ${((performance.now() - t) / 1000).toFixed(1)} s`)

  // 2. The contracts service and the gateway, each its own process.
  const servicePort = 14003 + Math.floor(Math.random() * 500)
  const gatewayPort = servicePort + 1000
  start('contracts', contractsDir, {
    DATABASE_URL: names.databaseUrl,
    DB_SCHEMA: names.schema,
    NATS_URL: names.natsUrl,
    EVENT_STREAM: names.eventStream,
    EVENT_SUBJECT_PREFIX: names.subjectPrefix,
    CONTRACT_JOBS_INTERVAL_MS: '0',
  }, servicePort)
  start('gateway', path.join(root, 'gateway'), {
    CONTRACTS_URL: `http://127.0.0.1:${servicePort}`,
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: `http://127.0.0.1:${gatewayPort}`,
    RATE_LIMIT_KEY_PREFIX: `bench-${id}:`,
  }, gatewayPort)
  await waitReady(`http://127.0.0.1:${servicePort}/readyz`)
  await waitReady(`http://127.0.0.1:${gatewayPort}/healthz`)
  const gw = `http://127.0.0.1:${gatewayPort}/api/contracts`
  const direct = `http://127.0.0.1:${servicePort}`

  // 3. Measurements.
  const pick = (n) => Math.floor(Math.random() * n)
  const listJobs = (base) =>
    Array.from({ length: LIST_REQUESTS }, (_, i) => {
      const renter = i % 2 === 0
      const userId = uuidOf(`${renter ? 'r' : 'c'}${pick(renter ? RENTERS : COSIGNERS)}`)
      return { url: `${base}/contracts?limit=20`, init: { headers: { authorization: token(userId, renter ? 'RENTER' : 'COSIGNER'), 'x-internal-token': INTERNAL_TOKEN } }, expect: 200 }
    })
  await measure('warm-up', listJobs(gw).slice(0, 300))
  const results = []
  results.push(await measure('list, party (direct)', listJobs(direct)))
  results.push(await measure('list, party (gateway)', listJobs(gw)))
  const admin = token(uuidOf('admin'), 'ADMIN')
  results.push(await measure('list, admin 100k (gateway)', Array.from({ length: 300 }, () => ({ url: `${gw}/contracts?limit=20`, init: { headers: { authorization: admin } }, expect: 200 }))))
  results.push(
    await measure(
      'sign (gateway)',
      toSign.map((c) => ({
        url: `${gw}/contracts/${c.id}/sign`,
        init: {
          method: 'POST',
          headers: { authorization: token(c.renter_id, 'RENTER'), 'content-type': 'application/json', 'user-agent': 'bench' },
          body: JSON.stringify({ imagePng: PNG, termsHash: c.terms_hash }),
        },
        expect: 200,
      })),
    ),
  )
  const list = results[1]
  const sign = results[3]
  console.log(
    `targets: list p95 ${list.p95.toFixed(1)} ms (< 50) ${list.p95 < 50 ? 'OK' : 'MISSED'}; sign p95 ${sign.p95.toFixed(1)} ms (< 150) ${sign.p95 < 150 ? 'OK' : 'MISSED'}`,
  )
  if (results.some((r) => r.failed)) process.exitCode = 1
} finally {
  await cleanup()
}
