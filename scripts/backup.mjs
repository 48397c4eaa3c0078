#!/usr/bin/env node
// Backup of every service's schema (issue 32): ONE pg_dump archive per run, taken in one snapshot, so the schemas
// agree with each other (a payment and the contract it pays for), plus a manifest of every table's row count and
// checksum read in that same snapshot, which scripts/restore.mjs checks the restored database against.
//   node scripts/backup.mjs [--out backups] [--schemas auth,matching,...]       (DATABASE_URL as the platform's)
// Writes <out>/<UTC stamp>/cosign.dump (pg_dump custom format), manifest.json and nats.json (the event stream's
// and durables' configurations and positions: scripts/nats-state.mjs; --no-nats leaves it out); prints the folder.
//   NATS: --nats <url> (NATS_URL, default nats://127.0.0.1:4222), --stream <name> (EVENT_STREAM, COSIGN_EVENTS).
// What it does not hold: the stream's messages (every event is an outbox row in the dump, re-published by the
// restore: docs/operations.md), Redis (caches and throttles), the documents' files (DOCUMENTS_DIR, copied apart).
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { captureNatsState } from './nats-state.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// pg comes with service-kit (the scripts have no dependencies of their own).
export const pg = createRequire(path.join(ROOT, 'packages/service-kit/package.json'))('pg')
/** The services' schemas (scripts/platform.mjs SERVICES: each service owns the schema of its name). */
export const SERVICE_SCHEMAS = ['auth', 'matching', 'contracts', 'payments', 'chat', 'documents']

export const quoteIdent = (name) => `"${String(name).replaceAll('"', '""')}"`

/**
 * Every table of `schemas` with its row count and an md5 of its rows (each row as text, in text order): equal
 * checksums mean equal contents, whatever the physical order. Runs on `client`, inside its transaction if any.
 */
export async function tableChecksums(client, schemas) {
  const { rows: tables } = await client.query(
    `SELECT table_schema, table_name FROM information_schema.tables
      WHERE table_schema = ANY($1) AND table_type = 'BASE TABLE' ORDER BY 1, 2`,
    [schemas],
  )
  const result = {}
  for (const { table_schema: schema, table_name: table } of tables) {
    const { rows } = await client.query(
      `SELECT count(*)::int AS rows, coalesce(md5(string_agg(t::text, E'\\n' ORDER BY t::text)), '') AS checksum
         FROM ${quoteIdent(schema)}.${quoteIdent(table)} t`,
    )
    result[`${schema}.${table}`] = rows[0]
  }
  return result
}

/** Runs a PostgreSQL tool; rejects with its stderr when it fails (restore.mjs uses it too). */
export function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}: ${stderr}`))))
  })
}

/** Takes the backup; returns { dir, archive, manifest }. `nats`: { natsUrl, stream }, or null to leave NATS out. */
export async function backup({ databaseUrl, out, schemas = SERVICE_SCHEMAS, nats = null, now = new Date() }) {
  const dir = path.resolve(out, now.toISOString().replace(/[:.]/g, '-'))
  mkdirSync(dir, { recursive: true })
  const archive = path.join(dir, 'cosign.dump')
  // Read before the database snapshot (see captureNatsState): what a durable handles in between is then covered.
  const natsState = nats ? await captureNatsState(nats) : null
  if (natsState) writeFileSync(path.join(dir, 'nats.json'), `${JSON.stringify(natsState, null, 2)}\n`)
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    // One snapshot for the dump and the manifest: held by this transaction until pg_dump has read it.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY')
    const { rows } = await client.query('SELECT pg_export_snapshot() AS snapshot')
    const present = (await client.query('SELECT nspname FROM pg_namespace WHERE nspname = ANY($1)', [schemas])).rows.map((r) => r.nspname)
    const missing = schemas.filter((s) => !present.includes(s))
    if (missing.length) throw new Error(`no such schema: ${missing.join(', ')}`)
    const dump = run('pg_dump', [
      `--dbname=${databaseUrl}`,
      `--snapshot=${rows[0].snapshot}`,
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      ...schemas.map((s) => `--schema=${s}`),
      `--file=${archive}`,
    ])
    const tables = await tableChecksums(client, schemas)
    // Extensions live outside the services' schemas (pg_trgm in public, for matching's and chat's search indexes),
    // so the dump of those schemas lacks them and an empty database refuses the indexes: the restore makes them.
    const { rows: extensions } = await client.query(
      `SELECT e.extname AS name, n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
        WHERE e.extname <> 'plpgsql' ORDER BY 1`,
    )
    await dump
    await client.query('COMMIT')
    const manifest = { takenAt: now.toISOString(), schemas, archive: 'cosign.dump', nats: natsState ? 'nats.json' : null, extensions, tables }
    writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    return { dir, archive, manifest }
  } finally {
    await client.end()
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const arg = (name) => {
    const i = process.argv.indexOf(`--${name}`)
    return i > 0 ? process.argv[i + 1] : undefined
  }
  const databaseUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/cosign'
  const started = Date.now()
  const { dir, manifest } = await backup({
    databaseUrl,
    out: arg('out') ?? path.join(ROOT, 'backups'),
    schemas: arg('schemas')?.split(',') ?? SERVICE_SCHEMAS,
    nats: process.argv.includes('--no-nats')
      ? null
      : { natsUrl: arg('nats') ?? process.env.NATS_URL ?? 'nats://127.0.0.1:4222', stream: arg('stream') ?? process.env.EVENT_STREAM ?? 'COSIGN_EVENTS' },
  })
  const rows = Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0)
  const nats = manifest.nats ? ', NATS stream and durables' : ''
  console.log(`backup: ${Object.keys(manifest.tables).length} tables, ${rows} rows${nats} in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${dir}`)
}
