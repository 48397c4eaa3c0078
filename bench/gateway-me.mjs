// Gateway overhead benchmark: GET /api/auth/me through the gateway vs GET /me on the auth service directly.
//
// Expects the platform to be running: the auth service (migrations applied) and the gateway proxying to it,
// e.g. `cd services/auth && node dist/scripts/migrate.js && PORT=4001 node dist/server.js` and
// `cd gateway && PORT=8080 node dist/server.js`, sharing JWT_SECRET and INTERNAL_TOKEN. Signs up a fresh user directly on the auth service (so
// the gateway's auth rate limit is not involved), then runs autocannon against both with its bearer token.
//
//   node bench/gateway-me.mjs
//   env: GATEWAY_URL (http://127.0.0.1:8080), AUTH_URL (http://127.0.0.1:4001), CONNECTIONS (100),
//        DURATION seconds (10), WARMUP seconds (2), ROUNDS (1; on a shared, noisy machine run several:
//        direct and gateway then alternate and their medians are compared)
//
// Targets: the gateway keeps >= 60% of the direct throughput, p99 < 25 ms at 100 connections.
//
// autocannon measures latency on its own event loop, so its garbage collection pauses count as latency of
// the server under test: the script re-runs itself with a larger young generation (the same setting the
// platform's processes run with, see scripts/platform.mjs) so that the load generator's pauses stay small.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import autocannon from 'autocannon'
import { platformSecrets } from '../scripts/secrets.mjs'

const LOAD_GENERATOR_FLAGS = ['--max-semi-space-size=64']
if (!process.execArgv.some((arg) => arg.startsWith('--max-semi-space-size'))) {
  const child = spawnSync(process.execPath, [...LOAD_GENERATOR_FLAGS, ...process.argv.slice(1)], {
    stdio: 'inherit',
  })
  process.exit(child.status ?? 1)
}

const GATEWAY_URL = (process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '')
const AUTH_URL = (process.env.AUTH_URL ?? 'http://127.0.0.1:4001').replace(/\/+$/, '')
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100)
const DURATION = Number(process.env.DURATION ?? 10)
const WARMUP = Number(process.env.WARMUP ?? 2)
const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 1))
const TARGET_RATIO = 0.6
const TARGET_P99_MS = 25
// Direct requests prove themselves with the gateway's token (INTERNAL_TOKEN, else the start command's file).
const INTERNAL = { 'x-internal-token': platformSecrets().INTERNAL_TOKEN ?? '' }

async function signUp() {
  const email = `bench-${randomBytes(6).toString('hex')}@example.com`
  const res = await fetch(`${AUTH_URL}/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...INTERNAL },
    body: JSON.stringify({
      email,
      password: 'bench-pass-1',
      confirmPassword: 'bench-pass-1', acceptTerms: true,
      role: 'RENTER',
    }),
  })
  if (res.status !== 201)
    throw new Error(`sign-up on ${AUTH_URL} answered ${res.status}: ${await res.text()}`)
  return (await res.json()).accessToken
}

async function expectOk(url, headers) {
  const res = await fetch(url, { headers })
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`)
}

async function run(url, headers, duration, connections) {
  const result = await autocannon({ url, headers, connections, duration, pipelining: 1 })
  const failed = result.non2xx + result.errors + result.timeouts
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed,
  }
}

async function measure(name, url, headers) {
  await run(url, headers, WARMUP, Math.min(CONNECTIONS, 10))
  const stats = await run(url, headers, DURATION, CONNECTIONS)
  console.log(
    `${name.padEnd(8)} ${stats.reqPerSec.toFixed(0).padStart(8)} req/s   p50 ${String(stats.p50).padStart(4)} ms` +
      `   p99 ${String(stats.p99).padStart(4)} ms   (${stats.requests} requests, ${stats.failed} not 2xx/errors)`,
  )
  return stats
}

const token = await signUp()
const headers = { authorization: `Bearer ${token}`, ...INTERNAL }
const viaGateway = `${GATEWAY_URL}/api/auth/me`
const direct = `${AUTH_URL}/me`
await expectOk(direct, headers)
await expectOk(viaGateway, headers)

console.log(
  `GET /me with a bearer token, ${CONNECTIONS} connections, ${DURATION} s each (after ${WARMUP} s warm-up), ${ROUNDS} round(s)`,
)
const rounds = []
for (let round = 1; round <= ROUNDS; round++) {
  if (ROUNDS > 1) console.log(`round ${round}`)
  rounds.push({
    direct: await measure('direct', direct, headers),
    gateway: await measure('gateway', viaGateway, headers),
  })
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const summary = (side) => ({
  reqPerSec: median(rounds.map((r) => r[side].reqPerSec)),
  p50: median(rounds.map((r) => r[side].p50)),
  p99: median(rounds.map((r) => r[side].p99)),
  failed: rounds.reduce((n, r) => n + r[side].failed, 0),
})
const directStats = summary('direct')
const gatewayStats = summary('gateway')
if (ROUNDS > 1) {
  console.log(
    `medians: direct ${directStats.reqPerSec.toFixed(0)} req/s p50 ${directStats.p50} ms p99 ${directStats.p99} ms;` +
      ` gateway ${gatewayStats.reqPerSec.toFixed(0)} req/s p50 ${gatewayStats.p50} ms p99 ${gatewayStats.p99} ms`,
  )
  const perRound = rounds.map((r) => `${((r.gateway.reqPerSec / r.direct.reqPerSec) * 100).toFixed(1)}%`)
  console.log(`ratio per round: ${perRound.join(', ')}`)
}

const ratio = gatewayStats.reqPerSec / directStats.reqPerSec
const ratioOk = ratio >= TARGET_RATIO
const p99Ok = gatewayStats.p99 < TARGET_P99_MS
console.log(
  `ratio    ${(ratio * 100).toFixed(1)}% of direct throughput (target >= ${TARGET_RATIO * 100}%: ${ratioOk ? 'met' : 'MISSED'}); ` +
    `gateway p99 ${gatewayStats.p99} ms (target < ${TARGET_P99_MS} ms: ${p99Ok ? 'met' : 'MISSED'})`,
)
if (directStats.failed || gatewayStats.failed)
  console.log('warning: some requests failed; the figures are not comparable')
