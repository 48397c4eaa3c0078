import pg from 'pg'
import { PrismaPg } from '@prisma/adapter-pg'

/**
 * Each service owns one PostgreSQL schema (auth, chat, payments, ...). Prisma qualifies every query with
 * the adapter's `schema`; the pool's search_path points there too so raw SQL needs no prefix.
 */
export function prismaAdapter(databaseUrl: string, schema: string, pool = servicePool(databaseUrl, schema)): PrismaPg {
  // The adapter ends the pool when the client disconnects, as it would a pool of its own.
  return new PrismaPg(pool, { schema, disposeExternalPool: true })
}

/** The pool a service's Prisma client runs on (made here, not by the adapter, so its use can be measured). */
export function servicePool(databaseUrl: string, schema: string): pg.Pool {
  return new pg.Pool({ connectionString: databaseUrl, options: `-c search_path="${schema}"`, max: 10 })
}

/** Schema name validation: schema names end up in SQL identifiers. */
export function assertSchemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`invalid schema name: ${schema}`)
  return schema
}

/**
 * Runs `work` in a transaction on a client of `pool` (`begin`, then COMMIT; ROLLBACK when it throws) and releases
 * the client. For the plain-SQL paths (outbox relay, matching's catalog); Prisma code uses `inTransaction`.
 */
export async function withPgTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
  begin = 'BEGIN',
): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query(begin)
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw err
  } finally {
    client.release()
  }
}
