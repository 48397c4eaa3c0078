import { createHash, randomUUID } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { assertSchemaName } from './db.js'

export interface MigrateOptions {
  databaseUrl: string
  schema: string
  /** Directory holding Prisma's `<timestamp>_<name>/migration.sql` folders. */
  migrationsDir: string
  log?: (line: string) => void
}

/**
 * Applies pending Prisma migrations without Prisma's native schema engine (unavailable offline), keeping
 * Prisma's `_prisma_migrations` bookkeeping so `prisma migrate deploy` stays usable where the engine is.
 * Each migration runs in its own transaction inside the service's schema; a failing one rolls back whole.
 * An advisory lock keeps two processes from migrating the same schema at once.
 */
export async function applyMigrations(options: MigrateOptions): Promise<string[]> {
  const schema = assertSchemaName(options.schema)
  await ensureDatabase(options.databaseUrl)
  const client = new pg.Client({ connectionString: options.databaseUrl })
  await client.connect()
  const applied: string[] = []
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [`migrate:${schema}`])
    await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`)
    await client.query(`CREATE TABLE IF NOT EXISTS "${schema}"."_prisma_migrations" (
      id VARCHAR(36) PRIMARY KEY NOT NULL, checksum VARCHAR(64) NOT NULL, finished_at TIMESTAMPTZ,
      migration_name VARCHAR(255) NOT NULL, logs TEXT, rolled_back_at TIMESTAMPTZ,
      started_at TIMESTAMPTZ NOT NULL DEFAULT now(), applied_steps_count INTEGER NOT NULL DEFAULT 0)`)
    const done = new Set(
      (await client.query(`SELECT migration_name FROM "${schema}"."_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`))
        .rows.map((r: { migration_name: string }) => r.migration_name),
    )
    const names = existsSync(options.migrationsDir)
      ? readdirSync(options.migrationsDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort()
      : []
    for (const name of names) {
      if (done.has(name)) continue
      const raw = readFileSync(path.join(options.migrationsDir, name, 'migration.sql'), 'utf8')
      const sql = raw
        // The diff targets Prisma's default schema; the search_path below puts everything in ours.
        .replace(/^CREATE SCHEMA IF NOT EXISTS "public";$/m, '')
      await client.query('BEGIN')
      try {
        await client.query(`SET LOCAL search_path TO "${schema}"`)
        // Extensions belong to the database, not the schema: two services creating one at once would collide
        // (services migrate side by side), so whoever creates one holds the database-wide lock until commit.
        if (/CREATE EXTENSION/i.test(sql)) await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['migrate:extensions'])
        await client.query(sql)
        await client.query(
          `INSERT INTO "${schema}"."_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) VALUES ($1, $2, now(), $3, 1)`,
          [randomUUID(), createHash('sha256').update(raw).digest('hex'), name],
        )
        await client.query('COMMIT')
      } catch (err) {
        await client.query('ROLLBACK')
        throw new Error(`migration ${name} failed in schema ${schema}: ${(err as Error).message}`)
      }
      applied.push(name)
      options.log?.(`applied ${schema}/${name}`)
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [`migrate:${schema}`]).catch(() => undefined)
    await client.end()
  }
  return applied
}

/** Drops a schema; used by integration tests to clean up their per-run schema. */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${assertSchemaName(schema)}" CASCADE`)
  } finally {
    await client.end()
  }
}

/** Creates the database named in the URL when it does not exist yet (first start on a fresh machine). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl)
  const name = decodeURIComponent(url.pathname.slice(1))
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`invalid database name: ${name}`)
  url.pathname = '/postgres'
  const client = new pg.Client({ connectionString: url.toString() })
  await client.connect()
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (!rowCount) await client.query(`CREATE DATABASE "${name}"`).catch((err: { code?: string }) => {
      // Created concurrently by another service: "already exists", or the catalogue's unique index when both
      // passed the existence check at once.
      if (err.code !== '42P04' && err.code !== '23505') throw err
    })
  } finally {
    await client.end()
  }
}

/**
 * A service's `migrate` script: applies its migrations (prisma/migrations beside src/) to the configured schema
 * and reports how many ran. `scriptUrl` is the script's import.meta.url.
 */
export async function migrateService(
  service: string,
  config: { databaseUrl: string; schema: string },
  scriptUrl: string,
): Promise<void> {
  const migrationsDir = path.resolve(path.dirname(fileURLToPath(scriptUrl)), '../../prisma/migrations')
  const applied = await applyMigrations({ databaseUrl: config.databaseUrl, schema: config.schema, migrationsDir, log: console.log })
  console.log(`${service}: ${applied.length} migration(s) applied`)
}
