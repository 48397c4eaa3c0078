#!/usr/bin/env node
// Main-thread work of a page load (issues 28/31): Lighthouse's TBT in a loaded VM is noise, so this reads the
// evidence behind it. Each load runs in a fresh incognito context of one Chromium (phone viewport, CPU slowed
// down 4x like Lighthouse's mobile preset, no network throttling), traced; the renderer's main-thread tasks over
// 50 ms are listed with what ran in them (script evaluation per file, function calls, style, layout, parsing),
// and summed: "long" is their whole length, "blocking" the part over 50 ms (TBT's unthrottled counterpart, counted
// from navigation start, not only after FCP). With several `--base` URLs the loads alternate between them (A/B
// in the same run, e.g. a platform before and after a change); medians per page and base at the end.
//
//   node bench/main-thread.mjs --base http://localhost:8080 [--base http://localhost:8180] [--runs 5] [--cpu 4]
//        [--email E --password P [--totp-file F]] [--tasks] [--json out.json] [--thread-time] [paths...]
// --thread-time: the page loads unthrottled and each task's main-thread CPU time is multiplied by --cpu (see
// readTrace): for a machine other work keeps busy, where wall times swing by 2-3x from one load to the next.
//
// Needs Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) and Lighthouse's puppeteer (bench devDeps).
import { createRequire } from 'node:module'
import { loadavg } from 'node:os'
import { Buffer } from 'node:buffer'
import { writeFileSync } from 'node:fs'
import { median } from './lighthouse.mjs'
import { signedInPage } from './lib/sign-in.mjs'

const puppeteer = createRequire(createRequire(import.meta.url).resolve('lighthouse'))('puppeteer-core')

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'blink.user_timing',
  'loading',
  'toplevel',
]
// What a long task is made of: the outermost of these inside it, by name (and file when it has one).
const PARTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'PrePaint',
  'v8.compile',
  'v8.compileModule',
  'MajorGC',
  'MinorGC',
  'RunMicrotasks',
  'XHRReadyStateChange',
  'ParseAuthorStyleSheet',
])

function parseArgs(argv) {
  const args = { bases: [], runs: 5, cpu: 4, paths: [], email: null, password: null, totpFile: null, tasks: false, json: null, profile: false, threadTime: false }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    if (a === '--base') args.bases.push(argv[++i].replace(/\/+$/, ''))
    else if (a === '--runs') args.runs = Number(argv[++i])
    else if (a === '--cpu') args.cpu = Number(argv[++i])
    else if (a === '--email') args.email = argv[++i]
    else if (a === '--password') args.password = argv[++i]
    else if (a === '--totp-file') args.totpFile = argv[++i]
    else if (a === '--tasks') args.tasks = true
    else if (a === '--profile') args.profile = true
    else if (a === '--thread-time') args.threadTime = true
    else if (a === '--json') args.json = argv[++i]
    else args.paths.push(a)
  }
  if (args.bases.length === 0) args.bases.push('http://localhost:8080')
  if (args.paths.length === 0) args.paths = ['/']
  return args
}

const shortUrl = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\.[0-9a-f]{8}\.js$/, '.js') : '')

function partLabel(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {}
  const url = shortUrl(data.url ?? data.scriptName ?? event.args?.fileName)
  if (event.name === 'EventDispatch') return `EventDispatch ${data.type ?? ''}`
  if (event.name === 'FunctionCall') return `FunctionCall ${url}${data.functionName ? ` ${data.functionName}` : ''}`
  return url ? `${event.name} ${url}` : event.name
}

/** The page's main thread: the renderer main thread with the most task time. */
function mainThreadEvents(events) {
  const names = new Map()
  for (const e of events) if (e.name === 'thread_name' && e.args?.name === 'CrRendererMain') names.set(`${e.pid}:${e.tid}`, 0)
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`
    if (e.name === 'RunTask' && e.ph === 'X' && names.has(key)) names.set(key, names.get(key) + (e.dur ?? 0))
  }
  const [main] = [...names].sort((a, b) => b[1] - a[1])[0] ?? []
  return events.filter((e) => `${e.pid}:${e.tid}` === main)
}

/**
 * Long tasks (over 50 ms) of one trace, each with the outermost parts inside it, and the totals. With `threadTime`
 * every length is the main thread's CPU time (the trace's `tdur`) times `scale`: the page loads unthrottled and
 * the slowdown is applied afterwards, as Lighthouse's simulated throttling does, so other processes' load on the
 * machine (which stretches wall time, not the thread's own CPU time) hardly moves the figures.
 */
export function readTrace(events, { threadTime = false, scale = 1 } = {}) {
  const length = (e) => (threadTime ? (e.tdur ?? e.dur ?? 0) * scale : (e.dur ?? 0))
  const thread = mainThreadEvents(events)
  const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame)?.ts ??
    Math.min(...thread.filter((e) => e.ts > 0).map((e) => e.ts))
  const fcp = thread.find((e) => e.name === 'firstContentfulPaint')?.ts
  const tasks = thread.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.ts >= start)
  const complete = thread.filter((e) => e.ph === 'X' && PARTS.has(e.name)).sort((a, b) => a.ts - b.ts || b.dur - a.dur)
  let busy = 0
  const long = []
  for (const task of tasks) {
    const taskLength = length(task)
    busy += taskLength / 1000
    if (taskLength < 50_000) continue
    const end = task.ts + task.dur
    const parts = new Map()
    let coveredUntil = -1
    for (const e of complete) {
      if (e.ts < task.ts || e.ts + (e.dur ?? 0) > end || e.ts < coveredUntil) continue
      coveredUntil = e.ts + (e.dur ?? 0)
      const label = partLabel(e)
      parts.set(label, (parts.get(label) ?? 0) + length(e) / 1000)
    }
    long.push({
      ts: task.ts,
      dur: task.dur,
      at: Math.round((task.ts - start) / 1000),
      ms: Math.round(taskLength / 1000),
      parts: [...parts].sort((a, b) => b[1] - a[1]).filter(([, ms]) => ms >= 2).map(([l, ms]) => `${l} ${Math.round(ms)}`),
    })
  }
  const sum = (list) => Math.round(list.reduce((s, t) => s + t, 0))
  const afterFcp = fcp ? long.filter((t) => t.at * 1000 + start >= fcp) : long
  return {
    fcp: fcp ? Math.round((fcp - start) / 1000) : null,
    busy: Math.round(busy),
    longCount: long.length,
    long: sum(long.map((t) => t.ms)),
    blocking: sum(long.map((t) => t.ms - 50)),
    blockingAfterFcp: sum(afterFcp.map((t) => t.ms - 50)),
    tasks: long,
  }
}

/** Self time (ms) of a CPU profile by script and by function (name@file:line:column, minified names). */
export function readProfile(profile, tasks = []) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map()
  const inTask = tasks.map(() => new Map())
  let at = profile.startTime
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt)
    // The trace's and the profiler's clocks are the same (microseconds): a sample inside a long task counts for it.
    const t = tasks.findIndex((task) => at >= task.ts && at < task.ts + task.dur)
    if (t >= 0) {
      const f = nodes.get(profile.samples[i]).callFrame
      const key = `${f.functionName || '(anonymous)'}@${shortUrl(f.url) || '(native)'}`
      inTask[t].set(key, (inTask[t].get(key) ?? 0) + dt)
    }
  }
  tasks.forEach((task, t) => {
    task.functions = [...inTask[t]].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, ms]) => `${k} ${Math.round(ms)}`)
  })
  const byFile = new Map()
  const byFunction = new Map()
  for (const [id, ms] of self) {
    const f = nodes.get(id).callFrame
    const file = shortUrl(f.url) || f.functionName || '(native)'
    byFile.set(file, (byFile.get(file) ?? 0) + ms)
    const fn = `${f.functionName || '(anonymous)'}@${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms)
  }
  const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, ms]) => [k, Math.round(ms)])
  return { byFile: top(byFile, 15), byFunction: top(byFunction, 25) }
}

async function loadOnce(browser, url, args) {
  const context = await browser.createBrowserContext()
  try {
    const page = args.email
      ? await signedInPage(context, new URL(url).origin, {
          email: args.email,
          password: args.password,
          totpFile: args.totpFile,
        })
      : await context.newPage()
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
    const cdp = await page.createCDPSession()
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: args.threadTime ? 1 : args.cpu })
    if (args.profile) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Profiler.start')
    }
    await page.tracing.start({ categories: CATEGORIES })
    await page.goto(url, { waitUntil: 'networkidle0', timeout: 120_000 })
    await new Promise((r) => setTimeout(r, 1000))
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'))
    const result = readTrace(trace.traceEvents, { threadTime: args.threadTime, scale: args.cpu })
    if (args.profile) result.profile = readProfile((await cdp.send('Profiler.stop')).profile, result.tasks)
    return result
  } finally {
    await context.close()
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2))
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
    headless: true,
  })
  const results = []
  const loads = [loadavg()[0]]
  try {
    for (const path of args.paths) {
      // One warm-up load per base (the servers' first answers, compiled caches), not counted.
      for (const base of args.bases) await loadOnce(browser, base + path, args)
      for (let run = 0; run < args.runs; run++) {
        for (const base of args.bases) {
          const r = await loadOnce(browser, base + path, args)
          results.push({ base, path, run, ...r })
          loads.push(loadavg()[0])
          console.log(
            `${path} ${base} run ${run + 1}: long tasks ${r.longCount} = ${r.long} ms, blocking ${r.blocking} ms` +
              ` (after FCP ${r.blockingAfterFcp}), busy ${r.busy} ms, FCP ${r.fcp} ms, load ${loadavg()[0].toFixed(1)}`,
          )
          if (args.tasks)
            for (const t of r.tasks)
              console.log(`    @${t.at} ${t.ms} ms: ${t.parts.join('; ')}${t.functions ? ` | ${t.functions.join('; ')}` : ''}`)
          if (r.profile) {
            console.log(`    self time by file: ${r.profile.byFile.map(([k, ms]) => `${k} ${ms}`).join('; ')}`)
            for (const [k, ms] of r.profile.byFunction) console.log(`      ${ms} ms ${k}`)
          }
        }
      }
    }
  } finally {
    await browser.close()
  }
  console.log('\n| page | base | long tasks (ms) | blocking (ms) | blocking after FCP | busy (ms) | FCP (ms) |')
  console.log('|---|---|---|---|---|---|---|')
  for (const path of args.paths)
    for (const base of args.bases) {
      const rs = results.filter((r) => r.path === path && r.base === base)
      const m = (k) => Math.round(median(rs.map((r) => r[k])))
      console.log(`| \`${path}\` | ${base} | ${m('long')} | ${m('blocking')} | ${m('blockingAfterFcp')} | ${m('busy')} | ${m('fcp')} |`)
    }
  console.log(`load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`)
  if (args.json) writeFileSync(args.json, JSON.stringify(results, null, 2))
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
