#!/usr/bin/env node
// The micro-frontend architecture's own cost (issue 28): one page through the shell with Module Federation
// against the same page built as one ordinary bundle (bench/single-bundle), Lighthouse on both alternately in the
// same run, medians side by side, and where the difference goes (from each run's Lighthouse report).
//
//   node shell/node_modules/webpack-cli/bin/cli.js -c bench/single-bundle/webpack.config.js   (once, ~3 min)
//   node bench/architecture-cost.mjs [--gateway http://localhost:8080] [--runs 3] [--port 8099] [--cpu-slowdown N]
//        [--throttling simulate|devtools] [--email E --password P [--totp-file F]] [paths...]
//   node bench/architecture-cost.mjs --serve [--gateway ...] [--port 8099]   (the two pages only, until Ctrl+C)
//
// --serve keeps both pages up (federated at --port, single bundle at --port + 1) for another bench to load
// alternately, e.g. the main thread's work in CPU time, which a busy machine moves far less than Lighthouse's TBT:
//   node bench/main-thread.mjs --base http://localhost:8099 --base http://localhost:8100 --thread-time --runs 9 /
//
// Both pages go through the same small proxy in this process (two ports), so both pay the same hop: the
// federated one passes everything to the gateway as it is; the single-bundle one answers the gateway's own HTML
// for a page (same pre-rendered markup, same stylesheet link) with the shell's script tag replaced by the single
// bundle's, serves /single/* from bench/single-bundle/dist (scripts/serve-static.mjs, compressed like the
// gateway's), and passes the rest (API, config.json, icons, stylesheet) to the gateway.
import { readFileSync } from 'node:fs'
import { request as httpRequest, createServer } from 'node:http'
import { loadavg } from 'node:os'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createStaticServer } from '../scripts/serve-static.mjs'
import { kb, median, runOnce } from './lighthouse.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const SINGLE_DIR = resolve(here, 'single-bundle/dist')
const SINGLE_BASE = '/single'
// The gateway gives the entry `fetchpriority="high"` on a page with an empty #root (a signed-in screen): the single
// bundle's scripts then get it too, so both start the same way.
const SHELL_SCRIPT = /<script defer( fetchpriority="high")? src="\/assets\/main\.[0-9a-f]+\.js"><\/script>/
// The federated chain's preloads (remote entries, exposed modules, the shell's chunks): the single bundle loads
// none of those files, so its page must not fetch them either.
const FEDERATED_PRELOADS = /<link rel="(?:module)?preload" as="script" href="[^"]*">/g

function parseArgs(argv) {
  const args = {
    gateway: 'http://localhost:8080',
    runs: 3,
    port: 8099,
    paths: [],
    cpuSlowdown: undefined,
    throttlingMethod: 'simulate',
    serve: false,
    account: null,
  }
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--gateway') args.gateway = argv[++i].replace(/\/+$/, '')
    else if (argv[i] === '--runs') args.runs = Number(argv[++i])
    else if (argv[i] === '--port') args.port = Number(argv[++i])
    // As bench/lighthouse.mjs's (a number; both variants get the same).
    else if (argv[i] === '--cpu-slowdown') args.cpuSlowdown = Number(argv[++i])
    // simulate: Lighthouse's default, metrics computed from an unthrottled load; devtools: the phone's network and
    // CPU applied during the load, metrics as they happened (docs/perf.md, stop 51, says why both are reported).
    else if (argv[i] === '--throttling') args.throttlingMethod = argv[++i]
    else if (argv[i] === '--serve') args.serve = true
    // Signed in, as bench/lighthouse.mjs: each run signs in through the page's login form first (a signed-in screen).
    else if (argv[i] === '--email') args.account = { ...args.account, email: argv[++i] }
    else if (argv[i] === '--password') args.account = { ...args.account, password: argv[++i] }
    else if (argv[i] === '--totp-file') args.account = { ...args.account, totpFile: argv[++i] }
    else args.paths.push(argv[i])
  }
  if (args.paths.length === 0) args.paths = ['/']
  if (!['simulate', 'devtools'].includes(args.throttlingMethod)) throw new Error('--throttling takes simulate or devtools')
  if (args.account && !(args.account.email && args.account.password)) throw new Error('--email and --password go together')
  return args
}

/** The single bundle's script tags, as its build wrote them. */
function singleScriptTags() {
  const html = readFileSync(resolve(SINGLE_DIR, 'index.html'), 'utf8')
  const tags = html.match(/<script[^>]*><\/script>/g)
  if (!tags) throw new Error(`${SINGLE_DIR}/index.html has no script: build bench/single-bundle first`)
  return tags.join('')
}

function passTo(gateway, req, res) {
  const target = new URL(req.url, gateway)
  const upstream = httpRequest(target, { method: req.method, headers: { ...req.headers, host: target.host } }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers)
    answer.pipe(res)
  })
  upstream.on('error', () => res.writeHead(502).end())
  req.pipe(upstream)
}

/** A page (no file extension): the gateway's HTML, with the shell's script swapped for `scripts` when given. */
async function page(gateway, req, res, scripts) {
  const answer = await fetch(new URL(req.url, gateway), {
    headers: { cookie: req.headers.cookie ?? '', accept: req.headers.accept ?? 'text/html' },
  })
  let html = await answer.text()
  if (scripts) {
    const shell = SHELL_SCRIPT.exec(html)
    if (!shell) throw new Error('the gateway page has no shell script tag to replace')
    const own = shell[1] ? scripts.replace(/<script defer /g, '<script defer fetchpriority="high" ') : scripts
    html = html.replace(SHELL_SCRIPT, own).replace(FEDERATED_PRELOADS, '')
  }
  res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' })
  res.end(html)
}

function proxy(gateway, single) {
  const statics = single ? createStaticServer({ dir: SINGLE_DIR, spa: false, base: SINGLE_BASE }) : null
  const serveStatic = statics?.listeners('request')[0]
  const scripts = single ? singleScriptTags() : null
  return createServer((req, res) => {
    const { pathname } = new URL(req.url, 'http://bench.local')
    if (single && pathname.startsWith(`${SINGLE_BASE}/`)) return serveStatic(req, res)
    const isPage = req.method === 'GET' && !pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(pathname)
    if (isPage) return page(gateway, req, res, scripts).catch((err) => res.writeHead(502).end(String(err)))
    return passTo(gateway, req, res)
  })
}

/** Where the time and bytes go, from one run's Lighthouse report. */
function breakdown(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? []
  const scripts = requests.filter((r) => r.resourceType === 'Script')
  const bootup = lhr.audits['bootup-time']?.details?.items ?? []
  const longTasks = lhr.audits['long-tasks']?.details?.items ?? []
  const work = lhr.audits['mainthread-work-breakdown']?.details?.items ?? []
  const group = (name) => work.find((w) => w.group === name)?.duration ?? 0
  return {
    remoteEntries: scripts.filter((r) => /remoteEntry\.js/.test(r.url)).length,
    // The critical chain's end: the last script the page waited for.
    lastScriptEnd: Math.max(0, ...scripts.map((r) => r.networkEndTime ?? 0)),
    scriptEval: bootup.reduce((sum, b) => sum + (b.scripting ?? 0), 0),
    scriptParse: bootup.reduce((sum, b) => sum + (b.scriptParseCompile ?? 0), 0),
    longTasks: longTasks.length,
    longTaskMs: longTasks.reduce((sum, t) => sum + (t.duration ?? 0), 0),
    styleLayout: group('styleLayout'),
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2))
  const variants = [
    { name: 'federated', port: args.port, server: proxy(args.gateway, false) },
    { name: 'single bundle', port: args.port + 1, server: proxy(args.gateway, true) },
  ]
  await Promise.all(variants.map((v) => new Promise((ok) => v.server.listen(v.port, '127.0.0.1', ok))))
  if (args.serve) {
    for (const v of variants) console.log(`${v.name}: http://localhost:${v.port}/`)
    return
  }
  const loads = []
  try {
    for (const path of args.paths) {
      const runs = Object.fromEntries(variants.map((v) => [v.name, []]))
      for (let i = 0; i < args.runs; i++) {
        // Alternately, so both meet the same neighbours.
        for (const v of i % 2 ? [...variants].reverse() : variants) {
          const run = await runOnce(`http://localhost:${v.port}${path}`, args.account, {
            cpuSlowdown: args.cpuSlowdown,
            throttlingMethod: args.throttlingMethod,
          })
          loads.push(loadavg()[0])
          runs[v.name].push({ ...run, ...breakdown(run.lhr), lhr: undefined })
          console.error(`${path} ${v.name} ${i + 1}/${args.runs}: LCP ${Math.round(run.metrics.lcp)} ms, TBT ${Math.round(run.metrics.tbt)} ms`)
        }
      }
      const rows = [
        ['LCP (ms)', (r) => r.metrics.lcp],
        ['TBT (ms)', (r) => r.metrics.tbt],
        ['FCP (ms)', (r) => r.metrics.fcp],
        ['JS gzip (KB)', (r) => r.gzipped / 1024],
        ['scripts', (r) => r.scriptCount],
        ['requests', (r) => r.requestCount],
        ['remoteEntry.js fetched', (r) => r.remoteEntries],
        ['last script received (ms)', (r) => r.lastScriptEnd],
        ['script evaluation (ms)', (r) => r.scriptEval],
        ['script parse+compile (ms)', (r) => r.scriptParse],
        ['long tasks', (r) => r.longTasks],
        ['long tasks total (ms)', (r) => r.longTaskMs],
      ]
      console.log(`\n${path}: median of ${args.runs} Lighthouse runs each (mobile, ${args.throttlingMethod}), alternating`)
      console.log(`| measure | federated | single bundle | federated / single |\n|---|---|---|---|`)
      for (const [label, pick] of rows) {
        const [fed, single] = variants.map((v) => median(runs[v.name].map(pick)))
        const ratio = single ? `${((fed / single) * 100).toFixed(0)}%` : '-'
        console.log(`| ${label} | ${fed.toFixed(label.includes('KB') ? 1 : 0)} | ${single.toFixed(label.includes('KB') ? 1 : 0)} | ${ratio} |`)
      }
      console.log(`(JS: ${variants.map((v) => `${v.name} ${kb(median(runs[v.name].map((r) => r.gzipped)))}`).join(', ')})`)
    }
    console.log(`load average (1 min) during the runs: ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`)
  } finally {
    variants.forEach((v) => v.server.close())
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
