import type { FastifyInstance } from 'fastify'
import type { prismaAdapter } from './db.js'
import { errorHandling } from './errors.js'
import { eventsPlugin } from './events-plugin.js'
import { healthRoutes } from './health.js'
import { createHttpServer } from './http.js'
import { registerOutboxMetrics, registerPoolMetrics, registerPublishedEvents } from './metrics.js'
import { prismaPlugin } from './prisma-plugin.js'

/** What every service is configured with (its config extends this). */
/** The driver adapter a service's generated client is made with (its schema on the shared pool settings). */
export type PrismaAdapter = ReturnType<typeof prismaAdapter>

export interface ServiceSettings {
  logLevel?: string
  internalToken: string | null
  databaseUrl: string
  /** The service's own PostgreSQL schema. */
  schema: string
  natsUrl: string
  eventStream: string
  /** Copies of the event stream if this process creates it (BaseEnv.eventStreamReplicas). */
  eventStreamReplicas?: number
  subjectPrefix: string
}

/** The part of a generated Prisma client the kit uses. */
interface PrismaLike {
  $disconnect(): Promise<void>
  $queryRawUnsafe(query: string): Promise<unknown>
}

export interface ServiceOptions<Client extends PrismaLike> {
  name: string
  settings: ServiceSettings
  /** The service's own generated client on its schema: `app.prisma` (its type is declared by the service). */
  prisma: (adapter: PrismaAdapter) => Client
  bodyLimit?: number
  /** Whether the service writes events through an outbox (default true). */
  outbox?: boolean
}

/**
 * What every service has, in the order it needs it: the HTTP server (service-kit's rules), the error envelope,
 * `app.prisma`, the event bus with its outbox relay, and /healthz and /readyz. The service then registers what is
 * its own (authentication, consumers, jobs, routes): its app.ts says what it has, it does not copy this.
 */
export async function createService<Client extends PrismaLike>(options: ServiceOptions<Client>): Promise<FastifyInstance> {
  const { name, settings } = options
  const app = createHttpServer({
    name,
    logLevel: settings.logLevel,
    internalToken: settings.internalToken,
    bodyLimit: options.bodyLimit,
  })
  await app.register(errorHandling)
  await app.register(prismaPlugin(options.prisma), { databaseUrl: settings.databaseUrl, schema: settings.schema })
  await app.register(eventsPlugin, {
    serviceName: name,
    natsUrl: settings.natsUrl,
    stream: settings.eventStream,
    streamReplicas: settings.eventStreamReplicas,
    subjectPrefix: settings.subjectPrefix,
    databaseUrl: settings.databaseUrl,
    schema: settings.schema,
    outbox: options.outbox,
  })
  const relay = app.events.relay
  if (relay) {
    registerOutboxMetrics(app.metrics.registry, () => relay.backlog())
    registerPublishedEvents(app.metrics.registry, () => relay.publishedByType)
    registerPoolMetrics(app.metrics.registry, 'outbox', relay.pool)
  }
  const prisma = () => (app as unknown as { prisma: PrismaLike }).prisma
  healthRoutes(app, { database: () => prisma().$queryRawUnsafe('SELECT 1') })
  return app
}
