// What the edge's Node front (scripts/edge-front.mjs, issue 26) costs: a trivial upstream (proxy-floor.mjs's, a
// fixed JSON of the size of GET /me) measured directly, through HAProxy alone (one thread, keep-alive, the edge's
// timeouts: the edge before the front) and through the front then that HAProxy (the edge now), alternating in one
// run. Needs no platform, so it can run on a machine too busy to start one; bench/gateway-vs-edge.mjs measures
// the platform's own public path.
//
//   node bench/edge-front.mjs     env: CONNECTIONS (100), DURATION seconds (10), ROUNDS (3), HAPROXY_BIN, PORT_OFFSET
//
// The CPU each edge process spends per request is read from /proc before and after each run.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import autocannon from 'autocannon'
import { processCpuSeconds } from './lib/process-cpu.mjs'

const NODE_FLAGS = ['--max-semi-space-size=64']
if (!process.execArgv.some((arg) => arg.startsWith('--max-semi-space-size'))) {
  const child = spawnSync(process.execPath, [...NODE_FLAGS, ...process.argv.slice(1)], { stdio: 'inherit' })
  process.exit(child.status ?? 1)
}

const here = path.dirname(fileURLToPath(import.meta.url))
const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy'
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100)
const DURATION = Number(process.env.DURATION ?? 10)
const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 3))
const BASE_PORT = 4391 + (Number(process.env.PORT_OFFSET ?? 0) || 0)
const PORTS = { upstream: BASE_PORT, haproxy: BASE_PORT + 1, front: BASE_PORT + 2, haproxyProxied: BASE_PORT + 3 }

const cpuSeconds = processCpuSeconds

async function until(url) {
  for (let i = 0; i < 200; i++) {
    if ((await fetch(url).catch(() => null))?.ok) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} never answered`)
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-edge-front-'))
const config = path.join(dir, 'haproxy.cfg')
writeFileSync(
  config,
  [
    'global',
    '  nbthread 1',
    '  tune.bufsize 32768',
    'defaults',
    '  mode http',
    '  option http-keep-alive',
    '  timeout connect 2s',
    '  timeout client 120s',
    '  timeout server 120s',
    '  timeout http-request 30s',
    'frontend public',
    `  bind 127.0.0.1:${PORTS.haproxy}`,
    // The front's connections name their client by the PROXY protocol, as on the platform (scripts/platform.mjs).
    `  bind 127.0.0.1:${PORTS.haproxyProxied} accept-proxy`,
    '  timeout http-keep-alive 30s',
    '  unique-id-format %[uuid()]',
    '  http-request set-header x-forwarded-for %[src]',
    '  http-request set-header x-forwarded-proto http',
    '  http-request set-header x-forwarded-host %[req.hdr(host)]',
    '  default_backend upstream',
    'backend upstream',
    `  server u1 127.0.0.1:${PORTS.upstream}`,
    '',
  ].join('\n'),
)
const children = []
const start = (command, args, env = {}) => {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.push(child)
  return child
}
start(process.execPath, [...NODE_FLAGS, path.join(here, 'proxy-floor.mjs'), 'upstream'], {
  PORT: String(PORTS.upstream),
})
const haproxy = start(HAPROXY, ['-db', '-f', config])
const frontScript = `const { startEdgeFront } = await import(${JSON.stringify(pathToFileURL(path.join(here, '../scripts/edge-front.mjs')).href)});
await startEdgeFront({ port: ${PORTS.front}, host: '127.0.0.1', upstreamPort: ${PORTS.haproxyProxied} })`
const front = start(process.execPath, [...NODE_FLAGS, '--input-type=module', '-e', frontScript])

const paths = {
  direct: `http://127.0.0.1:${PORTS.upstream}/me`,
  haproxy: `http://127.0.0.1:${PORTS.haproxy}/me`,
  'front+haproxy': `http://127.0.0.1:${PORTS.front}/me`,
}
const run = async (url, duration, connections) => {
  const r = await autocannon({ url, headers: { authorization: 'Bearer x' }, connections, duration })
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    failed: r.non2xx + r.errors + r.timeouts,
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const results = Object.fromEntries(Object.keys(paths).map((name) => [name, []]))
try {
  for (const url of Object.values(paths)) await until(url)
  console.log(
    `trivial upstream: direct, HAProxy alone, front + HAProxy; ${CONNECTIONS} connections, ${DURATION} s, ${ROUNDS} round(s); ` +
      `${os.cpus().length} cores, load ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  )
  for (let round = 1; round <= ROUNDS; round++) {
    const order = round % 2 ? Object.keys(paths) : Object.keys(paths).reverse()
    for (const name of order) {
      await run(paths[name], 2, 10)
      const before = { haproxy: cpuSeconds(haproxy.pid), front: cpuSeconds(front.pid) }
      const r = await run(paths[name], DURATION, CONNECTIONS)
      const perRequest = (pid, key) => (((cpuSeconds(pid) - before[key]) / r.requests) * 1e6).toFixed(1)
      results[name].push(r)
      console.log(
        `round ${round} ${name.padEnd(13)} ${r.reqPerSec.toFixed(0).padStart(7)} req/s  p50 ${String(r.p50).padStart(3)} ms  ` +
          `p99 ${String(r.p99).padStart(3)} ms  (${r.failed} failed)  CPU/req: haproxy ${perRequest(haproxy.pid, 'haproxy')} us, ` +
          `front ${perRequest(front.pid, 'front')} us`,
      )
    }
  }
  const direct = median(results.direct.map((r) => r.reqPerSec))
  console.log('medians:')
  for (const [name, rs] of Object.entries(results)) {
    const rps = median(rs.map((r) => r.reqPerSec))
    console.log(
      `  ${name.padEnd(13)} ${rps.toFixed(0).padStart(7)} req/s (${((rps / direct) * 100).toFixed(1)}% of direct)  ` +
        `p50 ${median(rs.map((r) => r.p50))} ms  p99 ${median(rs.map((r) => r.p99))} ms`,
    )
  }
} finally {
  for (const child of children) child.kill()
  rmSync(dir, { recursive: true, force: true })
}
