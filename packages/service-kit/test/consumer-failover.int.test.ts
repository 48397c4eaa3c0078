// Issue 32, "Events move on when an instance dies": two instances of one durable consumer, each a process of its
// own (test/fixtures/consumer-instance.mjs, on the built dist), on the machine's NATS and PostgreSQL. One is
// SIGKILLed while it handles an event, or SIGTERMed while it holds some: how long until the other applied them.
import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { jetstreamManager } from '@nats-io/jetstream'
import { cleanupTestRun, EventBus, outboxRecord, testRunNames } from '../src/index.js'

const INSTANCE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/consumer-instance.mjs')
const names = testRunNames('failover')
let pool: pg.Pool
let bus: EventBus
const children: ChildProcess[] = []

interface Instance {
  child: ChildProcess
  /** Resolves when the instance has printed a line matching `pattern`. */
  printed(pattern: RegExp): Promise<void>
  /** Every line printed so far. */
  lines: string[]
}

/** Starts an instance and waits until it consumes. */
async function startInstance(
  instance: string,
  durable: string,
  handler: 'apply' | 'slow' | 'hang',
  slowMs = 0,
): Promise<Instance> {
  const child = spawn(process.execPath, [INSTANCE], {
    env: {
      ...process.env,
      INSTANCE: instance,
      HANDLER: handler,
      SLOW_MS: String(slowMs),
      DURABLE: durable,
      NATS_URL: names.natsUrl,
      STREAM: names.eventStream,
      SUBJECT_PREFIX: names.subjectPrefix,
      DATABASE_URL: names.databaseUrl,
      SCHEMA: names.schema,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  const lines: string[] = []
  const waiters: Array<{ pattern: RegExp; resolve: () => void }> = []
  let buffered = ''
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString()
    const parts = buffered.split('\n')
    buffered = parts.pop()!
    for (const line of parts) {
      lines.push(line)
      for (const w of waiters.filter((x) => x.pattern.test(line))) w.resolve()
    }
  })
  const printed = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      if (lines.some((l) => pattern.test(l))) return resolve()
      waiters.push({ pattern, resolve })
      child.once('exit', (code) => reject(new Error(`instance ${instance} exited (${code}) before printing ${pattern}`)))
    })
  await printed(/^ready$/)
  return { child, printed, lines }
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((r) => child.once('exit', () => r()))

async function publish(n: number): Promise<string[]> {
  const ids: string[] = []
  for (let i = 0; i < n; i++) {
    const { payload } = outboxRecord(
      'user.registered',
      { userId: crypto.randomUUID(), email: `f${i}@failover.test`, firstName: 'F', lastName: String(i), role: 'RENTER' },
      names.subjectPrefix,
    )
    await bus.publish(payload as never)
    ids.push((payload as { id: string }).id)
  }
  return ids
}

/** Which instance applied each event (null: not yet), and how many times. */
async function applied(ids: string[]): Promise<Array<{ instance: string | null; times: number }>> {
  const { rows } = await pool.query<{ event_id: string; instance: string; times: number }>(
    `SELECT event_id, min(instance) AS instance, count(*)::int AS times FROM effects WHERE event_id = ANY($1::uuid[]) GROUP BY event_id`,
    [ids],
  )
  const by = new Map(rows.map((r) => [r.event_id, r]))
  return ids.map((id) => ({ instance: by.get(id)?.instance ?? null, times: by.get(id)?.times ?? 0 }))
}

/** Milliseconds from now until every one of `ids` is applied (polled every 20 ms). */
async function msUntilApplied(ids: string[], timeoutMs = 20_000): Promise<number> {
  const started = Date.now()
  while ((await applied(ids)).some((a) => a.times === 0)) {
    if (Date.now() - started > timeoutMs) throw new Error(`not applied within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 20))
  }
  return Date.now() - started
}

const redeliveries = async (durable: string) =>
  (await (await jetstreamManager(bus.nc)).consumers.info(names.eventStream, durable)).num_redelivered

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: names.databaseUrl })
  await admin.connect()
  await admin.query(`CREATE SCHEMA "${names.schema}"`)
  await admin.query(`SET search_path TO "${names.schema}"`)
  await admin.query(`
    CREATE TABLE processed_events (event_id uuid NOT NULL, consumer text NOT NULL,
      processed_at timestamptz(3) NOT NULL DEFAULT now(), PRIMARY KEY (event_id, consumer));
    CREATE TABLE effects (event_id uuid NOT NULL, instance text NOT NULL)`)
  await admin.end()
  pool = new pg.Pool({ connectionString: names.databaseUrl, options: `-c search_path="${names.schema}"`, max: 2 })
  bus = await EventBus.connect({ natsUrl: names.natsUrl, stream: names.eventStream, subjectPrefix: names.subjectPrefix, name: 'failover-test' })
}, 30_000)

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL')
  await Promise.all(children.map(exited))
  await bus?.close()
  await pool?.end()
  await cleanupTestRun(names)
}, 30_000)

test('an instance SIGKILLed while handling an event: the other instance has applied it within 5 s', async () => {
  const durable = 'failover-kill'
  const dying = await startInstance('dying', durable, 'hang')
  const [id] = await publish(1)
  await dying.printed(new RegExp(`^handling ${id}$`))
  const survivor = await startInstance('survivor', durable, 'apply')
  // Held past the ack wait while its instance lives: its progress signals keep it from the survivor.
  await new Promise((r) => setTimeout(r, 6000))
  expect(await applied([id!])).toEqual([{ instance: null, times: 0 }])
  expect(survivor.lines).not.toContain(`handling ${id}`)

  dying.child.kill('SIGKILL')
  await exited(dying.child)
  const delay = await msUntilApplied([id!])
  expect(await applied([id!])).toEqual([{ instance: 'survivor', times: 1 }])
  expect(delay).toBeLessThan(5000) // was up to 30 s (the old ack wait)
  survivor.child.kill('SIGTERM')
  await exited(survivor.child)
}, 90_000) // instances start in seconds each on a loaded machine

test('a healthy handler that takes 10 s is not redelivered to the other instance', async () => {
  const durable = 'failover-slow'
  // Both take 10 s and both are pulling before the event exists: whichever gets it, the other could take it.
  const instances = [await startInstance('first', durable, 'slow', 10_000), await startInstance('second', durable, 'slow', 10_000)]
  const [id] = await publish(1)
  await msUntilApplied([id!], 30_000)
  const [{ instance: handler }] = await applied([id!])
  expect(await applied([id!])).toEqual([{ instance: handler, times: 1 }])
  const handlers = instances.filter(({ lines }) => lines.includes(`handling ${id}`))
  expect(handlers).toHaveLength(1) // the other instance never saw it
  expect(await redeliveries(durable)).toBe(0)
  for (const { child } of instances) child.kill('SIGTERM')
  await Promise.all(instances.map(({ child }) => exited(child)))
}, 90_000) // instances start in seconds each on a loaded machine

test('a graceful stop gives back the events not started at once, and finishes the one in progress', async () => {
  const durable = 'failover-stop'
  // 15 s: the first event is still in progress when the SIGTERM comes (starting the other instance takes seconds).
  const stopping = await startInstance('stopping', durable, 'slow', 15_000)
  const [first, ...waiting] = await publish(3)
  await stopping.printed(new RegExp(`^handling ${first}$`))
  const other = await startInstance('other', durable, 'apply')
  await new Promise((r) => setTimeout(r, 500)) // the two others have arrived at `stopping` and wait behind the first

  stopping.child.kill('SIGTERM')
  // Given back by `nak`, not left to the ack wait (4 s): the other instance has them well before.
  expect(await msUntilApplied(waiting)).toBeLessThan(2000)
  expect(await applied(waiting)).toEqual(waiting.map(() => ({ instance: 'other', times: 1 })))
  await exited(stopping.child)
  expect(stopping.child.exitCode).toBe(0)
  expect(await applied([first!])).toEqual([{ instance: 'stopping', times: 1 }])
  expect(other.lines).not.toContain(`handling ${first}`)
  other.child.kill('SIGTERM')
  await exited(other.child)
}, 90_000)
