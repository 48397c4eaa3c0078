// Share of a process's CPU spent in tracing code, from V8 CPU profiles (`node --cpu-prof`; bench/tracing.mjs
// writes them with BENCH_PROFILE_DIR): self time of the functions in OpenTelemetry's packages and the module
// hooks that patch for them, over all sampled time but idle. A measure that holds on a loaded machine (it counts
// where the process's own CPU went, not how much it got).
//
//   SKIP_SECONDS=20 [WEIGHT=time] node bench/lib/profile-share.mjs <file.cpuprofile>...
// SKIP_SECONDS: samples of the process's first seconds left out (its start: loading the SDK and patching modules
// is paid once, not per request).
import { readFileSync } from 'node:fs'
import path from 'node:path'

const TRACING_CODE = /[/\\](@opentelemetry[/\\][^/\\]+|import-in-the-middle|require-in-the-middle|shimmer)[/\\@]/
// service-kit's own hop and span code (the server span replacing instrumentation-http's lives there): counted
// apart, since tracing off runs part of it too (the traceparent parse and the hop's id).
const TRACE_CONTEXT_CODE = /service-kit[/\\]dist[/\\]trace-context\.js$/
const PSEUDO = new Set(['(idle)', '(root)'])

const SKIP_MICROSECONDS = Number(process.env.SKIP_SECONDS ?? 0) * 1e6
// WEIGHT=samples (default): each sample counts once. WEIGHT=time: each counts its interval, as the first two
// passes did; on a loaded machine a process descheduled in the middle of a function gets that whole wait
// (intervals of 100 ms and more were seen) credited to it, e.g. to the OTLP serialiser of a 5-second export burst.
const BY_TIME = process.env.WEIGHT === 'time'

/** Self weight per node id (samples, or microseconds), after the skipped start. */
function selfTimes(profile) {
  const times = new Map()
  let at = profile.startTime
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0
    at += delta
    if (at - profile.startTime >= SKIP_MICROSECONDS) times.set(id, (times.get(id) ?? 0) + (BY_TIME ? delta : 1))
  })
  return times
}

for (const file of process.argv.slice(2)) {
  const profile = JSON.parse(readFileSync(file, 'utf8'))
  const times = selfTimes(profile)
  let busy = 0
  let tracing = 0
  let gc = 0
  let traceContext = 0
  const byPackage = new Map()
  for (const node of profile.nodes) {
    const time = times.get(node.id) ?? 0
    const { functionName, url } = node.callFrame
    if (PSEUDO.has(functionName)) continue
    busy += time
    if (functionName === '(garbage collector)') gc += time
    else if (TRACE_CONTEXT_CODE.test(url)) traceContext += time
    else if (TRACING_CODE.test(url)) {
      tracing += time
      const name = TRACING_CODE.exec(url)[1].replace(/\\/g, '/')
      byPackage.set(name, (byPackage.get(name) ?? 0) + time)
    }
  }
  const percent = (part) => `${((100 * part) / busy).toFixed(1)}%`
  console.log(
    `${path.basename(file)}: busy ${BY_TIME ? `${(busy / 1e6).toFixed(1)} s` : `${busy} samples`}, tracing code ${percent(tracing)}, ` +
      `service-kit trace-context.js ${percent(traceContext)}, GC ${percent(gc)}`,
  )
  const largest = [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 6)
  if (largest.length > 0) console.log(`  ${largest.map(([name, time]) => `${name} ${percent(time)}`).join(', ')}`)
}
