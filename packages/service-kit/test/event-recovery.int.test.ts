// Fault tests of the event pipeline itself (bus, outbox relay, durable consumer, readiness) against a NATS
// server of the test's own that is SIGKILLed and restarted with and without its JetStream store.
import { execFile } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import Fastify, { type FastifyInstance } from 'fastify'
import pg from 'pg'
import {
  consumeEvents,
  dropSchema,
  eventsPlugin,
  healthRoutes,
  outboxRecord,
  startOwnNats,
  testRunNames,
  type OwnNats,
  type RawTx,
  type TransactionRunner,
} from '../src/index.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const DURABLE = 'kit-effects'
let nats: OwnNats
let names: ReturnType<typeof testRunNames>
let pool: pg.Pool
let app: FastifyInstance

/** Transactions on a pg pool whose search_path is the run's schema (processed_events is unqualified). */
function pgTransactions(p: pg.Pool): TransactionRunner<RawTx> {
  return {
    async $transaction(fn) {
      const client = await p.connect()
      try {
        await client.query('BEGIN')
        const result = await fn({
          $executeRawUnsafe: async (q, ...values) => (await client.query(q, values)).rowCount ?? 0,
        })
        await client.query('COMMIT')
        return result
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw err
      } finally {
        client.release()
      }
    },
  }
}

async function buildTestApp(): Promise<FastifyInstance> {
  const a = Fastify({ logger: false })
  await a.register(eventsPlugin, {
    serviceName: 'kit-test',
    natsUrl: names.natsUrl,
    stream: names.eventStream,
    subjectPrefix: names.subjectPrefix,
    databaseUrl: names.databaseUrl,
    schema: names.schema,
  })
  consumeEvents(a, {
    durable: DURABLE,
    label: 'kit consumer',
    types: ['user.registered'],
    db: pgTransactions(pool),
    // No unique key on effects: a second application of one event would show as a second row.
    handle: async (event, tx) => {
      await tx.$executeRawUnsafe('INSERT INTO effects (event_id) VALUES ($1::uuid)', event.id)
    },
  })
  healthRoutes(a, { database: () => pool.query('SELECT 1') })
  await a.ready()
  return a
}

/** Commits `n` outbox rows (as a producer's transaction would), `publishedAt` set to fake an old publish. */
async function produce(n: number, publishedAt?: Date): Promise<string[]> {
  const ids: string[] = []
  for (let i = 0; i < n; i++) {
    const row = outboxRecord(
      'user.registered',
      { userId: crypto.randomUUID(), email: `u${i}@kit.test`, firstName: 'K', lastName: String(i), role: 'RENTER' },
      names.subjectPrefix,
    )
    await pool.query(
      'INSERT INTO outbox_events (id, subject, payload, published_at) VALUES ($1, $2, $3, $4)',
      [row.id, row.subject, row.payload, publishedAt ?? null],
    )
    ids.push(row.id)
  }
  void app.events.flush()
  return ids
}

async function effectCounts(ids: string[]): Promise<number[]> {
  const { rows } = await pool.query<{ event_id: string; n: number }>(
    'SELECT event_id, count(*)::int AS n FROM effects WHERE event_id = ANY($1::uuid[]) GROUP BY event_id',
    [ids],
  )
  const by = new Map(rows.map((r) => [r.event_id, r.n]))
  return ids.map((id) => by.get(id) ?? 0)
}

async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs = 45_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await check()) return
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Every event applied exactly once (waits for all of them, then checks none twice). */
async function expectExactlyOnce(ids: string[]): Promise<void> {
  await waitUntil(`${ids.length} effects`, async () => (await effectCounts(ids)).every((n) => n >= 1))
  expect(await effectCounts(ids)).toEqual(ids.map(() => 1))
}

const readyz = async () => {
  const res = await app.inject({ method: 'GET', url: '/readyz' })
  return { status: res.statusCode, body: res.json() as { status?: string; nats?: string } }
}
const unpublished = async () =>
  (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox_events WHERE published_at IS NULL')).rows[0]!.n

beforeAll(async () => {
  nats = await startOwnNats()
  names = { ...testRunNames('kit'), natsUrl: nats.url }
  const admin = new pg.Client({ connectionString: names.databaseUrl })
  await admin.connect()
  await admin.query(`CREATE SCHEMA "${names.schema}"`)
  await admin.query(`SET search_path TO "${names.schema}"`)
  // The columns every service's outbox_events and processed_events have (see their migrations).
  await admin.query(`
    CREATE TABLE outbox_events (id uuid PRIMARY KEY, subject text NOT NULL, payload jsonb NOT NULL,
      created_at timestamptz(3) NOT NULL DEFAULT clock_timestamp(), published_at timestamptz(3));
    CREATE TABLE processed_events (event_id uuid NOT NULL, consumer text NOT NULL,
      processed_at timestamptz(3) NOT NULL DEFAULT now(), PRIMARY KEY (event_id, consumer));
    CREATE TABLE effects (event_id uuid NOT NULL)`)
  await admin.end()
  pool = new pg.Pool({ connectionString: names.databaseUrl, options: `-c search_path="${names.schema}"`, max: 4 })
  app = await buildTestApp()
  await app.events.connected
}, 60_000)

afterAll(async () => {
  await app?.close()
  await pool?.end()
  await nats?.stop()
  await dropSchema(names.databaseUrl, names.schema)
}, 60_000)

test('NATS killed and restarted with its store: readiness says disconnected, then everything arrives once', async () => {
  const before = await produce(3)
  await expectExactlyOnce(before)
  expect(await readyz()).toEqual({ status: 200, body: { status: 'ready', nats: 'connected' } })

  await nats.kill()
  await waitUntil('readiness to report the outage', async () => (await readyz()).status === 503)
  expect((await readyz()).body).toMatchObject({ nats: 'disconnected', error: { code: 'NOT_READY' } })
  const during = await produce(3)
  expect(await unpublished()).toBe(3)

  await nats.restart({ keepStore: true })
  await waitUntil('ready again', async () => (await readyz()).status === 200)
  await expectExactlyOnce([...before, ...during])
  await waitUntil('the outbox drained', async () => (await unpublished()) === 0)
}, 90_000)

test('restarted on an empty store: stream and durable recreated, relay resumes, events lost in flight re-published', async () => {
  const consumed = await produce(2)
  await expectExactlyOnce(consumed)
  // Published just before the crash but not read by the consumer yet: lost with the store.
  const inFlight = await produce(2, new Date())

  await nats.kill()
  await waitUntil('readiness to report the outage', async () => (await readyz()).status === 503)
  const during = await produce(2)

  await nats.restart({ keepStore: false })
  await waitUntil('ready again', async () => (await readyz()).status === 200)
  await expectExactlyOnce([...consumed, ...inFlight, ...during])
  await waitUntil('the outbox drained', async () => (await unpublished()) === 0)
  // Later events flow through the recreated stream and durable as usual.
  await expectExactlyOnce(await produce(2))
}, 90_000)

test('events lost longer before the outage come back with the documented replay, each applied once', async () => {
  const old = new Date(Date.now() - 60 * 60 * 1000)
  const consumed = await produce(2)
  await expectExactlyOnce(consumed)
  // Published an hour ago, never read (e.g. that consumer's service was down), then the store was lost.
  const lost = await produce(2, old)

  await nats.kill()
  await nats.restart({ keepStore: false })
  await waitUntil('ready again', async () => (await readyz()).status === 200)
  await expectExactlyOnce(await produce(1)) // the pipeline works again...
  expect(await effectCounts(lost)).toEqual([0, 0]) // ...but the automatic re-publish covers only the outage

  const since = new Date(old.getTime() - 60_000).toISOString()
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['scripts/replay-events.mjs', '--since', since, '--schemas', names.schema],
    { cwd: root, env: { ...process.env, DATABASE_URL: names.databaseUrl } },
  )
  expect(stdout).toMatch(new RegExp(`${names.schema}: \\d+ event\\(s\\) queued for re-publishing`))
  await expectExactlyOnce([...consumed, ...lost])
  await waitUntil('the outbox drained', async () => (await unpublished()) === 0)
}, 90_000)

test('published rows are kept for the retention window, then pruned by one instance at a time', async () => {
  const ids = await produce(2)
  await expectExactlyOnce(ids)
  await pool.query(`UPDATE outbox_events SET published_at = now() - interval '8 days' WHERE id = $1`, [ids[0]])
  const { OutboxRelay } = await import('../src/outbox.js')
  const log = app.log
  const relays = [0, 1].map(
    () => new OutboxRelay(() => null, { databaseUrl: names.databaseUrl, schema: names.schema, pruneIntervalMs: 0 }, log),
  )
  try {
    const deleted = await Promise.all(relays.map((r) => r.prune()))
    expect(deleted.reduce((a, b) => a + b, 0)).toBe(1)
    const left = await pool.query('SELECT id FROM outbox_events WHERE id = ANY($1::uuid[])', [ids])
    expect(left.rows.map((r) => r.id)).toEqual([ids[1]])
  } finally {
    await Promise.all(relays.map((r) => r.close()))
  }
}, 30_000)
