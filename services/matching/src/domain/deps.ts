import type pg from 'pg'
import type { Events } from '@cosign/service-kit'
import type { Client, Tx } from '../repositories/db.js'
import type { CosignerCatalog } from './cosigner-catalog.js'
import type { ListingsResponse } from '@cosign/api'
import type { VersionKeyedCache } from '../lib/version-keyed-cache.js'

/** The log lines the use cases write (Fastify's and pino's loggers both have these). */
export interface Log {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

/**
 * What the use cases need (not the Fastify instance): the database (Prisma, and the plain `pg` pool of the
 * read-heavy listing queries), the outbox (`record` builds a row's data, `flush` publishes committed rows now),
 * the in-memory matching catalog and listing caches, a logger and the clock. Each use case takes the part
 * it uses (`Pick<Deps, ...>`); reads that need only Prisma take the `Db` handle. Built once by plugins/deps.ts
 * (`app.deps`).
 */
export interface Deps {
  /** The database (the repositories' first argument). */
  db: Client
  /** Runs `work` in one database transaction; repositories called inside take its `tx`. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>
  sql: pg.Pool
  events: Pick<Events, 'record' | 'flush'>
  catalog: Pick<CosignerCatalog, 'current'>
  listingCounts: Pick<VersionKeyedCache<number>, 'get'>
  listingPages: Pick<VersionKeyedCache<ListingsResponse>, 'get'>
  log: Log
  now: () => Date
}
