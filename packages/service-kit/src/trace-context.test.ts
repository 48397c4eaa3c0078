import { context, SpanStatusCode, trace } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace'
import {
  annotateCurrentSpan,
  childTraceContext,
  currentTraceContext,
  currentTraceparent,
  flushTraces,
  requestTraceContext,
  SpanKind,
  traceparentOf,
  tracingEnabled,
  useOpenTelemetrySpans,
  withChildHop,
  withPublishSpan,
  withTraceContext,
} from './trace-context.js'

describe('trace context', () => {
  test("a valid traceparent: same trace id, the caller's span as parent, a new span id for this hop", () => {
    const incoming = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01'
    const context = childTraceContext(incoming)
    expect(context.traceId).toBe('0af7651916cd43dd8448eb211c80319c')
    expect(context.parentSpanId).toBe('b7ad6b7169203331')
    expect(context.spanId).toMatch(/^[0-9a-f]{16}$/)
    expect(context.spanId).not.toBe('b7ad6b7169203331')
    expect(traceparentOf(context)).toBe(`00-0af7651916cd43dd8448eb211c80319c-${context.spanId}-01`)
  })

  test('absent, malformed or all-zero ids start a new trace', () => {
    for (const bad of [undefined, '', 'garbage', '00-xyz-abc-01', `00-${'0'.repeat(32)}-b7ad6b7169203331-01`, ['a']]) {
      const context = childTraceContext(bad)
      expect(context.traceId).toMatch(/^[0-9a-f]{32}$/)
      expect(context.parentSpanId).toBeNull()
    }
  })

  test('the current hop is seen through awaits inside it, and not outside', async () => {
    const context = childTraceContext(undefined)
    expect(currentTraceparent()).toBeUndefined()
    const seen = await withTraceContext(context, async () => {
      await new Promise((r) => setTimeout(r, 1))
      return currentTraceparent()
    })
    expect(seen).toBe(traceparentOf(context))
    expect(currentTraceparent()).toBeUndefined()
  })
})

describe('trace context with the OpenTelemetry SDK running', () => {
  const exporter = new InMemorySpanExporter()
  const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] })
  const contextManager = new AsyncLocalStorageContextManager()
  beforeAll(() => {
    context.setGlobalContextManager(contextManager.enable())
    trace.setGlobalTracerProvider(provider)
    useOpenTelemetrySpans(provider)
  })
  afterAll(async () => {
    await flushTraces()
    expect(tracingEnabled()).toBe(false)
    trace.disable()
    context.disable()
  })
  beforeEach(() => exporter.reset())
  const finished = async () => {
    await provider.forceFlush()
    return exporter.getFinishedSpans()
  }

  const incoming = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01'
  const consume = { name: 'process cosign.payment.started', kind: SpanKind.CONSUMER }

  test("a consumed message's hop is a consumer span under the message's traceparent, current while it is handled", async () => {
    const seen = await withChildHop(incoming, consume, async (hop) => {
      await new Promise((r) => setTimeout(r, 1))
      return { hop, current: currentTraceparent(), stored: currentTraceContext() }
    })
    const [span] = await finished()
    expect(span.name).toBe('process cosign.payment.started')
    expect(span.kind).toBe(SpanKind.CONSUMER)
    expect(span.spanContext().traceId).toBe('0af7651916cd43dd8448eb211c80319c')
    expect(span.parentSpanContext?.spanId).toBe('b7ad6b7169203331')
    // What the handler causes names this span; its log lines carry this trace id.
    expect(seen.current).toBe(`00-0af7651916cd43dd8448eb211c80319c-${span.spanContext().spanId}-01`)
    expect(seen.hop).toEqual({ traceId: span.spanContext().traceId, spanId: span.spanContext().spanId, parentSpanId: 'b7ad6b7169203331', flags: '01' })
    expect(seen.stored).toEqual(seen.hop)
    expect(currentTraceparent()).toBeUndefined()
  })

  test('a failed handling ends its span marked as an error; an outcome is recorded on the span', async () => {
    await expect(withChildHop(incoming, consume, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    await withChildHop(incoming, consume, async () => annotateCurrentSpan({ 'cosign.event.outcome': 'duplicate' }))
    const [failed, handled] = await finished()
    expect(failed.status.code).toBe(SpanStatusCode.ERROR)
    expect(handled.attributes['cosign.event.outcome']).toBe('duplicate')
  })

  test("the relay's publish is a producer span under the stored traceparent, and the header it sends names that span", async () => {
    const sent = await withPublishSpan(incoming, { name: 'publish cosign.payment.started' }, async (traceparent) => traceparent)
    const [span] = await finished()
    expect(span.kind).toBe(SpanKind.PRODUCER)
    expect(span.parentSpanContext?.spanId).toBe('b7ad6b7169203331')
    expect(sent).toBe(`00-0af7651916cd43dd8448eb211c80319c-${span.spanContext().spanId}-01`)
  })

  test("a request's hop is the span active when it is first asked for, under the caller's span", async () => {
    const server = trace.getTracer('test').startSpan('POST /checkout', { kind: SpanKind.SERVER })
    const raw = { headers: { traceparent: `00-${server.spanContext().traceId}-b7ad6b7169203331-01` } }
    const hop = context.with(trace.setSpan(context.active(), server), () => requestTraceContext(raw))
    server.end()
    expect(hop.spanId).toBe(server.spanContext().spanId)
    expect(hop.parentSpanId).toBe('b7ad6b7169203331')
    expect(requestTraceContext(raw)).toBe(hop) // made once per request
  })
})

describe('trace context without the SDK', () => {
  test('the relay sends the stored traceparent unchanged, and no span is made', async () => {
    const stored = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01'
    expect(tracingEnabled()).toBe(false)
    expect(await withPublishSpan(stored, { name: 'publish x' }, async (traceparent) => traceparent)).toBe(stored)
  })
})
