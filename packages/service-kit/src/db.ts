import { PrismaPg } from '@prisma/adapter-pg'

/**
 * Each service owns one PostgreSQL schema (auth, chat, payments, ...). Prisma qualifies every query with
 * the adapter's `schema`; the pool's search_path points there too so raw SQL needs no prefix.
 */
export function prismaAdapter(databaseUrl: string, schema: string): PrismaPg {
  return new PrismaPg(
    { connectionString: databaseUrl, options: `-c search_path="${schema}"`, max: 10 },
    { schema },
  )
}

/** Schema name validation: schema names end up in SQL identifiers. */
export function assertSchemaName(schema: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`invalid schema name: ${schema}`)
  return schema
}
