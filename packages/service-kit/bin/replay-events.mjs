#!/usr/bin/env node
// Replays domain events from the services' outboxes: marks the outbox rows published since a moment as
// unpublished again, and each service's outbox relay re-publishes them (within a second while it runs, else
// when it starts) with their original event ids, oldest first. Consumers record every event they handled in
// processed_events, so what they already had is acknowledged without effect: only what they missed applies.
// Use it when NATS lost its JetStream store (docs/architecture.md, "Events"). Published rows are kept
// OUTBOX_RETENTION_DAYS (7) days, so --since can go back that far.
//
//   node scripts/replay-events.mjs --since 2026-11-25T01:00:00Z [--until <iso>] [--schemas auth,matching]
//   DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/cosign); --dry-run only counts.
import pg from 'pg'

const SERVICES = ['auth', 'matching', 'contracts', 'payments', 'chat', 'documents']
const RETENTION_DAYS = 7

function parseArgs(argv) {
  const args = { schemas: SERVICES, dryRun: false }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    const value = () => {
      const v = argv[++i]
      if (v === undefined) throw new Error(`${a} needs a value`)
      return v
    }
    if (a === '--since') args.since = new Date(value())
    else if (a === '--until') args.until = new Date(value())
    else if (a === '--schemas') args.schemas = value().split(',').map((s) => s.trim()).filter(Boolean)
    else if (a === '--dry-run') args.dryRun = true
    else throw new Error(`unknown argument ${a}`)
  }
  if (!args.since || Number.isNaN(args.since.getTime())) throw new Error('--since <ISO date> is required')
  if (args.until && Number.isNaN(args.until.getTime())) throw new Error('--until must be an ISO date')
  for (const s of args.schemas) if (!/^[a-z_][a-z0-9_]*$/.test(s)) throw new Error(`bad schema name ${s}`)
  return args
}

export async function replayEvents({ databaseUrl, since, until, schemas, dryRun = false }) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const counts = {}
  try {
    for (const schema of schemas) {
      const { rows } = await client.query(
        `SELECT to_regclass($1) IS NOT NULL AS present`,
        [`"${schema}"."outbox_events"`],
      )
      if (!rows[0].present) {
        counts[schema] = null
        continue
      }
      const where = `published_at >= $1${until ? ' AND published_at < $2' : ''}`
      const params = until ? [since, until] : [since]
      const res = dryRun
        ? await client.query(`SELECT count(*)::int AS n FROM "${schema}"."outbox_events" WHERE ${where}`, params)
        : await client.query(`UPDATE "${schema}"."outbox_events" SET published_at = NULL WHERE ${where}`, params)
      counts[schema] = dryRun ? res.rows[0].n : res.rowCount
    }
  } finally {
    await client.end()
  }
  return counts
}

const isMain = import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('replay-events.mjs')
if (isMain) {
  try {
    const args = parseArgs(process.argv.slice(2))
    const databaseUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/cosign'
    if (args.since < new Date(Date.now() - RETENTION_DAYS * 86_400_000))
      console.warn(`note: published outbox rows are kept ${RETENTION_DAYS} days; older ones are gone`)
    const counts = await replayEvents({ databaseUrl, ...args })
    for (const [schema, n] of Object.entries(counts))
      console.log(`${schema}: ${n === null ? 'no outbox table' : `${n} event(s) ${args.dryRun ? 'would be ' : ''}queued for re-publishing`}`)
  } catch (err) {
    console.error(`replay-events: ${err.message}`)
    process.exit(1)
  }
}
