import { context, trace, TraceFlags } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { TracerProvider } from '@opentelemetry/sdk-trace'
import { onlyInRecordingSpans } from './tracing.js'

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
