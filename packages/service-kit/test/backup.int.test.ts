import { randomUUID } from 'node:crypto'
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import pg from 'pg'
import { AckPolicy, DeliverPolicy, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream'
import { applyMigrations, cleanupTestRun, EventBus, outboxRecord, testRunNames } from '../src/index.js'

// scripts/backup.mjs and scripts/restore.mjs as an operator runs them: a service schema made by its real
// migrations and filled, backed up, restored into a fresh database, and compared table by table (row counts and
// checksums computed here, apart from the manifest the restore checks itself against). With the run's NATS
// stream and two durables, one caught up and one two events behind: the stream is then lost, and the restore
// recreates it and its durables and queues the outbox rows published since the oldest unhandled event.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const run = promisify(execFile)
const names = testRunNames('backup')
const restoredDb = `cosign_restore_${randomUUID().slice(0, 8)}`
const restoredUrl = Object.assign(new URL(names.databaseUrl), { pathname: `/${restoredDb}` }).toString()
let out: string
let bus: EventBus
let jsm: JetStreamManager
const DURABLES = { caughtUp: 'backup-caught-up', behind: 'backup-behind' }

async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(sql, values)).rows
  } finally {
    await client.end()
  }
}

/** Row count and checksum of every table of the schema, computed independently of the scripts. */
async function contents(url: string, schema: string) {
  const tables = await query<{ table_name: string }>(
    url,
    `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 AND table_type = 'BASE TABLE' ORDER BY 1`,
    [schema],
  )
  const result: Record<string, { rows: number; sum: string | null }> = {}
  for (const { table_name: table } of tables) {
    const [row] = await query<{ rows: number; sum: string | null }>(
      url,
      `SELECT count(*)::int AS rows, md5(string_agg(t::text, ',' ORDER BY t::text)) AS sum FROM "${schema}"."${table}" t`,
    )
    result[table] = row
  }
  return result
}

beforeAll(async () => {
  out = await mkdtemp(path.join(tmpdir(), 'cosign-backup-'))
  await applyMigrations({
    databaseUrl: names.databaseUrl,
    schema: names.schema,
    migrationsDir: path.join(root, 'services/payments/prisma/migrations'),
  })
  const schema = `"${names.schema}"`
  await query(
    names.databaseUrl,
    `INSERT INTO ${schema}.processed_events (event_id, consumer) SELECT gen_random_uuid(), 'backup-test-' || g FROM generate_series(1, 250) g`,
  )
  await query(
    names.databaseUrl,
    `INSERT INTO ${schema}.outbox_events (id, subject, payload, published_at)
       SELECT gen_random_uuid(), 'test.payment.completed', jsonb_build_object('n', g, 'text', 'naïve ' || g),
              CASE WHEN g % 4 = 0 THEN now() - interval '1 hour' WHEN g % 4 = 2 THEN now() END
         FROM generate_series(1, 40) g`,
  )
  bus = await EventBus.connect({ natsUrl: names.natsUrl, stream: names.eventStream, subjectPrefix: names.subjectPrefix, name: 'backup-test' })
  jsm = await jetstreamManager(bus.nc)
  for (const [durable, maxDeliver] of [[DURABLES.caughtUp, 10], [DURABLES.behind, 7]] as const) {
    await jsm.consumers.add(names.eventStream, {
      durable_name: durable,
      ack_policy: AckPolicy.Explicit,
      deliver_policy: DeliverPolicy.All,
      filter_subject: `${names.subjectPrefix}.>`,
      max_deliver: maxDeliver,
      ack_wait: 4_000_000_000,
    })
  }
  for (let i = 0; i < 5; i++) {
    const data = { userId: randomUUID(), email: `b${i}@backup.test`, firstName: 'B', lastName: String(i), role: 'RENTER' as const }
    await bus.publish(outboxRecord('user.registered', data, names.subjectPrefix).payload as never)
  }
  // The first durable handled all five; the second the first three (stream sequences 1-3).
  for (const [durable, n] of [[DURABLES.caughtUp, 5], [DURABLES.behind, 3]] as const) {
    const batch = await (await bus.js.consumers.get(names.eventStream, durable)).fetch({ max_messages: n, expires: 5000 })
    for await (const msg of batch) await msg.ackAck()
  }
}, 60_000)

afterAll(async () => {
  await query(Object.assign(new URL(names.databaseUrl), { pathname: '/postgres' }).toString(), `DROP DATABASE IF EXISTS "${restoredDb}" WITH (FORCE)`)
  await bus?.close()
  await cleanupTestRun(names)
  await rm(out, { recursive: true, force: true })
}, 60_000) // dropping two databases and a stream: more than Jest's 5 s on a loaded machine

/** The restored outbox rows by their payload's `n`: whether each is (again) waiting to be published. */
async function unpublishedByN(url: string) {
  const rows = await query<{ n: number; waiting: boolean }>(
    url,
    `SELECT (payload->>'n')::int AS n, published_at IS NULL AS waiting FROM "${names.schema}".outbox_events ORDER BY 1`,
  )
  return rows.filter((r) => r.waiting).map((r) => r.n)
}

test('backup -> restore into an empty database: every table has the same rows (counts and checksums)', async () => {
  const env = { ...process.env, DATABASE_URL: names.databaseUrl, NATS_URL: names.natsUrl }
  const streamBefore = await jsm.streams.info(names.eventStream)
  const durablesBefore = await Promise.all(Object.values(DURABLES).map((d) => jsm.consumers.info(names.eventStream, d)))
  const backupArgs = ['--out', out, '--schemas', names.schema, '--stream', names.eventStream]
  const backup = await run(process.execPath, [path.join(root, 'scripts/backup.mjs'), ...backupArgs], { env })
  const dir = /-> (.+)$/m.exec(backup.stdout)?.[1]
  expect(dir).toBeTruthy()
  const manifest = JSON.parse(await readFile(path.join(dir!, 'manifest.json'), 'utf8'))
  expect(manifest.tables[`${names.schema}.processed_events`].rows).toBe(250)
  expect(manifest.tables[`${names.schema}.outbox_events`].rows).toBe(40)
  const nats = JSON.parse(await readFile(path.join(dir!, 'nats.json'), 'utf8'))
  expect(nats.stream).toMatchObject({ name: names.eventStream, lastSeq: 5 })
  const fourth = await jsm.streams.getMessage(names.eventStream, { seq: 4 })
  expect(nats.durables).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ name: DURABLES.caughtUp, ackFloor: 5, oldestUnhandledAt: null }),
      expect.objectContaining({ name: DURABLES.behind, ackFloor: 3, pending: 2, oldestUnhandledAt: fourth!.time.toISOString() }),
    ]),
  )
  expect(Date.parse(nats.replaySince)).toBe(fourth!.time.getTime() - 5 * 60_000)

  await jsm.streams.delete(names.eventStream) // NATS lost its store with the database
  const restored = await run(process.execPath, [path.join(root, 'scripts/restore.mjs'), dir!, '--to', restoredUrl], { env })
  expect(restored.stdout).toMatch(/tables match the backup's row counts and checksums/)
  expect(restored.stdout).toMatch(/NATS the stream and 2 durable\(s\) recreated/)
  expect(restored.stdout).toMatch(/10 outbox event\(s\) queued for re-publishing/)

  // The stream and its durables as they were configured; sequences go on after the backed-up last one.
  const streamAfter = await jsm.streams.info(names.eventStream)
  expect(streamAfter.config).toEqual(streamBefore.config)
  expect(streamAfter.state).toMatchObject({ messages: 0, first_seq: 6 })
  for (const before of durablesBefore) {
    const after = await jsm.consumers.info(names.eventStream, before.name)
    expect(after.config).toEqual(before.config)
  }
  // Rows published an hour before the oldest unhandled event stay published; recent ones are queued again.
  const odd = Array.from({ length: 20 }, (_, i) => 2 * i + 1)
  const recent = Array.from({ length: 10 }, (_, i) => 4 * i + 2)
  expect(await unpublishedByN(names.databaseUrl)).toEqual(odd)
  expect(await unpublishedByN(restoredUrl)).toEqual([...odd, ...recent].sort((a, b) => a - b))

  const { outbox_events: outboxBefore, ...before } = await contents(names.databaseUrl, names.schema)
  const { outbox_events: outboxAfter, ...after } = await contents(restoredUrl, names.schema)
  expect(Object.keys(before).length).toBeGreaterThan(5)
  expect(after).toEqual(before)
  expect(outboxAfter.rows).toBe(outboxBefore.rows)
  expect(after.processed_events.rows).toBe(250)

  // A second restore into the same (no longer empty) database is refused instead of mixing rows.
  await expect(
    run(process.execPath, [path.join(root, 'scripts/restore.mjs'), dir!, '--to', restoredUrl], { env }),
  ).rejects.toThrow(/restore into an empty database/)
}, 120_000) // four pg_dump/psql processes and two databases: seconds on a loaded CI machine
