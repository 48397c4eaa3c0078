import { EventEmitter } from 'node:events'
import { context, ROOT_CONTEXT, SpanStatusCode, trace } from '@opentelemetry/api'
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
  startRequestTrace,
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

  test("an unsampled message's hop records nothing and sends its flag on", async () => {
    const unsampled = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00'
    const seen = await withChildHop(unsampled, consume, async (hop) => ({ hop, current: currentTraceparent(), span: trace.getActiveSpan() }))
    expect(seen.span).toBeUndefined()
    expect(seen.current).toBe(`00-0af7651916cd43dd8448eb211c80319c-${seen.hop.spanId}-00`)
    expect(await finished()).toEqual([])
  })

  test("the relay's publish is a producer span under the stored traceparent, and the header it sends names that span", async () => {
    const sent = await withPublishSpan(incoming, { name: 'publish cosign.payment.started' }, async (traceparent) => traceparent)
    const [span] = await finished()
    expect(span.kind).toBe(SpanKind.PRODUCER)
    expect(span.parentSpanContext?.spanId).toBe('b7ad6b7169203331')
    expect(sent).toBe(`00-0af7651916cd43dd8448eb211c80319c-${span.spanContext().spanId}-01`)
  })

  /** A raw request and response as Node's server gives them (the response closes when it has been sent). */
  function exchange(traceparent: string, url = '/checkout') {
    const res = Object.assign(new EventEmitter(), { statusCode: 201, writableFinished: true })
    return { raw: { method: 'POST', url, headers: { traceparent } }, res }
  }

  test("a sampled request's hop is its server span under the caller's, named by its route, current, ended at close", async () => {
    const { raw, res } = exchange(incoming)
    const hop = requestTraceContext(raw)
    expect(requestTraceContext(raw)).toBe(hop) // made once per request
    const active = context.with(ROOT_CONTEXT, () => {
      startRequestTrace(raw, res, '/checkout')
      return { span: trace.getActiveSpan()?.spanContext().spanId, traceparent: currentTraceparent() }
    })
    expect(active).toEqual({ span: hop.spanId, traceparent: `00-0af7651916cd43dd8448eb211c80319c-${hop.spanId}-01` })
    res.emit('close')
    const [span] = await finished()
    expect(span.name).toBe('POST /checkout')
    expect(span.kind).toBe(SpanKind.SERVER)
    expect(span.spanContext().spanId).toBe(hop.spanId)
    expect(span.parentSpanContext?.spanId).toBe('b7ad6b7169203331')
    expect(hop.parentSpanId).toBe('b7ad6b7169203331')
    expect(span.attributes).toMatchObject({ 'http.route': '/checkout', 'http.response.status_code': 201 })
    expect(span.status.code).not.toBe(SpanStatusCode.ERROR)
  })

  test("an unsampled request (the caller's flag 00) records nothing and sends its flag on; probes get no span", async () => {
    const { raw, res } = exchange('00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-00')
    const hop = requestTraceContext(raw)
    const active = context.with(ROOT_CONTEXT, () => {
      startRequestTrace(raw, res, '/checkout')
      return { span: trace.getActiveSpan(), traceparent: currentTraceparent() }
    })
    res.emit('close')
    expect(active).toEqual({ span: undefined, traceparent: `00-0af7651916cd43dd8448eb211c80319c-${hop.spanId}-00` })
    expect(hop.spanId).not.toBe('b7ad6b7169203331')
    const probe = exchange(incoming, '/readyz')
    expect(requestTraceContext(probe.raw).traceId).toBe('0af7651916cd43dd8448eb211c80319c')
    startRequestTrace(probe.raw, probe.res, '/readyz')
    probe.res.emit('close')
    expect(await finished()).toEqual([])
  })

  test('a response cut off, or a 5xx, ends the span as an error', async () => {
    const { raw, res } = exchange(incoming)
    Object.assign(res, { statusCode: 200, writableFinished: false })
    context.with(ROOT_CONTEXT, () => startRequestTrace(raw, res, '/checkout')) // the hop made here, first
    res.emit('close')
    const failed = exchange(incoming)
    failed.res.statusCode = 503
    context.with(ROOT_CONTEXT, () => startRequestTrace(failed.raw, failed.res, '/checkout'))
    failed.res.emit('close')
    const spans = await finished()
    expect(spans.map((span) => span.status.code)).toEqual([SpanStatusCode.ERROR, SpanStatusCode.ERROR])
  })
})

describe('trace context without the SDK', () => {
  test('the relay sends the stored traceparent unchanged, and no span is made', async () => {
    const stored = '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01'
    expect(tracingEnabled()).toBe(false)
    expect(await withPublishSpan(stored, { name: 'publish x' }, async (traceparent) => traceparent)).toBe(stored)
  })
})
