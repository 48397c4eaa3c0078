#!/usr/bin/env node
// Activity timeline benchmark (issue 13): seeds 1,000,000 activity rows (and 20,000 clients' names) into a schema of
// its own (chat_bench_<id> in the test database) with generate_series, starts the chat service and the gateway as
// child processes (each its own process, as in production: the figures are through the gateway), and measures the
// admin timeline page GET /api/chat/admin/activity, filtered and paged with keyset cursors taken from deep in the
// list. Prints p50/p95/p99 per shape and for the mix, then drops the schema.
// Needs built packages: pnpm --filter @cosign/api build && (cd services/chat && pnpm build), gateway built.
// Usage: node bench/activity.mjs   env: ROWS (1000000), CLIENTS (20000), REQUESTS per shape (1000), CONCURRENCY levels ('1,10'),
//        DATABASE_URL, NATS_URL, REDIS_URL
// Target (the issue): the admin timeline page (filtered, paged) p95 < 50 ms through the gateway.
import { URLSearchParams } from 'node:url'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { performance } from 'node:perf_hooks'
import { measureUrls, processGroup, tokenSigner, waitReady } from './lib/service-bench.mjs'

const ROWS = Number(process.env.ROWS ?? 1_000_000)
const CLIENTS = Number(process.env.CLIENTS ?? 20_000)
const REQUESTS = Number(process.env.REQUESTS ?? 1000)
// Concurrent admins paging at once: each level is measured in turn (one admin paging is the usual case).
const LEVELS = String(process.env.CONCURRENCY ?? '1,10').split(',').map(Number)
let CONCURRENCY = LEVELS[0]
const TYPES = ['profile_update', 'payment_received', 'payment_made', 'match_request', 'lease_armor_enrollment', 'dispute_filed', 'contract_update']
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const chatDir = path.join(root, 'services/chat')
const load = (file) => import(pathToFileURL(path.join(chatDir, file)).href)
const kit = await load('node_modules/@cosign/service-kit/dist/index.js')
const { default: pg } = await load('node_modules/pg/lib/index.js')

const id = randomBytes(4).toString('hex')
const names = {
  schema: `chat_bench_${id}`,
  eventStream: `BENCH_CHAT_${id}`,
  subjectPrefix: `bench_chat_${id}`,
  databaseUrl: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/cosign_test',
  natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
}
const JWT_SECRET = `bench-${randomBytes(16).toString('hex')}`
const INTERNAL_TOKEN = randomBytes(32).toString('hex')
const token = tokenSigner(JWT_SECRET)
/** The service's cursor: base64url of "<epoch ms>.<id>" (services/chat/src/model/activity-cursor.ts). */
const cursorOf = (row) => Buffer.from(`${new Date(row.occurred_at).getTime()}.${row.id}`).toString('base64url')

const services = processGroup({ JWT_SECRET, INTERNAL_TOKEN })
const start = services.start
async function cleanup() {
  services.stop()
  await kit.cleanupTestRun(names).catch(() => undefined)
}
process.on('SIGINT', () => cleanup().then(() => process.exit(130)))
const measure = (label, urls, headers) => measureUrls(label, urls, { headers, concurrency: CONCURRENCY })

try {
  // 1. Schema and seed, in the database (generate_series; HTTP or events would take hours for a million rows).
  await kit.applyMigrations({ databaseUrl: names.databaseUrl, schema: names.schema, migrationsDir: path.join(chatDir, 'prisma/migrations') })
  const db = new pg.Client({ connectionString: names.databaseUrl, options: `-c search_path="${names.schema}"` })
  await db.connect()
  let t = performance.now()
  await db.query(`INSERT INTO chat_users (user_id, first_name, last_name, role)
    SELECT md5('client' || g)::uuid, 'Client', g::text, CASE WHEN g % 3 = 0 THEN 'COSIGNER' ELSE 'RENTER' END
    FROM generate_series(0, ${CLIENTS - 1}) g`)
  // Types skewed as in life (payments and profile updates common, disputes and Lease Armor rare); two years of time.
  await db.query(`INSERT INTO activity_events (id, client_id, type, title, description, amount_cents, source_event_id, occurred_at)
    SELECT gen_random_uuid(), md5('client' || (g % ${CLIENTS}))::uuid,
      (ARRAY['profile_update','profile_update','payment_made','payment_made','payment_made','payment_received','match_request',
             'match_request','contract_update','contract_update','dispute_filed','lease_armor_enrollment'])[1 + (g * 7) % 12],
      'Bench activity ' || g, 'Seeded row ' || g || ' of the activity benchmark.', CASE WHEN g % 3 = 0 THEN g % 500000 END,
      gen_random_uuid(), now() - make_interval(secs => (g::double precision * 63072000 / ${ROWS}))
    FROM generate_series(1, ${ROWS}) g`)
  await db.query('ANALYZE')
  console.log(`seeded ${ROWS.toLocaleString('en-US')} activity rows for ${CLIENTS.toLocaleString('en-US')} clients in ${((performance.now() - t) / 1000).toFixed(1)} s`)

  // Cursors from up to 50 pages deep, per shape, so the pages measured are not all first pages.
  const pick = (n) => Math.floor(Math.random() * n)
  const clientIds = (await db.query(`SELECT md5('client' || g)::uuid AS id FROM generate_series(0, ${CLIENTS - 1}) g`)).rows.map((r) => r.id)
  async function cursorsFor(where, params, count) {
    const out = [null]
    for (let i = 0; i < count; i++) {
      const { rows } = await db.query(
        `SELECT id, occurred_at FROM activity_events ${where} ORDER BY occurred_at DESC, id DESC OFFSET $${params.length + 1} LIMIT 1`,
        [...params, pick(50) * 20 + 19],
      )
      if (rows[0]) out.push(cursorOf(rows[0]))
    }
    return out
  }
  const typeCursors = {}
  for (const type of TYPES) typeCursors[type] = await cursorsFor('WHERE type = $1', [type], 5)
  const allCursors = await cursorsFor('', [], 20)
  await db.end()

  // 2. The chat service and the gateway, each its own process.
  const servicePort = 15005 + Math.floor(Math.random() * 500)
  const gatewayPort = servicePort + 1000
  start('chat', chatDir, {
    DATABASE_URL: names.databaseUrl,
    DB_SCHEMA: names.schema,
    NATS_URL: names.natsUrl,
    EVENT_STREAM: names.eventStream,
    EVENT_SUBJECT_PREFIX: names.subjectPrefix,
  }, servicePort)
  start('gateway', path.join(root, 'gateway'), {
    CHAT_URL: `http://127.0.0.1:${servicePort}`,
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: `http://127.0.0.1:${gatewayPort}`,
    RATE_LIMIT_KEY_PREFIX: `bench-${id}:`,
  }, gatewayPort)
  await waitReady(`http://127.0.0.1:${servicePort}/readyz`)
  await waitReady(`http://127.0.0.1:${gatewayPort}/healthz`)
  const gw = `http://127.0.0.1:${gatewayPort}/api/chat/admin/activity`
  const headers = { authorization: token('00000000-0000-4000-8000-000000000001', 'ADMIN') }

  // 3. Measurements: each shape of the Activity tab and the client profile, first and deeper pages.
  const url = (query) => `${gw}?${new URLSearchParams(Object.entries({ limit: '20', ...query }).filter(([, v]) => v))}`
  const byType = () => {
    const type = TYPES[pick(TYPES.length)]
    const cursors = typeCursors[type]
    return url({ type, cursor: cursors[pick(cursors.length)] })
  }
  const all = () => url({ cursor: allCursors[pick(allCursors.length)] })
  const byClient = () => url({ clientId: clientIds[pick(clientIds.length)] })
  const byClientAndType = () => url({ clientId: clientIds[pick(clientIds.length)], type: TYPES[pick(TYPES.length)] })
  const jobs = (make) => Array.from({ length: REQUESTS }, make)
  await measure('warm-up', jobs(all).slice(0, 300), headers)
  const makers = [all, byType, byClient, byClientAndType]
  let failed = false
  for (const level of LEVELS) {
    CONCURRENCY = level
    console.log(`-- ${level} concurrent request${level === 1 ? '' : 's'}`)
    const results = [
      await measure('all clients, paged (gateway)', jobs(all), headers),
      await measure('type filter, paged (gateway)', jobs(byType), headers),
      await measure('client timeline (gateway)', jobs(byClient), headers),
      await measure('client + type filter (gateway)', jobs(byClientAndType), headers),
    ]
    const mixed = await measure('mixed filters and pages (gateway)', jobs(() => makers[pick(makers.length)]()), headers)
    console.log(`target at ${level}: timeline page p95 ${mixed.p95.toFixed(1)} ms (< 50) ${mixed.p95 < 50 ? 'OK' : 'MISSED'}; worst shape p95 ${Math.max(...results.map((r) => r.p95)).toFixed(1)} ms`)
    failed ||= [...results, mixed].some((r) => r.failed > 0)
  }
  if (failed) process.exitCode = 1
} finally {
  await cleanup()
}
