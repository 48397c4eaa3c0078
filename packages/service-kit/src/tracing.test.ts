import { context, trace, TraceFlags } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import * as samplers from '@opentelemetry/sdk-trace'
import { diag, DiagLogLevel } from '@opentelemetry/api'
import { TracerProvider } from '@opentelemetry/sdk-trace'
import { onlyInRecordingSpans, samplerFromEnv } from './tracing.js'

/** Patches as an OpenTelemetry instrumentation does: `_wrap` replaces a module's function with the wrapper's. */
class FakeInstrumentation {
  protected _wrap = (nodule: Record<string, unknown>, name: string, wrapper: (original: unknown) => unknown) => {
    nodule[name] = wrapper(nodule[name])
  }

  patch(nodule: Record<string, unknown>, calls: string[]) {
    this._wrap(nodule, 'query', (original) => function (this: unknown, ...args: unknown[]) {
      calls.push('instrumented')
      return (original as (...a: unknown[]) => unknown).apply(this, args)
    })
  }
}

describe('onlyInRecordingSpans', () => {
  const contextManager = new AsyncLocalStorageContextManager()
  beforeAll(() => {
    context.setGlobalContextManager(contextManager.enable())
    trace.setGlobalTracerProvider(new TracerProvider())
  })
  afterAll(() => {
    contextManager.disable()
    trace.disable()
    context.disable()
  })

  function patchedModule(calls: string[]) {
    const nodule: Record<string, unknown> = { query: (sql: string) => `ran ${sql}` }
    new (onlyInRecordingSpans(FakeInstrumentation))().patch(nodule, calls)
    return nodule.query as (sql: string) => string
  }

  test('under a sampled span the instrumented function runs', () => {
    const calls: string[] = []
    const query = patchedModule(calls)
    const result = trace.getTracer('test').startActiveSpan('request', (span) => {
      const answer = query('SELECT 1')
      span.end()
      return answer
    })
    expect(result).toBe('ran SELECT 1')
    expect(calls).toEqual(['instrumented'])
  })

  test('under an unsampled span, or none, the original runs alone', () => {
    const calls: string[] = []
    const query = patchedModule(calls)
    const unsampled = trace.wrapSpanContext({
      traceId: '0af7651916cd43dd8448eb211c80319c',
      spanId: 'b7ad6b7169203331',
      traceFlags: TraceFlags.NONE,
    })
    expect(context.with(trace.setSpan(context.active(), unsampled), () => query('SELECT 2'))).toBe('ran SELECT 2')
    expect(query('SELECT 3')).toBe('ran SELECT 3')
    expect(calls).toEqual([])
  })
})

describe('samplerFromEnv: OTEL_TRACES_SAMPLER and OTEL_TRACES_SAMPLER_ARG as the SDK reads them', () => {
  const { AlwaysOffSampler, AlwaysOnSampler, ParentBasedSampler, TraceIdRatioBasedSampler } = samplers
  const parentBased = (root: samplers.Sampler) => new ParentBasedSampler({ root }).toString()
  const errors: string[] = []
  beforeAll(() => diag.setLogger({ error: (m: string) => errors.push(m), warn() {}, info() {}, debug() {}, verbose() {} }, DiagLogLevel.ERROR))
  afterAll(() => diag.disable())
  beforeEach(() => errors.splice(0))
  const named = (OTEL_TRACES_SAMPLER?: string, OTEL_TRACES_SAMPLER_ARG?: string) =>
    samplerFromEnv(samplers, { OTEL_TRACES_SAMPLER, OTEL_TRACES_SAMPLER_ARG }).toString()

  test('each name, with its ratio', () => {
    expect(named('parentbased_traceidratio', '0.1')).toBe(parentBased(new TraceIdRatioBasedSampler(0.1)))
    expect(named('traceidratio', ' 0.25 ')).toBe(new TraceIdRatioBasedSampler(0.25).toString())
    expect(named('always_on')).toBe(new AlwaysOnSampler().toString())
    expect(named('always_off')).toBe(new AlwaysOffSampler().toString())
    expect(named('parentbased_always_off')).toBe(parentBased(new AlwaysOffSampler()))
    expect(named('parentbased_always_on')).toBe(parentBased(new AlwaysOnSampler()))
    expect(errors).toEqual([])
  })

  test('unset, blank or unknown: parent-based always on (an unknown name logged); a bad ratio: 1, logged', () => {
    expect([named(undefined), named('  '), named('sometimes')]).toEqual(Array(3).fill(parentBased(new AlwaysOnSampler())))
    expect(errors).toHaveLength(1)
    for (const arg of [undefined, '', 'ten', '1.5', '-0.1'])
      expect(named('parentbased_traceidratio', arg)).toBe(parentBased(new TraceIdRatioBasedSampler(1)))
    expect(errors).toHaveLength(6)
  })
})
