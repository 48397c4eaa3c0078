#!/usr/bin/env node
// Restores a backup of scripts/backup.mjs into an EMPTY database (made when missing), then checks every table's
// row count and checksum against the backup's manifest; exits 1 when one differs.
//   node scripts/restore.mjs <backup folder> --to postgresql://postgres@127.0.0.1:5432/cosign_restored
//     [--nats <url> (NATS_URL, default nats://127.0.0.1:4222) | --no-nats]
// With the backup's nats.json it then recreates the event stream and the durables the NATS server lacks, and
// marks the restored outbox rows published since the backup's `replaySince` for re-publishing (the relays send
// them when the platform starts; consumers skip what their restored processed_events say they handled).
// Then point the platform's DATABASE_URL at it (docs/operations.md).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { pg, quoteIdent, run, tableChecksums } from './backup.mjs'
import { restoreNatsState } from './nats-state.mjs'
import { replayEvents } from '../packages/service-kit/bin/replay-events.mjs'

/**
 * Creates the target database when it does not exist; refuses one that already holds any of the schemas. Then
 * creates the extensions the backup's database had (they live outside the dumped schemas).
 */
async function emptyTarget(targetUrl, schemas, extensions = []) {
  const url = new URL(targetUrl)
  const name = decodeURIComponent(url.pathname.slice(1))
  const admin = new pg.Client({ connectionString: Object.assign(new URL(targetUrl), { pathname: '/postgres' }).toString() })
  await admin.connect()
  try {
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount > 0
    if (!exists) await admin.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`)
  } finally {
    await admin.end()
  }
  const target = new pg.Client({ connectionString: targetUrl })
  await target.connect()
  try {
    const taken = (await target.query('SELECT nspname FROM pg_namespace WHERE nspname = ANY($1)', [schemas])).rows
    if (taken.length) throw new Error(`the target already has schema(s) ${taken.map((r) => r.nspname).join(', ')}: restore into an empty database`)
    for (const { name, schema } of extensions) {
      await target.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`)
      await target.query(`CREATE EXTENSION IF NOT EXISTS ${quoteIdent(name)} WITH SCHEMA ${quoteIdent(schema)}`)
    }
  } finally {
    await target.end()
  }
}

/**
 * Restores and verifies; returns { tables, mismatches, nats, replayed } (mismatches empty when everything
 * matches; nats: what was recreated, null without nats.json or with natsUrl null; replayed: outbox rows queued
 * again per schema). The outboxes are replayed only once the tables match.
 */
export async function restore({ dir, targetUrl, natsUrl = null }) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8'))
  await emptyTarget(targetUrl, manifest.schemas, manifest.extensions)
  await run('pg_restore', [`--dbname=${targetUrl}`, '--no-owner', '--no-privileges', '--exit-on-error', path.join(dir, manifest.archive)])
  const client = new pg.Client({ connectionString: targetUrl })
  await client.connect()
  let restored
  try {
    restored = await tableChecksums(client, manifest.schemas)
  } finally {
    await client.end()
  }
  const names = new Set([...Object.keys(manifest.tables), ...Object.keys(restored)])
  const mismatches = [...names].filter(
    (t) => manifest.tables[t]?.rows !== restored[t]?.rows || manifest.tables[t]?.checksum !== restored[t]?.checksum,
  )
  if (mismatches.length || !manifest.nats) return { tables: restored, mismatches, nats: null, replayed: null }
  const state = JSON.parse(readFileSync(path.join(dir, manifest.nats), 'utf8'))
  const nats = natsUrl ? await restoreNatsState({ natsUrl, state }) : null
  const since = new Date(state.replaySince)
  const replayed = await replayEvents({ databaseUrl: targetUrl, since, schemas: manifest.schemas })
  return { tables: restored, mismatches, nats, replayed }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const dir = process.argv[2]
  const to = process.argv.indexOf('--to')
  if (!dir || to < 0) {
    console.error('usage: node scripts/restore.mjs <backup folder> --to <empty database URL>')
    process.exit(2)
  }
  const started = Date.now()
  const natsAt = process.argv.indexOf('--nats')
  const natsUrl = process.argv.includes('--no-nats') ? null : natsAt > 0 ? process.argv[natsAt + 1] : (process.env.NATS_URL ?? 'nats://127.0.0.1:4222')
  const { tables, mismatches, nats, replayed } = await restore({ dir: path.resolve(dir), targetUrl: process.argv[to + 1], natsUrl })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (mismatches.length) {
    console.error(`restore: ${mismatches.length} table(s) differ from the backup: ${mismatches.join(', ')}`)
    process.exit(1)
  }
  console.log(`restore: ${Object.keys(tables).length} tables match the backup's row counts and checksums (${seconds} s)`)
  if (nats) {
    const made = [nats.streamCreated && 'the stream', nats.durablesCreated.length && `${nats.durablesCreated.length} durable(s)`].filter(Boolean)
    console.log(`restore: NATS ${made.length ? `${made.join(' and ')} recreated` : 'already had the stream and its durables'}`)
  }
  if (replayed) {
    const n = Object.values(replayed).reduce((sum, v) => sum + (v ?? 0), 0)
    console.log(`restore: ${n} outbox event(s) queued for re-publishing (published since the backup's oldest unhandled event)`)
  }
}
