// What tracing adds to each request at the gateway, where a trace starts (issue 32), measured in one process
// without the network: service-kit's request hooks (trace-context.js: the hop the request's logger asks for, the
// onRequest and preHandler hooks, the traceparent the proxy forwards, the response's close) with the SDK as
// startTracing sets it up at production's setting (`parentbased_traceidratio` 0.1, batched export to an exporter
// that counts and drops what it gets: no serialisation), for requests arriving without a traceparent. Modes, each in a process of its own,
// taking turns ROUNDS times: `off` (no SDK), `sampled` (this tree), and with BENCH_BASELINE_ROOT (another built
// copy of the repository) `sampled-before`. Per request: the process's CPU nanoseconds over the loop (user +
// system, so that a loaded machine's waits do not count), the figure that matters being each mode's excess over
// `off`.
//
//   node bench/trace-hop.mjs
//   env: REQUESTS per round (200000), ROUNDS (5), RATIO (0.1), BENCH_BASELINE_ROOT
import { spawnSync } from 'node:child_process'
import { EventEmitter } from 'node:events'
import path from 'node:path'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const REQUESTS = Number(process.env.REQUESTS ?? 200_000)
const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 5))
const RATIO = Number(process.env.RATIO ?? 0.1)
const BASELINE_ROOT = process.env.BENCH_BASELINE_ROOT ? path.resolve(process.env.BENCH_BASELINE_ROOT) : null

/** One mode's run, in this (child) process: the tree's own service-kit and OpenTelemetry packages. */
async function runMode(mode, tree) {
  const kit = path.join(tree, 'packages/service-kit')
  const load = (file) => import(pathToFileURL(path.join(kit, file)).href)
  const hops = await load('dist/trace-context.js')
  let sampledSpans = 0
  if (mode !== 'off') {
    const [api, sdk, { AsyncLocalStorageContextManager }] = await Promise.all([
      load('node_modules/@opentelemetry/api/dist/index.mjs'),
      load('node_modules/@opentelemetry/sdk-trace/dist/index.mjs'),
      load('node_modules/@opentelemetry/context-async-hooks/dist/index.mjs'),
    ])
    const sampler = new sdk.ParentBasedSampler({ root: new sdk.TraceIdRatioBasedSampler(RATIO) })
    const exporter = { export: (spans, done) => ((sampledSpans += spans.length), done({ code: 0 })), shutdown: async () => {} }
    const provider = new sdk.TracerProvider({
      sampler,
      // As startTracing gives them (a tree before the fourth pass has no hopIdGenerator: the SDK's own ids).
      ...(hops.hopIdGenerator ? { idGenerator: hops.hopIdGenerator } : {}),
      spanProcessors: [new sdk.BatchSpanProcessor({ exporter })],
    })
    api.context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable())
    api.trace.setGlobalTracerProvider(provider)
    hops.useOpenTelemetrySpans(provider, { followsParent: true, sampler })
  }
  const once = () => {
    const raw = { method: 'GET', url: '/api/contracts/contracts?limit=20', headers: {} }
    const res = Object.assign(new EventEmitter(), { statusCode: 200, writableFinished: true })
    hops.requestTraceContext(raw) // the request's logger (http.ts)
    hops.startRequestTrace(raw, res, '/api/contracts/*') // onRequest
    hops.enterRequestTrace(raw) // preHandler
    const forwarded = hops.traceparentOf(hops.requestTraceContext(raw)) // the proxy's header (forwarding.ts)
    res.emit('close')
    return forwarded
  }
  // Turns of the event loop every 256 requests, so that the batch processor's timer hands the spans over.
  const yieldNow = () => nextTurn()
  for (let i = 0; i < 20_000; i++) if (once() && i % 256 === 0) await yieldNow() // warm-up: the JIT's steady state
  const cpuBefore = process.cpuUsage()
  let flagged = 0
  for (let i = 0; i < REQUESTS; i++) {
    if (once().endsWith('-01')) flagged++
    if (i % 256 === 0) await yieldNow()
  }
  const cpu = process.cpuUsage(cpuBefore)
  const ns = ((cpu.user + cpu.system) * 1000) / REQUESTS
  await hops.flushTraces()
  return { ns, sampledShare: flagged / REQUESTS, sampledSpans }
}

if (process.argv[2] === '--mode') {
  const [, , , mode, tree] = process.argv
  console.log(JSON.stringify(await runMode(mode, tree)))
} else {
  const modes = { off: root, sampled: root, ...(BASELINE_ROOT ? { 'sampled-before': BASELINE_ROOT } : {}) }
  const results = Object.fromEntries(Object.keys(modes).map((mode) => [mode, []]))
  console.log(`${REQUESTS} requests without traceparent per round, ${ROUNDS} rounds, ratio ${RATIO}`)
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 ? Object.keys(modes) : Object.keys(modes).reverse()
    for (const mode of order) {
      const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--mode', mode, modes[mode]], {
        encoding: 'utf8',
      })
      if (child.status !== 0) throw new Error(`${mode}: ${child.stderr}`)
      const result = JSON.parse(child.stdout.trim().split('\n').pop())
      results[mode].push(result)
      console.log(
        `round ${round} ${mode.padEnd(15)} ${result.ns.toFixed(0).padStart(6)} ns/request   ` +
          `sent on sampled ${(100 * result.sampledShare).toFixed(1)}%   spans exported ${result.sampledSpans}`,
      )
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  const off = median(results.off.map((r) => r.ns))
  for (const mode of Object.keys(modes)) {
    const ns = median(results[mode].map((r) => r.ns))
    console.log(`median ${mode.padEnd(15)} ${ns.toFixed(0).padStart(6)} ns/request` + (mode === 'off' ? '' : `   tracing adds ${(ns - off).toFixed(0)} ns`))
  }
}
