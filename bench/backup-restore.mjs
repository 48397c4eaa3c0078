#!/usr/bin/env node
// Backup and restore time at 100,000 contracts (issue 32, docs/operations.md "How long"): a database of its own
// with the contracts schema made by the service's real migrations, filled by SQL (generate_series) with 100,000
// contracts and what each has beside it (2 signatures with a 1 KB incompressible image, 3 status events, 2
// ledger entries, 3 outbox rows, 2 processed events), plus an event stream with 20 durables on the machine's
// NATS. Then scripts/backup.mjs's backup() and scripts/restore.mjs's restore() as an operator runs them, timed.
// Drops its databases and stream afterwards.
// Needs service-kit built (pnpm --filter @cosign/service-kit build).
// Usage: node bench/backup-restore.mjs   env: CONTRACTS (100000), DATABASE_URL (a server URL), NATS_URL
import { createRequire } from 'node:module'
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { cpus, tmpdir, totalmem } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { performance } from 'node:perf_hooks'
import { randomBytes } from 'node:crypto'
import { backup } from '../scripts/backup.mjs'
import { restore } from '../scripts/restore.mjs'

const CONTRACTS = Number(process.env.CONTRACTS ?? 100_000)
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const kitDir = path.join(root, 'packages/service-kit')
const kit = await import(pathToFileURL(path.join(kitDir, 'dist/index.js')).href)
const requireKit = createRequire(path.join(kitDir, 'package.json'))
const pg = requireKit('pg')
const { jetstreamManager, AckPolicy, DeliverPolicy } = requireKit('@nats-io/jetstream')
const { connect } = requireKit('@nats-io/transport-node')

const id = randomBytes(4).toString('hex')
const server = new URL(process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres')
const urlOf = (db) => Object.assign(new URL(server), { pathname: `/${db}` }).toString()
const sourceDb = `cosign_bench_backup_${id}`
const targetDb = `cosign_bench_restore_${id}`
const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222'
const stream = `BENCH_BACKUP_${id}`
const seconds = (t) => ((performance.now() - t) / 1000).toFixed(1)

async function admin(sql) {
  const client = new pg.Client({ connectionString: urlOf('postgres') })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** 100,000 contracts and their rows, all by SQL in the database. */
async function fill() {
  await kit.applyMigrations({ databaseUrl: urlOf(sourceDb), schema: 'contracts', migrationsDir: path.join(root, 'services/contracts/prisma/migrations') })
  const db = new pg.Client({ connectionString: urlOf(sourceDb), options: '-c search_path=contracts' })
  await db.connect()
  try {
    await db.query(`INSERT INTO contracts (id, match_request_id, status, renter_id, cosigner_id, renter_name, renter_address,
        cosigner_name, cosigner_address, cosigner_email, cosigner_paypal_email, lease_start_date, lease_end_date, fee_option,
        fee_cents, installment_count, platform_fee_cents, processing_fee_cents, agreement_version, terms_hash,
        step1_amount_cents, step2_amount_cents, created_at, updated_at)
      SELECT md5('k' || g)::uuid, gen_random_uuid(), (ARRAY['cosigner_signed','fully_signed','finalized','cancelled','completed'])[1 + g % 5],
        md5('r' || (g % ${Math.max(1, CONTRACTS / 5)}))::uuid, md5('c' || (g % ${Math.max(1, CONTRACTS / 20)}))::uuid,
        'Renter ' || g, g || ' Main St', 'Cosigner ' || g, 'Austin, TX', 'c' || g || '@bench.test', 'p' || g || '@bench.test',
        DATE '2030-01-15', DATE '2031-01-15', 'installments', 120000, 2, 18000, 5000, 1, md5('hash' || g) || md5('hash2' || g),
        23000, 102000, now() - make_interval(secs => g), now()
      FROM generate_series(1, ${CONTRACTS}) g`)
    // A drawn signature is a PNG (already compressed): 1 KB of md5 output stands in, correlated so each row differs.
    await db.query(`INSERT INTO contract_signatures (id, contract_id, role, signer_id, signer_name, signed_at, ip, user_agent, terms_hash, image_png)
      SELECT gen_random_uuid(), md5('k' || g)::uuid, r, gen_random_uuid(), 'Signer ' || g, now(), '203.0.113.7',
        'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0', md5('hash' || g) || md5('hash2' || g),
        decode((SELECT string_agg(md5(random()::text || s || g || r), '') FROM generate_series(1, 64) s), 'hex')
      FROM generate_series(1, ${CONTRACTS}) g CROSS JOIN (VALUES ('cosigner'), ('renter')) AS roles(r)`)
    await db.query(`INSERT INTO contract_events (id, contract_id, status, at, actor_id, actor_role, note, ip, user_agent)
      SELECT gen_random_uuid(), md5('k' || g)::uuid, (ARRAY['created','cosigner_signed','fully_signed'])[e], now(), gen_random_uuid(),
        'renter', NULL, '203.0.113.7', 'Mozilla/5.0'
      FROM generate_series(1, ${CONTRACTS}) g CROSS JOIN generate_series(1, 3) e`)
    await db.query(`INSERT INTO ledger_entries (id, contract_id, renter_id, cosigner_id, entry_type, status, amount_cents, due_date,
        description, installment_number)
      SELECT gen_random_uuid(), md5('k' || g)::uuid, md5('r' || g)::uuid, md5('c' || g)::uuid, 'installment', 'pending', 60000,
        DATE '2030-01-15' + 30 * i, 'Installment ' || i || ' of 2', i
      FROM generate_series(1, ${CONTRACTS}) g CROSS JOIN generate_series(1, 2) i`)
    await db.query(`INSERT INTO outbox_events (id, subject, payload, published_at)
      SELECT gen_random_uuid(), 'contract.updated', jsonb_build_object('id', gen_random_uuid(), 'type', 'contract.updated',
        'occurredAt', now(), 'data', jsonb_build_object('contractId', md5('k' || g)::uuid, 'status', 'fully_signed', 'n', e)), now() - interval '1 day'
      FROM generate_series(1, ${CONTRACTS}) g CROSS JOIN generate_series(1, 3) e`)
    await db.query(`INSERT INTO processed_events (event_id, consumer)
      SELECT gen_random_uuid(), c FROM generate_series(1, ${CONTRACTS}) g CROSS JOIN (VALUES ('contracts-events'), ('contracts-privacy')) AS cs(c)`)
    await db.query('ANALYZE')
    return (await db.query(`SELECT pg_size_pretty(pg_database_size(current_database())) AS size`)).rows[0].size
  } finally {
    await db.end()
  }
}

/** The machine's NATS: a stream with 20 durables, as many as the platform has. */
async function natsStream() {
  const nc = await connect({ servers: natsUrl })
  try {
    const jsm = await jetstreamManager(nc)
    await jsm.streams.add({ name: stream, subjects: [`bench_backup_${id}.>`] })
    for (let i = 0; i < 20; i++)
      await jsm.consumers.add(stream, { durable_name: `durable-${i}`, ack_policy: AckPolicy.Explicit, deliver_policy: DeliverPolicy.All, ack_wait: 4e9 })
  } finally {
    await nc.close()
  }
}

const out = await mkdtemp(path.join(tmpdir(), 'cosign-bench-backup-'))
try {
  await admin(`CREATE DATABASE "${sourceDb}"`)
  let t = performance.now()
  const size = await fill()
  console.log(`filled ${CONTRACTS} contracts (and their rows) in ${seconds(t)} s: database ${size}`)
  await natsStream()

  t = performance.now()
  const { dir, archive, manifest } = await backup({ databaseUrl: urlOf(sourceDb), out, schemas: ['contracts'], nats: { natsUrl, stream } })
  const backupSeconds = seconds(t)
  const rows = Object.values(manifest.tables).reduce((n, x) => n + x.rows, 0)
  const archiveMb = ((await stat(archive)).size / 1024 / 1024).toFixed(0)
  console.log(`backup: ${rows} rows in ${Object.keys(manifest.tables).length} tables, archive ${archiveMb} MB, ${backupSeconds} s`)

  // As after losing both: the stream goes, the restore recreates it.
  const nc = await connect({ servers: natsUrl })
  await (await jetstreamManager(nc)).streams.delete(stream)
  await nc.close()
  t = performance.now()
  const { mismatches, nats, replayed } = await restore({ dir, targetUrl: urlOf(targetDb), natsUrl })
  const restoreSeconds = seconds(t)
  if (mismatches.length) throw new Error(`restored tables differ: ${mismatches.join(', ')}`)
  console.log(
    `restore: pg_restore + checks of every table + ${nats.durablesCreated.length} durables + replay of ${replayed.contracts} outbox rows, ${restoreSeconds} s`,
  )
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 1024 ** 3).toFixed(0)} GB RAM`)
} finally {
  await rm(out, { recursive: true, force: true })
  await admin(`DROP DATABASE IF EXISTS "${sourceDb}" WITH (FORCE)`).catch(() => undefined)
  await admin(`DROP DATABASE IF EXISTS "${targetDb}" WITH (FORCE)`).catch(() => undefined)
  const nc = await connect({ servers: natsUrl })
  await (await jetstreamManager(nc)).streams.delete(stream).catch(() => undefined)
  await nc.close()
}
