import type { FastifyInstance } from 'fastify'
import type { Deps } from './domain/deps.js'

/**
 * The use cases' collaborators, from the Fastify instance's decorations (prisma, sql, events, catalog,
 * listingCounts). Routes and plugins build this once, when they are registered.
 */
export function depsOf(app: FastifyInstance): Deps {
  return {
    prisma: app.prisma,
    sql: app.sql,
    events: app.events,
    catalog: app.catalog,
    listingCounts: app.listingCounts,
    log: app.log,
    now: () => new Date(),
  }
}
