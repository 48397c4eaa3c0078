import { register } from 'node:module'
import type { IncomingMessage } from 'node:http'
import { useOpenTelemetrySpans } from './trace-context.js'

/** Paths probes and Prometheus call every few seconds: no trace of their own. */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics'])
const untraced = (req: IncomingMessage) => UNTRACED_PATHS.has((req.url ?? '').split('?')[0])

/**
 * Starts OpenTelemetry for this process when `OTEL_EXPORTER_OTLP_ENDPOINT` is set; without it nothing of the SDK
 * is even loaded (tracing off costs nothing). Call it first in `server.ts` and import the app afterwards
 * (`await import('./main.js')`): the app is ESM, so the instrumentations see `pg`, `ioredis` and `http` only
 * through the import hook registered here, before those modules load. Only the modules the instrumentations
 * name go through the hook (import-in-the-middle's message channel). Spans: HTTP server and client
 * (instrumentation-http), Fastify's route and handler (@fastify/otel, through Fastify's diagnostics channel),
 * PostgreSQL queries and Redis commands inside a traced request or event (never the relay's or a job's polling
 * alone), and the outbox's publish and the consumers' process spans (trace-context.ts). Exported over OTLP as
 * the standard variables say (`OTEL_EXPORTER_OTLP_PROTOCOL`, default http/protobuf; `OTEL_BSP_*` batching).
 * Answers whether it started.
 */
export async function startTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return false
  // Traces only: metrics are Prometheus's (/metrics), logs go to stdout. The SDK would otherwise export both.
  process.env.OTEL_METRICS_EXPORTER ??= 'none'
  process.env.OTEL_LOGS_EXPORTER ??= 'none'
  const { createAddHookMessageChannel } = await import('import-in-the-middle')
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel()
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions)
  const [{ NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }, { IORedisInstrumentation }, fastifyOtel] =
    await Promise.all([
      import('@opentelemetry/sdk-node'),
      import('@opentelemetry/instrumentation-http'),
      import('@opentelemetry/instrumentation-pg'),
      import('@opentelemetry/instrumentation-ioredis'),
      import('@fastify/otel'),
    ])
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || serviceName,
    instrumentations: [
      new HttpInstrumentation({ ignoreIncomingRequestHook: untraced, requireParentforOutgoingSpans: true }),
      // One span per request with its route: hooks (service-kit adds several) and the handler get none of their
      // own (each span costs CPU on every request: docs/perf.md, "Tracing").
      new fastifyOtel.FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        instrumentHandler: false,
      }),
      // Queries, not the pool's checkouts and connects around each.
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
  })
  sdk.start()
  await waitForAllMessagesAcknowledged()
  useOpenTelemetrySpans(sdk)
  return true
}
