import { depsPlugin } from '@cosign/service-kit'
import type { FastifyInstance } from 'fastify'
import type { Deps } from '../domain/deps.js'
import { transactionOf } from '../repositories/db.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** What the use cases need, built once (routes and the event consumer pass it). */
    deps: Deps
  }
}

/**
 * The use cases' collaborators, from the Fastify instance's decorations (prisma, sql, events, catalog,
 * listing caches).
 */
export function depsOf(app: FastifyInstance): Deps {
  return {
    db: app.prisma,
    transaction: transactionOf(app.prisma),
    sql: app.sql,
    events: app.events,
    catalog: app.catalog,
    listingCounts: app.listingCounts,
    listingPages: app.listingPages,
    log: app.log,
    now: () => new Date(),
  }
}

/** Decorates `app.deps` (after the connections, the catalog and the listing caches). */
export default depsPlugin(depsOf, ['prisma', 'events', 'sql', 'catalog', 'listing-caches'])
