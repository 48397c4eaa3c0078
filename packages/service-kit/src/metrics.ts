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

/**
 * How often the event-loop lag metric samples, in ms. prom-client's default (10) wakes every process 100 times a
 * second: on an idle service that was most of its CPU (0.8% of a core each, a dozen processes a platform).
 * Sampled every 100 ms, a blocked loop still shows in the lag quantiles of every scrape (docs/perf.md, issue 25).
 */
export const EVENT_LOOP_SAMPLE_MS = 100

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
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS })
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

/** A metric of this registry by name, made on first use (several plugins of one app share it). */
function shared<C extends { name: string }, M>(
  registry: Registry,
  Metric: new (configuration: C & { registers: Registry[] }) => M,
  configuration: C,
): M {
  const made = registry.getSingleMetric(configuration.name) as M | undefined
  return made ?? new Metric({ ...configuration, registers: [registry] })
}

/** What a consumed message came to: handled, already handled (a redelivery found it recorded), dropped, failed. */
export type ConsumeOutcome = 'handled' | 'duplicate' | 'dropped' | 'failed'

/** What a durable consumer reports (EventConsumer calls it; a no-op without a registry). */
export interface ConsumerMetrics {
  /** One message taken: its outcome, and how long after the event occurred it was handled. */
  consumed(type: string, outcome: ConsumeOutcome, delaySeconds: number | null): void
  /** A message JetStream delivered again (not acknowledged in time, or refused). */
  redelivered(type: string): void
}

export const NO_CONSUMER_METRICS: ConsumerMetrics = { consumed: () => undefined, redelivered: () => undefined }

// Seconds from an event's occurrence to its handling: milliseconds normally, the ack wait after a crash.
const DELAY_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300]

/**
 * Counters of one durable consumer: `events_consumed_total{consumer,type,outcome}`,
 * `events_redelivered_total{consumer,type}` and the delay histogram `event_delivery_delay_seconds{consumer}`
 * (event occurred -> handled: the consumer's lag). Types are the declared event types (bounded); a message that
 * does not parse counts as `unknown`.
 */
export function consumerMetrics(registry: Registry | undefined, consumer: string): ConsumerMetrics {
  if (!registry) return NO_CONSUMER_METRICS
  const consumed = shared(registry, Counter, {
    name: 'events_consumed_total',
    help: 'Events a durable consumer took from the stream, by type and outcome',
    labelNames: ['consumer', 'type', 'outcome'] as const,
  })
  const redelivered = shared(registry, Counter, {
    name: 'events_redelivered_total',
    help: 'Events delivered to a consumer again (not acknowledged in time, or refused by a failed handler)',
    labelNames: ['consumer', 'type'] as const,
  })
  const delay = shared(registry, Histogram, {
    name: 'event_delivery_delay_seconds',
    help: 'Time from an event occurring to a consumer handling it',
    labelNames: ['consumer'] as const,
    buckets: DELAY_BUCKETS,
  })
  return {
    consumed(type, outcome, delaySeconds) {
      consumed.inc({ consumer, type, outcome })
      if (delaySeconds !== null && outcome === 'handled') delay.observe({ consumer }, Math.max(0, delaySeconds))
    },
    redelivered: (type) => redelivered.inc({ consumer, type }),
  }
}

/**
 * A scheduled job's runs: `scheduled_job_runs_total{job,outcome}` (success, failure),
 * `scheduled_job_duration_seconds{job}` and `scheduled_job_last_success_timestamp_seconds{job}`.
 * Returns the wrapper that times one run.
 */
export function jobMetrics(registry: Registry | undefined, job: string): <T>(run: () => Promise<T>) => Promise<T> {
  if (!registry) return (run) => run()
  const runs = shared(registry, Counter, {
    name: 'scheduled_job_runs_total',
    help: 'Runs of a scheduled job on this instance, by outcome',
    labelNames: ['job', 'outcome'] as const,
  })
  const duration = shared(registry, Histogram, {
    name: 'scheduled_job_duration_seconds',
    help: 'Time one run of a scheduled job took',
    labelNames: ['job'] as const,
    buckets: DURATION_BUCKETS,
  })
  const lastSuccess = shared(registry, Gauge, {
    name: 'scheduled_job_last_success_timestamp_seconds',
    help: 'When a scheduled job last completed without error (Unix time)',
    labelNames: ['job'] as const,
  })
  // Both outcomes exist from the start: `increase(...{outcome="failure"}[..])` has a series before the first one.
  runs.inc({ job, outcome: 'success' }, 0)
  runs.inc({ job, outcome: 'failure' }, 0)
  return async (run) => {
    const end = duration.startTimer({ job })
    try {
      const result = await run()
      runs.inc({ job, outcome: 'success' })
      lastSuccess.set({ job }, Date.now() / 1000)
      return result
    } catch (err) {
      runs.inc({ job, outcome: 'failure' })
      throw err
    } finally {
      end()
    }
  }
}

/** The part of a pg.Pool the pool gauges read. */
export interface PoolCounts {
  readonly totalCount: number
  readonly idleCount: number
  readonly waitingCount: number
  readonly options: { max?: number }
}

const poolsOf = new WeakMap<Registry, Map<string, PoolCounts>>()

/**
 * A database pool's use, read when Prometheus scrapes: `db_pool_connections{pool,state}` (in_use, idle),
 * `db_pool_waiting_clients{pool}` (queries waiting for a connection: the pool is too small) and
 * `db_pool_max_connections{pool}`. `pool` names which one (`prisma`, `outbox`): a few per process.
 */
export function registerPoolMetrics(registry: Registry, name: string, pool: PoolCounts): void {
  let pools = poolsOf.get(registry)
  if (!pools) {
    const all = new Map<string, PoolCounts>()
    pools = all
    poolsOf.set(registry, all)
    new Gauge({
      name: 'db_pool_connections',
      help: 'Connections of a database pool, by state',
      labelNames: ['pool', 'state'] as const,
      registers: [registry],
      collect() {
        for (const [pool, p] of all) {
          this.set({ pool, state: 'in_use' }, p.totalCount - p.idleCount)
          this.set({ pool, state: 'idle' }, p.idleCount)
        }
      },
    })
    new Gauge({
      name: 'db_pool_waiting_clients',
      help: 'Queries waiting for a free connection of a database pool',
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        for (const [pool, p] of all) this.set({ pool }, p.waitingCount)
      },
    })
    new Gauge({
      name: 'db_pool_max_connections',
      help: 'Size limit of a database pool',
      labelNames: ['pool'] as const,
      registers: [registry],
      collect() {
        for (const [pool, p] of all) this.set({ pool }, p.options.max ?? 10)
      },
    })
  }
  pools.set(name, pool)
}

/** What the PayPal client reports per call (payments' PayPalGateway). */
export type PayPalCallObserver = (operation: string, seconds: number, failure: { statusCode: number | null } | null) => void

/**
 * PayPal calls: `paypal_request_duration_seconds{operation,outcome}` (outcome success or error) and
 * `paypal_request_errors_total{operation,status_class}` (`4xx`, `5xx`, `network`). Operations are the client's
 * few methods (create_order, capture_order, ...).
 */
export function payPalMetrics(registry: Registry): PayPalCallObserver {
  const duration = new Histogram({
    name: 'paypal_request_duration_seconds',
    help: 'Time a PayPal API call took, by operation and outcome',
    labelNames: ['operation', 'outcome'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  })
  const errors = new Counter({
    name: 'paypal_request_errors_total',
    help: 'PayPal API calls that failed, by operation and HTTP status class (network: no answer)',
    labelNames: ['operation', 'status_class'] as const,
    registers: [registry],
  })
  return (operation, seconds, failure) => {
    duration.observe({ operation, outcome: failure ? 'error' : 'success' }, seconds)
    if (failure) {
      const statusClass = failure.statusCode ? `${Math.floor(failure.statusCode / 100)}xx` : 'network'
      errors.inc({ operation, status_class: statusClass })
    }
  }
}

/** Open websocket connections a process relays: `websocket_connections` and `websocket_connections_opened_total`. */
export function websocketMetrics(registry: Registry): { opened(): void; closed(): void } {
  const open = new Gauge({
    name: 'websocket_connections',
    help: 'Websocket connections open right now',
    registers: [registry],
  })
  const opened = new Counter({
    name: 'websocket_connections_opened_total',
    help: 'Websocket connections accepted since the process started',
    registers: [registry],
  })
  return {
    opened() {
      open.inc()
      opened.inc()
    },
    closed: () => open.dec(),
  }
}
