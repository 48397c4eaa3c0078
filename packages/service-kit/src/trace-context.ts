import { AsyncLocalStorage } from 'node:async_hooks'
import { randomBytes } from 'node:crypto'
import {
  context as otelContext,
  isSpanContextValid,
  ROOT_CONTEXT,
  SamplingDecision,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Link,
  type Span,
  type Tracer,
} from '@opentelemetry/api'

/**
 * W3C Trace Context (`traceparent: 00-<trace id>-<parent span id>-<flags>`), carried by hand (docs/decisions.md,
 * issue 32): the gateway, each service and each event consumer is a hop with a span id of its own under the
 * caller's trace id. The current hop is kept in an AsyncLocalStorage for the request or the event being handled,
 * so what it causes (a forwarded request, an outbox row, a log line) carries the same trace id without each use
 * case passing it along. When OpenTelemetry runs (`startTracing`, tracing.ts) a hop is the SDK's span instead:
 * the HTTP server span of a request, the consume or publish span of an event, so the ids sent on are the ids
 * exported, and one trace links the gateway, the services, the outbox and NATS.
 */
export const TRACEPARENT_HEADER = 'traceparent'

export interface TraceContext {
  /** 32 lowercase hex characters, shared by every hop of one trace. */
  traceId: string
  /** 16 lowercase hex characters: this hop. */
  spanId: string
  /** The caller's span id (null at the trace's first hop). */
  parentSpanId: string | null
  /** Trace flags (`01`: sampled). */
  flags: string
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/
const ALL_ZERO = /^0+$/

// Ids are cut from a pool of random bytes: one randomBytes call per 256 hops rather than one or two per hop (ids
// only need to be unique, and every request or event makes one).
const ID_POOL_BYTES = 4096
let idPool = Buffer.alloc(0)
let idPoolAt = 0
function randomHex(bytes: number): string {
  if (idPoolAt + bytes > idPool.length) {
    idPool = randomBytes(ID_POOL_BYTES)
    idPoolAt = 0
  }
  idPoolAt += bytes
  return idPool.toString('hex', idPoolAt - bytes, idPoolAt)
}

/** The incoming `traceparent` as the parent of a new hop, or a new trace when it is absent or malformed. */
export function childTraceContext(traceparent: unknown): TraceContext {
  const match = typeof traceparent === 'string' ? TRACEPARENT.exec(traceparent.trim().toLowerCase()) : null
  const spanId = randomHex(8)
  if (!match || ALL_ZERO.test(match[1]) || ALL_ZERO.test(match[2]))
    return { traceId: randomHex(16), spanId, parentSpanId: null, flags: '01' }
  return { traceId: match[1], spanId, parentSpanId: match[2], flags: match[3] }
}

/** The `traceparent` a hop sends to what it calls or publishes (itself as the parent). */
export function traceparentOf(context: TraceContext): string {
  return `00-${context.traceId}-${context.spanId}-${context.flags}`
}

const storage = new AsyncLocalStorage<TraceContext>()
const ofRequest = new WeakMap<object, TraceContext>()

/** The SDK once `startTracing` started it (null: hops are ours alone, nothing is exported). */
let sdk: { shutdown(): Promise<void> } | null = null
let tracer: Tracer = trace.getTracer('@cosign/service-kit')
/** Whether the sampler follows a remote parent's decision (`parentbased_*`, the SDK's default). */
let followsParent = true

/** What a sampler answers (the SDK's `Sampler`, as `@opentelemetry/sdk-trace` declares it). */
export interface HopSampler {
  shouldSample(context: Context, traceId: string, spanName: string, spanKind: SpanKind, attributes: Attributes, links: Link[]): {
    decision: SamplingDecision
  }
}
/** The SDK's own sampler, asked before any span is started (null: every hop but a parent's 00 goes to the SDK). */
let sampler: HopSampler | null = null

/**
 * Called by `startTracing` once the SDK runs: from then on hops are its spans. `followsParent`: the sampler is
 * parent-based, so a hop whose caller did not sample is not sampled either and needs no span at all. `sampler`:
 * the very sampler the SDK was given, asked first so that a hop it would not sample makes no span (the SDK's
 * `startSpan` generates ids, asks the sampler, counts the span in its self-metrics and wraps a non-recording span
 * for every request where a trace starts); it needs the SDK to take its root spans' trace ids from
 * `hopIdGenerator`, so that the decision is made on the trace id the span will have.
 */
export function useOpenTelemetrySpans(
  started: { shutdown(): Promise<void> },
  options: { followsParent?: boolean; sampler?: HopSampler } = {},
): void {
  sdk = started
  tracer = trace.getTracer('@cosign/service-kit')
  followsParent = options.followsParent ?? true
  sampler = options.sampler ?? null
}

/** The trace id a root span about to start takes: the one its hop was sampled on (set around `startSpan` only). */
let rootTraceId: string | undefined

/**
 * The SDK's id generator (`NodeSDK`'s `idGenerator`): ids cut from the same pool as the hops', and a root span's
 * trace id the one its hop was sampled on.
 */
export const hopIdGenerator = {
  generateTraceId(): string {
    const traceId = rootTraceId ?? randomHex(16)
    rootTraceId = undefined
    return traceId
  },
  generateSpanId: (): string => randomHex(8),
}

/**
 * Whether `hop` gets an SDK span: the decision the configured sampler makes, taken before the SDK is touched. A
 * parent-based sampler follows the caller's flag (its remote-parent branch, without building a context); any
 * other case asks the sampler itself on the hop's trace id (a trace id ratio's decision at the gateway, where a
 * trace starts). Without a sampler given, every hop but an unsampled parent's goes to the SDK, which decides.
 */
function hopSampled(hop: TraceContext, name: string, kind: SpanKind): boolean {
  if (followsParent && hop.parentSpanId !== null) return (parseInt(hop.flags, 16) & 1) === 1
  if (!sampler) return true
  const { decision } = sampler.shouldSample(remoteParent(hop), hop.traceId, name, kind, NO_ATTRIBUTES, NO_LINKS)
  return decision !== SamplingDecision.NOT_RECORD
}
// What the sampler is told of a hop's span before it exists (the SDK's own samplers only read them).
const NO_ATTRIBUTES: Attributes = Object.freeze({})
const NO_LINKS: Link[] = []

/**
 * A hop the sampler dropped, as sent on (flag 00: what it calls drops its spans too, under the same trace id).
 * Changes the hop in place: it is the one `childTraceContext` just made, not yet seen by anything else.
 */
function unsampledHop(hop: TraceContext): TraceContext {
  if ((parseInt(hop.flags, 16) & 1) === 1) hop.flags = '00'
  return hop
}

/** The SDK's span for a hop the sampler keeps; a root span takes the hop's trace id (`hopIdGenerator`). */
function startHopSpan(hop: TraceContext, name: string, options: { kind: SpanKind; attributes?: Attributes }, parent: Context): Span {
  rootTraceId = hop.parentSpanId === null ? hop.traceId : undefined
  try {
    return tracer.startSpan(name, options, parent)
  } finally {
    rootTraceId = undefined
  }
}

/** Whether hops are OpenTelemetry spans (the SDK runs). */
export function tracingEnabled(): boolean {
  return sdk !== null
}

/** Exports the spans still buffered and stops the SDK (graceful shutdown); nothing when it does not run. */
export async function flushTraces(): Promise<void> {
  const started = sdk
  sdk = null
  await started?.shutdown().catch(() => undefined)
}

/** The span running now, when the SDK runs and one does (a request, an event's handling). */
function activeSpan(): Span | undefined {
  if (!sdk) return undefined
  const span = trace.getActiveSpan()
  return span && isSpanContextValid(span.spanContext()) ? span : undefined
}

function hopOfSpan(span: Span, parentSpanId: string | null): TraceContext {
  const { traceId, spanId, traceFlags } = span.spanContext()
  return { traceId, spanId, parentSpanId, flags: traceFlags.toString(16).padStart(2, '0') }
}

/** The OpenTelemetry context whose parent is the remote span that `hop` continues (none: a new trace). */
function remoteParent(hop: TraceContext): Context {
  if (!hop.parentSpanId) return ROOT_CONTEXT
  return trace.setSpanContext(ROOT_CONTEXT, {
    traceId: hop.traceId,
    spanId: hop.parentSpanId,
    traceFlags: parseInt(hop.flags, 16),
    isRemote: true,
  })
}

/** Paths probes and Prometheus call every few seconds: no span of their own (a hop, for their log lines). */
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics'])

/** What is read of an incoming HTTP request (Node's `IncomingMessage`, a Fastify request's `raw`). */
interface RawRequest {
  headers: Record<string, unknown>
  method?: string
  url?: string
}

const pathOf = (raw: RawRequest) => {
  const url = raw.url ?? ''
  const query = url.indexOf('?')
  return query === -1 ? url : url.slice(0, query)
}

/** The OpenTelemetry context of a request whose server span records (a sampled one); none for the others. */
const recordingRequests = new WeakMap<object, Context>()

/**
 * The hop of an incoming HTTP request (the raw request: a Fastify request's `raw`), made on first use (when
 * Fastify makes the request's logger). With the SDK, the request's HTTP server span, started here under the
 * caller's `traceparent` when the sampler keeps it (parent-based: a service follows the gateway's flag; at the
 * gateway the trace id ratio, decided before the SDK is touched: `hopSampled`); a request it drops gets no span,
 * only its hop (flag 00, sent on so that what it calls drops its spans too under the same trace id): no
 * attributes, no context entered, no end. This replaces instrumentation-http's server span, which every request
 * paid for, sampled or not (docs/perf.md, "Tracing, third pass" and "fourth pass").
 */
export function requestTraceContext(raw: RawRequest): TraceContext {
  let context = ofRequest.get(raw)
  if (!context) {
    const incoming = childTraceContext(raw.headers[TRACEPARENT_HEADER])
    if (!sdk || UNTRACED_PATHS.has(pathOf(raw))) context = incoming
    else if (hopSampled(incoming, raw.method ?? 'GET', SpanKind.SERVER)) context = startServerSpan(raw, incoming)
    else context = unsampledHop(incoming)
    ofRequest.set(raw, context)
  }
  return context
}

function startServerSpan(raw: RawRequest, incoming: TraceContext): TraceContext {
  const parent = remoteParent(incoming)
  const method = raw.method ?? 'GET'
  const span = startHopSpan(incoming, method, { kind: SpanKind.SERVER }, parent)
  if (span.isRecording()) {
    span.setAttributes({ 'http.request.method': method, 'url.path': pathOf(raw) })
    recordingRequests.set(raw, trace.setSpan(parent, span))
  }
  return hopOfSpan(span, incoming.parentSpanId)
}

/** The end of a request's response (Node's `ServerResponse`, a Fastify reply's `raw`). */
interface RawResponse {
  statusCode: number
  writableFinished: boolean
  once(event: 'close', listener: () => void): unknown
}

/**
 * From the request's first hook (route known): a sampled request's server span is named by its route
 * (`GET /contracts/:id`, attribute `http.route`, as instrumentation-http's framework hooks did) and ended when
 * its response closes, with the status (5xx or a response cut off: an error); then the request's hop, and with
 * it the span, is entered (`enterRequestTrace`).
 */
export function startRequestTrace(raw: RawRequest, res: RawResponse, route: string | undefined): void {
  requestTraceContext(raw) // made here unless the request's logger made it already
  const span = trace.getSpan(recordingRequests.get(raw) ?? ROOT_CONTEXT)
  if (span) {
    if (route) {
      span.setAttribute('http.route', route)
      span.updateName(`${raw.method ?? 'GET'} ${route}`)
    }
    res.once('close', () => {
      span.setAttribute('http.response.status_code', res.statusCode)
      if (res.statusCode >= 500 || !res.writableFinished)
        span.setStatus({ code: SpanStatusCode.ERROR, message: res.writableFinished ? undefined : 'response cut off' })
      span.end()
    })
  }
  enterRequestTrace(raw)
}

/**
 * Makes the request's hop the current one for the rest of this asynchronous flow (what it causes: outbox rows,
 * forwarded requests, log lines), and with the SDK its server span the active OpenTelemetry context (its
 * queries hang under it), or none for an unsampled request: the flow may be a kept-alive connection's, which
 * carried the previous request's. Entered again once the body is read (its stream events run outside it).
 */
export function enterRequestTrace(raw: RawRequest): void {
  storage.enterWith(requestTraceContext(raw))
  if (!sdk) return
  const entered = recordingRequests.get(raw) ?? ROOT_CONTEXT
  if (otelContext.active() !== entered) otelContext.attach(entered)
}

/** The hop being handled right now (a request, an event), or undefined outside one. */
export function currentTraceContext(): TraceContext | undefined {
  return storage.getStore()
}

/**
 * `traceparent` for what the current hop causes; undefined outside a request or an event. With the SDK, the span
 * active right now (a request's handler span), so what it causes hangs under the step that caused it.
 */
export function currentTraceparent(): string | undefined {
  const span = activeSpan()
  const context = span ? hopOfSpan(span, null) : storage.getStore()
  return context ? traceparentOf(context) : undefined
}

export interface SpanOptions {
  /** OpenTelemetry's span name, e.g. `process cosign.payment.started`. */
  name: string
  kind: SpanKind
  attributes?: Attributes
}

/**
 * Runs `fn` as a new hop continuing `traceparent` (a message's header; absent or malformed: a new trace). With
 * the SDK it is a span (`span`), current for `fn` so what `fn` does (queries, outbox rows) hangs under it, ended
 * when `fn` settles (an error marks it failed); without, a hop of our own.
 */
export async function withChildHop<R>(
  traceparent: unknown,
  span: SpanOptions,
  fn: (hop: TraceContext) => Promise<R>,
): Promise<R> {
  const hop = childTraceContext(traceparent)
  if (!sdk) return withTraceContext(hop, () => fn(hop))
  if (!hopSampled(hop, span.name, span.kind)) {
    const unsampled = unsampledHop(hop)
    return withTraceContext(unsampled, () => fn(unsampled))
  }
  const parent = remoteParent(hop)
  const started = startHopSpan(hop, span.name, { kind: span.kind, attributes: span.attributes }, parent)
  const spanHop = hopOfSpan(started, hop.parentSpanId)
  // An unsampled span records nothing: its ids (flag 00) are the hop's, and no OpenTelemetry context is entered.
  if (!started.isRecording()) return withTraceContext(spanHop, () => fn(spanHop))
  try {
    return await otelContext.with(trace.setSpan(parent, started), () => withTraceContext(spanHop, () => fn(spanHop)))
  } catch (err) {
    markSpanFailed(started, err)
    throw err
  } finally {
    started.end()
  }
}

/**
 * Sends what a stored `traceparent` (an outbox row's) caused: with the SDK, inside a producer span under it, and
 * `fn` gets that span's traceparent to send on; without, `fn` gets the stored one unchanged.
 */
export async function withPublishSpan<R>(
  traceparent: string | undefined,
  span: Omit<SpanOptions, 'kind'>,
  fn: (traceparent: string | undefined) => Promise<R>,
): Promise<R> {
  if (!sdk) return fn(traceparent)
  return withChildHop(traceparent, { ...span, kind: SpanKind.PRODUCER }, (hop) => fn(traceparentOf(hop)))
}

function markSpanFailed(span: Span, err: unknown): void {
  if (err instanceof Error) span.recordException(err)
  span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) })
}

/** Adds to the span running now what its outcome was (an error marks it failed); nothing without the SDK. */
export function annotateCurrentSpan(attributes: Attributes, err?: unknown): void {
  const span = activeSpan()
  if (!span) return
  span.setAttributes(attributes)
  if (err !== undefined) markSpanFailed(span, err)
}

export { SpanKind }

/** Runs `fn` as the hop `context` (an event's handling). */
export function withTraceContext<R>(context: TraceContext, fn: () => R): R {
  return storage.run(context, fn)
}
