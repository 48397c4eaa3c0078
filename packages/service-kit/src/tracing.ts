import { register } from 'node:module'
import { trace } from '@opentelemetry/api'
import { useOpenTelemetrySpans } from './trace-context.js'

/**
 * Starts OpenTelemetry for this process when `OTEL_EXPORTER_OTLP_ENDPOINT` is set; without it nothing of the SDK
 * is even loaded (tracing off costs nothing). Call it first in `server.ts` and import the app afterwards
 * (`await import('./main.js')`): the app is ESM, so the instrumentations see `pg` and `ioredis` only through the
 * import hook registered here, before those modules load. Only the modules the instrumentations name go through
 * the hook (import-in-the-middle's message channel). Spans: the HTTP server span of a sampled request
 * (trace-context.ts, from http.ts's hooks; no instrumentation-http, whose span, context and wrappers every request
 * paid for, sampled or not; the gateway's proxy carries `traceparent` by hand), PostgreSQL queries and Redis
 * commands inside a sampled request or event (never the relay's or a job's polling alone, nor an unsampled
 * request's), and the outbox's publish and the consumers' process spans (trace-context.ts). Sampling as the
 * standard variables say (`OTEL_TRACES_SAMPLER`; parent-based, so a service follows the gateway's decision;
 * production's setting: docs/operations.md). Exported over OTLP as the standard variables say
 * (`OTEL_EXPORTER_OTLP_PROTOCOL`, default http/protobuf; `OTEL_BSP_*` batching). Answers whether it started.
 */
export async function startTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT) return false
  // Traces only: metrics are Prometheus's (/metrics), logs go to stdout. The SDK would otherwise export both.
  process.env.OTEL_METRICS_EXPORTER ??= 'none'
  process.env.OTEL_LOGS_EXPORTER ??= 'none'
  const { createAddHookMessageChannel } = await import('import-in-the-middle')
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel()
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions)
  const [{ NodeSDK }, { PgInstrumentation }, { IORedisInstrumentation }] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
  ])
  const RecordingPg = onlyInRecordingSpans(PgInstrumentation)
  const RecordingIORedis = onlyInRecordingSpans(IORedisInstrumentation)
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || serviceName,
    instrumentations: [
      // Queries, not the pool's checkouts and connects around each.
      new RecordingPg({ requireParentSpan: true, ignoreConnectSpans: true }),
      new RecordingIORedis({ requireParentSpan: true }),
    ],
  })
  sdk.start()
  await waitForAllMessagesAcknowledged()
  // Parent-based (the SDK's default and production's setting): a request or event its caller did not sample gets
  // no span at all, not even an unsampled one.
  const sampler = env.OTEL_TRACES_SAMPLER ?? ''
  useOpenTelemetrySpans(sdk, { followsParent: sampler === '' || sampler.startsWith('parentbased_') })
  return true
}

/** What an instrumentation patches with (`InstrumentationBase._wrap`, protected there). */
type Wrap = (nodule: object, name: never, wrapper: (original: never, name: never) => unknown) => unknown
type Callable = (this: unknown, ...args: unknown[]) => unknown

/**
 * The instrumentation with each function it patches running the original as is unless a recording (sampled) span
 * is active: the pg and ioredis instrumentations skip their work only when no span at all is active, so an
 * unsampled request would pay for query wrappers, attributes and callbacks whose spans are dropped (the largest
 * part of tracing's CPU: docs/perf.md, "Tracing").
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor takes any[] (TypeScript's rule)
export function onlyInRecordingSpans<Base extends new (...args: any[]) => object>(Instrumentation: Base): Base {
  return class extends Instrumentation {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    constructor(...args: any[]) {
      super(...args)
      const self = this as unknown as { _wrap: Wrap }
      const wrap = self._wrap
      self._wrap = (nodule, name, wrapper) =>
        wrap(nodule, name, ((original: Callable, fieldName: never) => {
          const instrumented = wrapper(original as never, fieldName) as Callable
          return function (this: unknown, ...callArgs: unknown[]) {
            const active = trace.getActiveSpan()
            return active?.isRecording() ? instrumented.apply(this, callArgs) : original.apply(this, callArgs)
          }
        }) as never)
    }
  }
}
