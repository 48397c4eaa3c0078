import { register } from 'node:module'
import { diag, trace } from '@opentelemetry/api'
import type { Sampler } from '@opentelemetry/sdk-trace'
import { hopIdGenerator, useOpenTelemetrySpans } from './trace-context.js'

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
 * production's setting: docs/operations.md), the sampler asked before a span is made (`samplerFromEnv`). Exported
 * over OTLP as the standard variables say
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
  const [{ NodeSDK }, { PgInstrumentation }, { IORedisInstrumentation }, samplers] = await Promise.all([
    import('@opentelemetry/sdk-node'),
    import('@opentelemetry/instrumentation-pg'),
    import('@opentelemetry/instrumentation-ioredis'),
    import('@opentelemetry/sdk-trace'),
  ])
  const sampler = samplerFromEnv(samplers, env)
  const RecordingPg = onlyInRecordingSpans(PgInstrumentation)
  const RecordingIORedis = onlyInRecordingSpans(IORedisInstrumentation)
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME || serviceName,
    instrumentations: [
      // Queries, not the pool's checkouts and connects around each.
      new RecordingPg({ requireParentSpan: true, ignoreConnectSpans: true }),
      new RecordingIORedis({ requireParentSpan: true }),
    ],
    // One sampler for the SDK and for service-kit's hops, which ask it first: a hop it drops makes no span at all
    // (parent-based, the default and production's setting: what a caller did not sample; at the gateway, the
    // trace id ratio). The root spans' trace ids are the ones the hops were sampled on (`hopIdGenerator`).
    sampler,
    idGenerator: hopIdGenerator,
  })
  sdk.start()
  await waitForAllMessagesAcknowledged()
  useOpenTelemetrySpans(sdk, { followsParent: sampler instanceof samplers.ParentBasedSampler, sampler })
  return true
}

/** The samplers of `@opentelemetry/sdk-trace`. */
type Samplers = Pick<
  typeof import('@opentelemetry/sdk-trace'),
  'AlwaysOffSampler' | 'AlwaysOnSampler' | 'ParentBasedSampler' | 'TraceIdRatioBasedSampler'
>

/**
 * The sampler `OTEL_TRACES_SAMPLER` and `OTEL_TRACES_SAMPLER_ARG` name, as the SDK would make it from them
 * (`@opentelemetry/sdk-node`'s `createSamplerFromEnv`, not exported): `parentbased_always_on` when unset, blank or
 * unknown (logged), a ratio of 1 when the argument is blank, not a number or out of [0, 1] (logged). Made here
 * because service-kit's hops ask the same sampler before the SDK is touched.
 */
export function samplerFromEnv(samplers: Samplers, env: NodeJS.ProcessEnv): Sampler {
  const { AlwaysOffSampler, AlwaysOnSampler, ParentBasedSampler, TraceIdRatioBasedSampler } = samplers
  const name = env.OTEL_TRACES_SAMPLER?.trim() ? env.OTEL_TRACES_SAMPLER : undefined
  const ratio = () => {
    const arg = env.OTEL_TRACES_SAMPLER_ARG?.trim() ? Number(env.OTEL_TRACES_SAMPLER_ARG) : NaN
    if (Number.isNaN(arg) || arg < 0 || arg > 1) {
      diag.error(`OTEL_TRACES_SAMPLER_ARG=${env.OTEL_TRACES_SAMPLER_ARG ?? ''} is blank or outside [0..1], defaulting to 1.`)
      return 1
    }
    return arg
  }
  switch (name) {
    case 'always_on': return new AlwaysOnSampler()
    case 'always_off': return new AlwaysOffSampler()
    case 'parentbased_always_off': return new ParentBasedSampler({ root: new AlwaysOffSampler() })
    case 'traceidratio': return new TraceIdRatioBasedSampler(ratio())
    case 'parentbased_traceidratio': return new ParentBasedSampler({ root: new TraceIdRatioBasedSampler(ratio()) })
    case undefined:
    case 'parentbased_always_on':
      break
    default:
      diag.error(`unknown OTEL_TRACES_SAMPLER value "${name}", using default`)
  }
  return new ParentBasedSampler({ root: new AlwaysOnSampler() })
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
