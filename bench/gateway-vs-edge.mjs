// The gateway hop against the proxy a user would otherwise put in front: GET /me on the auth service
// directly, through nginx (one worker, proxy_pass with an upstream keep-alive pool), through the
// platform's public port (what the README's start command serves: the edge's Node front, then HAProxy) and
// through the edge's HAProxy alone (its loopback port, without the front: the edge before issue 26), alternating
// in one run.
//
// Expects the platform to be running (the README's start command, or scripts/run-platform.mjs with the same
// PORT_OFFSET and secrets). Installs nginx from Debian's packages when it is missing. Signs up a fresh user
// directly on the auth service, then runs autocannon against the three paths with its bearer token.
//
//   node bench/gateway-vs-edge.mjs
//   env: PORT_OFFSET (0), CONNECTIONS (100), DURATION seconds (10), WARMUP seconds (2), ROUNDS (3),
//        UPSTREAM_KEEPALIVE (128: idle keep-alive connections nginx keeps to the upstream)
//
// Targets (issue 17): the public path keeps >= 80% of the direct throughput with p99 < 25 ms at 100
// connections, in the same run where nginx is measured.
//
// CPU per request of the platform's front processes (the edge load balancer and the Fastify gateways, found
// by their listening ports) is read from /proc before and after each run.
//
// autocannon measures latency on its own event loop, so its garbage collection pauses count as latency of
// the server under test: the script re-runs itself with a larger young generation.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { platformSecrets } from '../scripts/secrets.mjs'
import { processCpuSeconds } from './lib/process-cpu.mjs'

const LOAD_GENERATOR_FLAGS = ['--max-semi-space-size=64']
if (!process.execArgv.some((arg) => arg.startsWith('--max-semi-space-size'))) {
  const child = spawnSync(process.execPath, [...LOAD_GENERATOR_FLAGS, ...process.argv.slice(1)], {
    stdio: 'inherit',
  })
  process.exit(child.status ?? 1)
}

const OFFSET = Number(process.env.PORT_OFFSET ?? 0) || 0
const PUBLIC_PORT = 8080 + OFFSET
const AUTH_PORT = 4001 + OFFSET
const NGINX_PORT = 8099 + OFFSET
/** The edge's HAProxy behind its front (scripts/platform.mjs EDGE_HAPROXY_PORT, with the PROXY protocol). */
const EDGE_HAPROXY_PORT = 8090 + OFFSET
/** The same HAProxy frontend without the PROXY protocol (EDGE_HAPROXY_PLAIN_PORT): HAProxy alone. */
const EDGE_HAPROXY_PLAIN_PORT = 8091 + OFFSET
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100)
const DURATION = Number(process.env.DURATION ?? 10)
const WARMUP = Number(process.env.WARMUP ?? 2)
const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 3))
const UPSTREAM_KEEPALIVE = Number(process.env.UPSTREAM_KEEPALIVE ?? 128)
const TARGET_RATIO = 0.8
const TARGET_P99_MS = 25
const INTERNAL_TOKEN = platformSecrets().INTERNAL_TOKEN ?? ''

function ensureNginx() {
  const binary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p))
  if (binary) return binary
  console.log('nginx is missing: installing it from Debian packages')
  execFileSync('apt-get', ['install', '-y', '-q', 'nginx-light'], { stdio: 'inherit' })
  return ensureNginx()
}

/** nginx as a user would put it in front of the service: one worker, keep-alive pool, no access log. */
function startNginx(binary) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'))
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream auth { server 127.0.0.1:${AUTH_PORT}; keepalive ${UPSTREAM_KEEPALIVE}; }
  server {
    listen 127.0.0.1:${NGINX_PORT};
    location /api/auth/ {
      proxy_pass http://auth/;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header x-internal-token "${INTERNAL_TOKEN}";
    }
  }
}
`,
  )
  const child = spawn(binary, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  return {
    child,
    stop() {
      child.kill('SIGQUIT')
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** PIDs of processes listening on the given local ports (from `ss`), with their command names. */
function listeners(ports) {
  const out = execFileSync('ss', ['-ltnpH']).toString()
  const found = new Map()
  for (const line of out.split('\n')) {
    const local = line.trim().split(/\s+/)[3] ?? ''
    const port = Number(local.slice(local.lastIndexOf(':') + 1))
    if (!ports.includes(port)) continue
    for (const [, name, pid] of line.matchAll(/\("([^"]+)",pid=(\d+)/g)) found.set(Number(pid), name)
  }
  return found
}

const cpuSeconds = processCpuSeconds

/**
 * The platform's front processes: the edge's front on the public port, its HAProxy, and the Fastify gateways
 * behind them (named apart: all but HAProxy are node).
 */
function frontProcesses() {
  const gatewayPorts = Array.from({ length: 9 }, (_, i) => 8180 + OFFSET + 100 * i)
  const named = (ports, name) => new Map([...listeners(ports)].map(([pid, command]) => [pid, name ?? command]))
  return new Map([...named(gatewayPorts, 'gateway'), ...named([EDGE_HAPROXY_PORT]), ...named([PUBLIC_PORT], 'edge-front')])
}

async function signUp() {
  const res = await fetch(`http://127.0.0.1:${AUTH_PORT}/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-internal-token': INTERNAL_TOKEN },
    body: JSON.stringify({
      email: `bench-${randomBytes(6).toString('hex')}@example.com`,
      password: 'bench-pass-1',
      confirmPassword: 'bench-pass-1', acceptTerms: true,
      role: 'RENTER',
    }),
  })
  if (res.status !== 201) throw new Error(`sign-up on auth answered ${res.status}: ${await res.text()}`)
  return (await res.json()).accessToken
}

async function expectOk(url, headers) {
  const res = await fetch(url, { headers })
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`)
}

async function run(url, headers, duration, connections) {
  const result = await autocannon({ url, headers, connections, duration, pipelining: 1 })
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  }
}

async function measure(name, url, headers, front) {
  await run(url, headers, WARMUP, Math.min(CONNECTIONS, 10))
  const before = new Map([...front.keys()].map((pid) => [pid, cpuSeconds(pid)]))
  const stats = await run(url, headers, DURATION, CONNECTIONS)
  const cpu = {}
  for (const [pid, name] of front) cpu[name] = (cpu[name] ?? 0) + cpuSeconds(pid) - before.get(pid)
  const perRequest = Object.entries(cpu)
    .filter(([, seconds]) => seconds > 0)
    .map(([proc, seconds]) => `${proc} ${((seconds / stats.requests) * 1e6).toFixed(1)} us/req`)
    .join(', ')
  console.log(
    `${name.padEnd(8)} ${stats.reqPerSec.toFixed(0).padStart(8)} req/s   p50 ${String(stats.p50).padStart(4)} ms` +
      `   p99 ${String(stats.p99).padStart(4)} ms   (${stats.requests} requests, ${stats.failed} not 2xx/errors)` +
      ((name === 'public' || name === 'haproxy') && perRequest ? `   front CPU: ${perRequest}` : ''),
  )
  return stats
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const nginx = startNginx(ensureNginx())
try {
  const token = await signUp()
  const bearer = { authorization: `Bearer ${token}` }
  const paths = {
    direct: { url: `http://127.0.0.1:${AUTH_PORT}/me`, headers: { ...bearer, 'x-internal-token': INTERNAL_TOKEN } },
    nginx: { url: `http://127.0.0.1:${NGINX_PORT}/api/auth/me`, headers: bearer },
    public: { url: `http://127.0.0.1:${PUBLIC_PORT}/api/auth/me`, headers: bearer },
    haproxy: { url: `http://127.0.0.1:${EDGE_HAPROXY_PLAIN_PORT}/api/auth/me`, headers: bearer },
  }
  await new Promise((r) => setTimeout(r, 300))
  for (const p of Object.values(paths)) await expectOk(p.url, p.headers)
  const front = frontProcesses()
  console.log(
    `GET /me with a bearer token, ${CONNECTIONS} connections, ${DURATION} s each (after ${WARMUP} s warm-up), ` +
      `${ROUNDS} round(s); ${os.cpus().length} cores, load ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; ` +
      `front processes: ${[...front].map(([pid, name]) => `${name}(${pid})`).join(', ')}`,
  )
  const rounds = []
  for (let round = 1; round <= ROUNDS; round++) {
    console.log(`round ${round}`)
    const results = {}
    // Alternate the order so that no path always runs on the machine's warmest (or most disturbed) turn.
    const order = round % 2 ? ['direct', 'nginx', 'public', 'haproxy'] : ['haproxy', 'public', 'nginx', 'direct']
    for (const name of order) results[name] = await measure(name, paths[name].url, paths[name].headers, front)
    rounds.push(results)
  }
  const summary = (side) => ({
    reqPerSec: median(rounds.map((r) => r[side].reqPerSec)),
    p50: median(rounds.map((r) => r[side].p50)),
    p99: median(rounds.map((r) => r[side].p99)),
    failed: rounds.reduce((n, r) => n + r[side].failed, 0),
  })
  const direct = summary('direct')
  console.log('medians:')
  for (const side of ['direct', 'nginx', 'public', 'haproxy']) {
    const s = summary(side)
    const share = side === 'direct' ? '' : `  ${((s.reqPerSec / direct.reqPerSec) * 100).toFixed(1)}% of direct`
    const perRound = side === 'direct' ? '' : ` (rounds ${rounds.map((r) => `${((r[side].reqPerSec / r.direct.reqPerSec) * 100).toFixed(0)}%`).join(', ')})`
    console.log(`  ${side.padEnd(7)} ${s.reqPerSec.toFixed(0).padStart(8)} req/s  p50 ${s.p50} ms  p99 ${s.p99} ms${share}${perRound}`)
  }
  const pub = summary('public')
  const ratio = pub.reqPerSec / direct.reqPerSec
  console.log(
    `public path: ${(ratio * 100).toFixed(1)}% of direct (target >= ${TARGET_RATIO * 100}%: ${ratio >= TARGET_RATIO ? 'met' : 'MISSED'}); ` +
      `p99 ${pub.p99} ms (target < ${TARGET_P99_MS} ms: ${pub.p99 < TARGET_P99_MS ? 'met' : 'MISSED'})`,
  )
  if (rounds.some((r) => Object.values(r).some((s) => s.failed)))
    console.log('warning: some requests failed; the figures are not comparable')
} finally {
  nginx.stop()
}
