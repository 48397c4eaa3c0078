#!/usr/bin/env node
// Disputes list benchmark (issue 13): seeds 100,000 disputes (20,000 reporters, statuses, priorities and assignees
// spread as in a busy back office, two years of time) into a schema of its own with generate_series, starts the
// chat service and the gateway as child processes, and measures the admin Disputes tab's request
// GET /api/chat/admin/disputes (a page, its total and the four count cards) through the gateway: unfiltered and
// filtered by status, priority + assignee, and a text search, on first and deeper pages. Prints p50/p95/p99 per
// shape and for the mix, then drops the schema.
// Needs built packages: pnpm --filter @cosign/api build && (cd services/chat && pnpm build), gateway built.
// Usage: node bench/disputes.mjs   env: DISPUTES (100000), CLIENTS (20000), REQUESTS per shape (500),
//        CONCURRENCY levels ('1,10'), DATABASE_URL, NATS_URL
// Target (the issue): the disputes list (filtered, paged) p95 < 50 ms through the gateway.
import { URLSearchParams } from 'node:url'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { performance } from 'node:perf_hooks'
import { measureUrls, processGroup, tokenSigner, waitReady } from './lib/service-bench.mjs'

const DISPUTES = Number(process.env.DISPUTES ?? 100_000)
const CLIENTS = Number(process.env.CLIENTS ?? 20_000)
const REQUESTS = Number(process.env.REQUESTS ?? 500)
const LEVELS = String(process.env.CONCURRENCY ?? '1,10').split(',').map(Number)
const STATUSES = ['open', 'in_progress', 'resolved', 'closed']
const PRIORITIES = ['low', 'medium', 'high']
const ASSIGNEES = ['Admin Team', 'Support Team', 'Finance Team', 'unassigned']
// Words an admin searches for: a reporter's surname, a word of the title, a word of the description.
const SEARCHES = ['refund', 'double charged', 'landlord', 'Client 1234', 'signature', 'late fee', 'paypal']
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const chatDir = path.join(root, 'services/chat')
const load = (file) => import(pathToFileURL(path.join(chatDir, file)).href)
const kit = await load('node_modules/@cosign/service-kit/dist/index.js')
const { default: pg } = await load('node_modules/pg/lib/index.js')

const id = randomBytes(4).toString('hex')
const names = {
  schema: `chat_bench_${id}`,
  eventStream: `BENCH_DISPUTES_${id}`,
  subjectPrefix: `bench_disputes_${id}`,
  databaseUrl: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/cosign_test',
  natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
}
const JWT_SECRET = `bench-${randomBytes(16).toString('hex')}`
const INTERNAL_TOKEN = randomBytes(32).toString('hex')
const token = tokenSigner(JWT_SECRET)
const services = processGroup({ JWT_SECRET, INTERNAL_TOKEN })
async function cleanup() {
  services.stop()
  await kit.cleanupTestRun(names).catch(() => undefined)
}
process.on('SIGINT', () => cleanup().then(() => process.exit(130)))

try {
  // 1. Schema and seed, in the database (generate_series: opening 100,000 disputes over HTTP would take an hour).
  await kit.applyMigrations({ databaseUrl: names.databaseUrl, schema: names.schema, migrationsDir: path.join(chatDir, 'prisma/migrations') })
  const db = new pg.Client({ connectionString: names.databaseUrl, options: `-c search_path="${names.schema}"` })
  await db.connect()
  const t = performance.now()
  // Statuses skewed as in life (most disputes end resolved or closed), a third unassigned.
  await db.query(`INSERT INTO disputes (id, reporter_id, reporter_name, reporter_role, subject_type, subject_id, title, description,
      status, priority, assigned_to, resolution, created_at, updated_at)
    SELECT gen_random_uuid(), md5('client' || (g % ${CLIENTS}))::uuid, 'Client ' || (g % ${CLIENTS}),
      CASE WHEN g % 3 = 0 THEN 'COSIGNER' ELSE 'RENTER' END,
      CASE WHEN g % 4 = 0 THEN 'contract' ELSE 'payment' END, gen_random_uuid(),
      (ARRAY['Refund not received','Double charged for matching','Landlord rejected the cosigner','Contract signature missing',
             'Late fee dispute','PayPal payment stuck','Cosigner stopped answering','Wrong amount on contract'])[1 + g % 8] || ' #' || g,
      'Reported problem number ' || g || ': ' ||
      (ARRAY['the refund has not arrived after ten days','I was charged twice through PayPal','the landlord needs a different document',
             'the late fee looks wrong to me','the signature page did not load'])[1 + (g * 7) % 5],
      (ARRAY['open','in_progress','resolved','resolved','resolved','closed','closed','open','in_progress','resolved'])[1 + (g * 3) % 10],
      (ARRAY['low','medium','medium','high'])[1 + (g * 5) % 4],
      (ARRAY['Admin Team','Support Team','Finance Team',NULL])[1 + (g * 11) % 4],
      NULL,
      now() - make_interval(secs => (g::double precision * 63072000 / ${DISPUTES})),
      now() - make_interval(secs => (g::double precision * 63072000 / ${DISPUTES}))
    FROM generate_series(1, ${DISPUTES}) g`)
  await db.query(`UPDATE disputes SET resolution = 'Refunded in full after checking the PayPal record.' WHERE status = 'resolved'`)
  await db.query('ANALYZE')
  console.log(`seeded ${DISPUTES.toLocaleString('en-US')} disputes for ${CLIENTS.toLocaleString('en-US')} reporters in ${((performance.now() - t) / 1000).toFixed(1)} s`)
  await db.end()

  // 2. The chat service and the gateway, each its own process.
  const servicePort = 15505 + Math.floor(Math.random() * 500)
  const gatewayPort = servicePort + 1000
  services.start('chat', chatDir, {
    DATABASE_URL: names.databaseUrl,
    DB_SCHEMA: names.schema,
    NATS_URL: names.natsUrl,
    EVENT_STREAM: names.eventStream,
    EVENT_SUBJECT_PREFIX: names.subjectPrefix,
  }, servicePort)
  services.start('gateway', path.join(root, 'gateway'), {
    CHAT_URL: `http://127.0.0.1:${servicePort}`,
    HOST: '127.0.0.1',
    PUBLIC_ORIGIN: `http://127.0.0.1:${gatewayPort}`,
    RATE_LIMIT_KEY_PREFIX: `bench-${id}:`,
  }, gatewayPort)
  await waitReady(`http://127.0.0.1:${servicePort}/readyz`)
  await waitReady(`http://127.0.0.1:${gatewayPort}/healthz`)
  const gw = `http://127.0.0.1:${gatewayPort}/api/chat/admin/disputes`
  const headers = { authorization: token('00000000-0000-4000-8000-000000000001', 'ADMIN') }

  // 3. The Disputes tab's shapes, on first pages and up to 50 pages deep (the screen pages by number).
  const pick = (list) => list[Math.floor(Math.random() * list.length)]
  const page = () => String(1 + (Math.random() < 0.5 ? 0 : Math.floor(Math.random() * 50)))
  const url = (query) => `${gw}?${new URLSearchParams(Object.entries({ pageSize: '20', ...query }).filter(([, v]) => v))}`
  const all = () => url({ page: page() })
  const byStatus = () => url({ status: pick(STATUSES), page: page() })
  const byPriorityAndAssignee = () => url({ priority: pick(PRIORITIES), assignee: pick(ASSIGNEES), page: page() })
  const bySearch = () => url({ search: pick(SEARCHES), status: Math.random() < 0.5 ? pick(STATUSES) : '' })
  const jobs = (make) => Array.from({ length: REQUESTS }, make)
  const ok = (body) => Array.isArray(body.items) && typeof body.total === 'number' && typeof body.counts?.open === 'number'
  await measureUrls('warm-up', jobs(all).slice(0, 200), { headers, ok })
  const makers = [all, byStatus, byPriorityAndAssignee, bySearch]
  let failed = false
  for (const concurrency of LEVELS) {
    console.log(`-- ${concurrency} concurrent request${concurrency === 1 ? '' : 's'}`)
    const opts = { headers, ok, concurrency }
    const results = [
      await measureUrls('all disputes, paged (gateway)', jobs(all), opts),
      await measureUrls('status filter, paged (gateway)', jobs(byStatus), opts),
      await measureUrls('priority + assignee, paged (gateway)', jobs(byPriorityAndAssignee), opts),
      await measureUrls('search (gateway)', jobs(bySearch), opts),
    ]
    const mixed = await measureUrls('mixed filters and pages (gateway)', jobs(() => pick(makers)()), opts)
    console.log(`target at ${concurrency}: disputes list p95 ${mixed.p95.toFixed(1)} ms (< 50) ${mixed.p95 < 50 ? 'OK' : 'MISSED'}; worst shape p95 ${Math.max(...results.map((r) => r.p95)).toFixed(1)} ms`)
    failed ||= [...results, mixed].some((r) => r.failed > 0)
  }
  if (failed) process.exitCode = 1
} finally {
  await cleanup()
}
