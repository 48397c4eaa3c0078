import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { ERROR_CODES } from '@cosign/api'
import { errorBody } from './errors.js'

/** Where Prometheus scrapes a process (no internal token: it carries METRICS_TOKEN as a bearer token instead). */
export const METRICS_PATH = '/metrics'

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's Prometheus registry: plugins add their own metrics to it (`metrics.registry`). */
    metrics: { registry: Registry }
  }
}

export interface MetricsOptions {
  /** The process's name, a label on every metric (`service="payments"`). */
  name: string
  /** Bearer token Prometheus presents; unset, `/metrics` answers 404 (metrics off). */
  token: string | null
}

// Seconds: from a cache hit (~1 ms) to a PDF render or a PayPal round trip (seconds).
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * Prometheus metrics of one Fastify app (a registry of its own: tests build several apps in one process):
 * Node's process metrics, and every answer by declared route pattern (never the raw path: ids would make a
 * series per user), method and status class. `GET /metrics` gives them in Prometheus' text format to a caller
 * with `Authorization: Bearer <METRICS_TOKEN>`; requests through the gateway carry a user's token instead, so
 * they never read it.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const registry = new Registry()
  registry.setDefaultLabels({ service: options.name })
  collectDefaultMetrics({ register: registry })
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by declared route, method and status class',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  })
  app.decorate('metrics', { registry })
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    duration.observe(
      {
        route: request.routeOptions.url ?? 'unmatched',
        method: request.method,
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    )
    done()
  })
  const expected = options.token ? digest(`Bearer ${options.token}`) : null
  // Registered before the app's error handler: a query string is allowed and ignored, so no validation error
  // can answer outside the envelope (the fuzz suite sends them).
  app.get(METRICS_PATH, { schema: { querystring: { type: 'object' } } }, async (request, reply) => {
    const presented = request.headers.authorization
    if (!expected)
      return reply.code(404).send(errorBody(ERROR_CODES.notFound, 'Metrics are not enabled here.'))
    if (typeof presented !== 'string' || !timingSafeEqual(digest(presented), expected))
      return reply.code(401).send(errorBody(ERROR_CODES.unauthorized, 'A metrics token is required.'))
    return reply.type(registry.contentType).send(await registry.metrics())
  })
}

/** The outbox's backlog as gauges, read when Prometheus scrapes (one small query on the service's own pool). */
export function registerOutboxMetrics(
  registry: Registry,
  backlog: () => Promise<{ pending: number; oldestAgeSeconds: number }>,
): void {
  let last: Promise<{ pending: number; oldestAgeSeconds: number }> | null = null
  // Both gauges come from one query per scrape.
  const read = () => (last ??= backlog().finally(() => setTimeout(() => (last = null), 0)))
  new Gauge({
    name: 'outbox_pending_events',
    help: 'Events committed to the outbox and not yet published',
    registers: [registry],
    async collect() {
      this.set((await read()).pending)
    },
  })
  new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest event not yet published (0 when none waits)',
    registers: [registry],
    async collect() {
      this.set((await read()).oldestAgeSeconds)
    },
  })
}

/** Events a process published, by type (`count()` is the relay's running total). */
export function registerPublishedEvents(registry: Registry, count: () => ReadonlyMap<string, number>): void {
  const seen = new Map<string, number>()
  new Counter({
    name: 'events_published_total',
    help: 'Events published from the outbox to the event stream, by type',
    labelNames: ['type'] as const,
    registers: [registry],
    collect() {
      for (const [type, total] of count()) {
        this.inc({ type }, total - (seen.get(type) ?? 0))
        seen.set(type, total)
      }
    },
  })
}
