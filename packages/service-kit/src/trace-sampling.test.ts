import { EventEmitter } from 'node:events'
import { context, ROOT_CONTEXT, SamplingDecision, trace } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import {
  InMemorySpanExporter,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  TracerProvider,
} from '@opentelemetry/sdk-trace'
import {
  currentTraceparent,
  flushTraces,
  hopIdGenerator,
  requestTraceContext,
  SpanKind,
  startRequestTrace,
  traceparentOf,
  useOpenTelemetrySpans,
  withChildHop,
} from './trace-context.js'

// Under ESM the jest object is import.meta.jest.
const mocks = (import.meta as ImportMeta & { jest: typeof jest }).jest

// The sampling decision taken before the SDK is touched (docs/decisions.md, "Tracing's cost, fourth pass"), wired
// as startTracing wires it: one sampler for the SDK and for the hops, the SDK's ids from hopIdGenerator.
const RATIO = 0.25
const ratioSampler = new TraceIdRatioBasedSampler(RATIO)
const sampler = new ParentBasedSampler({ root: ratioSampler })
const exporter = new InMemorySpanExporter()
const provider = new TracerProvider({ sampler, idGenerator: hopIdGenerator, spanProcessors: [new SimpleSpanProcessor({ exporter })] })
const contextManager = new AsyncLocalStorageContextManager()
const sdkTracer = provider.getTracer('@cosign/service-kit') // the instance behind service-kit's tracer

beforeAll(() => {
  context.setGlobalContextManager(contextManager.enable())
  trace.setGlobalTracerProvider(provider)
  useOpenTelemetrySpans(provider, { followsParent: true, sampler })
})
afterAll(async () => {
  await flushTraces()
  trace.disable()
  context.disable()
})
beforeEach(() => exporter.reset())
afterEach(() => mocks.restoreAllMocks())

/** A request through the hooks as the gateway runs them (service-kit's http.ts), closed once handled. */
function request(traceparent?: string) {
  const res = Object.assign(new EventEmitter(), { statusCode: 200, writableFinished: true })
  const raw = { method: 'GET', url: '/api/contracts/contracts', headers: traceparent ? { traceparent } : {} }
  const hop = requestTraceContext(raw)
  const inside = context.with(ROOT_CONTEXT, () => {
    startRequestTrace(raw, res, '/api/contracts/contracts')
    return { active: trace.getActiveSpan(), traceparent: currentTraceparent() }
  })
  res.emit('close')
  // What the gateway's proxy sends on (gateway/src/lib/forwarding.ts).
  return { hop, forwarded: traceparentOf(hop), ...inside }
}

const ratioKeeps = (traceId: string) =>
  ratioSampler.shouldSample(ROOT_CONTEXT, traceId).decision === SamplingDecision.RECORD_AND_SAMPLED

test('where a trace starts, the ratio decides on the trace id sent on, as the SDK would, over many requests', async () => {
  const requests = Array.from({ length: 4000 }, () => request())
  const spans = await provider.forceFlush().then(() => exporter.getFinishedSpans())
  const kept = requests.filter((r) => r.hop.flags === '01')
  // Each decision is the SDK sampler's own on that trace id, and a kept request's span has that trace id.
  expect(requests.filter((r) => ratioKeeps(r.hop.traceId) !== (r.hop.flags === '01'))).toEqual([])
  expect(spans.map((span) => span.spanContext().traceId).sort()).toEqual(kept.map((r) => r.hop.traceId).sort())
  // 4000 draws at 0.25: 1000 expected, a standard deviation of 27.
  expect(kept.length).toBeGreaterThan(850)
  expect(kept.length).toBeLessThan(1150)
  for (const r of kept) expect(r.forwarded).toBe(`00-${r.hop.traceId}-${r.hop.spanId}-01`)
})

test('an unsampled request makes no SDK span and sends a valid traceparent with flag 00 on', async () => {
  const startSpan = mocks.spyOn(sdkTracer, 'startSpan')
  const dropped = Array.from({ length: 200 }, () => request()).filter((r) => r.hop.flags === '00')
  expect(dropped.length).toBeGreaterThan(100)
  const sampledCount = 200 - dropped.length
  expect(startSpan).toHaveBeenCalledTimes(sampledCount) // none for the dropped ones
  for (const r of dropped) {
    expect(r.active).toBeUndefined()
    expect(r.forwarded).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-00$/)
    expect(r.forwarded).toBe(`00-${r.hop.traceId}-${r.hop.spanId}-00`)
    expect(r.traceparent).toBe(r.forwarded) // what the request causes carries the same trace id, unsampled
    expect(r.hop.parentSpanId).toBeNull()
  }
  const spans = await provider.forceFlush().then(() => exporter.getFinishedSpans())
  expect(spans).toHaveLength(sampledCount)
  const droppedIds = new Set(dropped.map((r) => r.hop.traceId))
  expect(spans.filter((span) => droppedIds.has(span.spanContext().traceId))).toEqual([])
})

test("the caller's flag is honoured whatever the ratio would say of its trace id", async () => {
  const idsTheRatioDrops = Array.from({ length: 50 }, () => hopIdGenerator.generateTraceId()).filter((id) => !ratioKeeps(id))
  const [first] = idsTheRatioDrops
  const sampled = request(`00-${first}-b7ad6b7169203331-01`)
  expect(sampled.hop).toMatchObject({ traceId: first, parentSpanId: 'b7ad6b7169203331', flags: '01' })
  expect(sampled.active?.spanContext().spanId).toBe(sampled.hop.spanId)

  const startSpan = mocks.spyOn(sdkTracer, 'startSpan')
  const idsTheRatioKeeps = Array.from({ length: 50 }, () => hopIdGenerator.generateTraceId()).filter(ratioKeeps)
  const unsampled = request(`00-${idsTheRatioKeeps[0]}-b7ad6b7169203331-00`)
  expect(unsampled.hop).toMatchObject({ traceId: idsTheRatioKeeps[0], parentSpanId: 'b7ad6b7169203331', flags: '00' })
  expect(unsampled.forwarded).toBe(`00-${idsTheRatioKeeps[0]}-${unsampled.hop.spanId}-00`)
  expect(startSpan).not.toHaveBeenCalled()

  const spans = await provider.forceFlush().then(() => exporter.getFinishedSpans())
  expect(spans.map((span) => [span.spanContext().traceId, span.parentSpanContext?.spanId])).toEqual([[first, 'b7ad6b7169203331']])
})

test('an event without a traceparent (a new trace) is sampled by the same ratio, and its span has the hop ids', async () => {
  const hops = await Promise.all(
    Array.from({ length: 400 }, () => withChildHop(undefined, { name: 'process x', kind: SpanKind.CONSUMER }, async (hop) => hop)),
  )
  const spans = await provider.forceFlush().then(() => exporter.getFinishedSpans())
  expect(hops.filter((hop) => ratioKeeps(hop.traceId) !== (hop.flags === '01'))).toEqual([])
  const kept = hops.filter((hop) => hop.flags === '01')
  expect(spans.map((span) => `${span.spanContext().traceId}-${span.spanContext().spanId}`).sort()).toEqual(
    kept.map((hop) => `${hop.traceId}-${hop.spanId}`).sort(),
  )
})
