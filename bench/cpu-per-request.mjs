#!/usr/bin/env node
// CPU per request of every process on a platform's path (issue 27): the edge's front, HAProxy, the gateways, the
// matching service and the PostgreSQL backends of the platform's database, from /proc/<pid>/stat before and after
// a fixed number of requests (autocannon, `amount`). A measure that holds on a shared machine better than a
// latency: it counts the CPU each process spent, not how long it waited for a core.
//
//   PORT_OFFSET=23000 DATABASE_URL=postgresql://postgres@127.0.0.1:5432/cosign_x node bench/cpu-per-request.mjs
//
// Needs a running platform (scripts/run-platform.mjs) with the listings bench's data (bench/listings-matching.mjs
// --seed-only). Environment: AMOUNT requests per scenario (default 3000), CONNECTIONS (10), BASE (default the
// public port, http://localhost:8080+offset/api/matching), JWT_SECRET/INTERNAL_TOKEN as listings-matching.mjs.
import { Buffer } from 'node:buffer'
import { createHmac } from 'node:crypto'
import { readFileSync, readdirSync, readlinkSync } from 'node:fs'
import { createRequire } from 'node:module'
import { platformSecrets } from '../scripts/secrets.mjs'
import { LISTING_PATHS } from './lib/listing-paths.mjs'
import { processCpuSeconds } from './lib/process-cpu.mjs'

const requireFromMatching = createRequire(new URL('../services/matching/package.json', import.meta.url))
const pg = requireFromMatching('pg')
const autocannon = createRequire(import.meta.url)('autocannon')

const OFFSET = Number(process.env.PORT_OFFSET ?? 0) || 0
const AMOUNT = Number(process.env.AMOUNT ?? 3000)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10)
const BASE = (process.env.BASE ?? `http://localhost:${8080 + OFFSET}/api/matching`).replace(/\/$/, '')
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/cosign'
const BENCH_RENTER_ID = 'bbbbbbbb-0000-4000-8000-000000000001'
const REVIEWED_PROFILE_ID = 'bbbbbbbb-0002-4000-8000-000000000001'

const cpuSeconds = processCpuSeconds

const environ = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0')
  } catch {
    return []
  }
}
const commandLine = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ')
  } catch {
    return ''
  }
}

/** This platform's processes by role: found by their PORT (services, gateways) or command line (edge). */
function platformProcesses() {
  const ports = new Map([[String(4002 + OFFSET), 'matching']])
  for (let i = 0; i < 9; i++) ports.set(String(8180 + OFFSET + 100 * i), `gateway${i === 0 ? '' : ` ${i + 1}`}`)
  const found = []
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const cmd = commandLine(entry)
    if (cmd.includes(`haproxy-${OFFSET}.cfg`)) found.push({ role: 'HAProxy', pid: entry })
    else if (cmd.includes('edge-front.mjs') && environ(entry).includes(`PORT_OFFSET=${OFFSET}`))
      found.push({ role: 'edge front', pid: entry })
    else if (cmd.includes('dist/server.js')) {
      const port = environ(entry).find((e) => e.startsWith('PORT='))?.slice(5)
      let cwd = ''
      try {
        cwd = readlinkSync(`/proc/${entry}/cwd`)
      } catch {
        continue // gone meanwhile
      }
      if (ports.has(port) && (cwd.endsWith('/matching') || cwd.endsWith('/gateway'))) found.push({ role: ports.get(port), pid: entry })
    }
  }
  return found
}

/**
 * CPU of the PostgreSQL backends serving the platform's database (the services' pools), as one role. Backends
 * are polled while the requests run: a pool opens connections as it needs them, and one opened meanwhile counts
 * from zero; one closed meanwhile counts up to its last poll.
 */
function watchDatabase(client) {
  const first = new Map()
  const last = new Map()
  const poll = async (startedAt) => {
    const { rows } = await client.query(
      'SELECT pid, backend_start > $1 AS fresh FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      [startedAt ?? new Date(0)],
    )
    for (const { pid, fresh } of rows) {
      const now = cpuSeconds(pid)
      if (!first.has(pid)) first.set(pid, startedAt && fresh ? 0 : now)
      if (now > 0) last.set(pid, now)
    }
  }
  return {
    async start() {
      await poll(null)
      const startedAt = new Date()
      // One poll at a time on the one client (a slow one is not overtaken by the next).
      let polling = null
      this.timer = globalThis.setInterval(() => {
        polling ??= poll(startedAt).finally(() => (polling = null))
      }, 200)
      this.polling = () => polling
      this.startedAt = startedAt
    },
    async stop() {
      globalThis.clearInterval(this.timer)
      await this.polling()
      await poll(this.startedAt)
      let sum = 0
      for (const [pid, at] of first) sum += (last.get(pid) ?? at) - at
      return sum
    },
  }
}

function accessToken(secret) {
  const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url')
  const now = Math.floor(Date.now() / 1000)
  const claims = { sub: BENCH_RENTER_ID, email: 'bench-renter-main@bench.invalid', role: 'RENTER', iat: now, exp: now + 3600 }
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`
}

async function run(paths, headers) {
  for (const path of paths) {
    const res = await fetch(BASE + path, { headers })
    if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${await res.text()}`)
  }
  const result = await autocannon({
    url: BASE,
    connections: CONNECTIONS,
    amount: AMOUNT,
    headers,
    requests: paths.map((path) => ({ method: 'GET', path: new URL(BASE + path).pathname + new URL(BASE + path).search })),
  })
  return { non2xx: result.non2xx, errors: result.errors, seconds: result.duration }
}

const { JWT_SECRET, INTERNAL_TOKEN } = platformSecrets()
const member = { authorization: `Bearer ${accessToken(JWT_SECRET)}` }
// Straight at the service, the gateway's token is expected.
if (!BASE.includes(`:${8080 + OFFSET}`) && !BASE.includes(`:${8180 + OFFSET}`) && INTERNAL_TOKEN) member['x-internal-token'] = INTERNAL_TOKEN
const visitor = member['x-internal-token'] ? { 'x-internal-token': member['x-internal-token'] } : {}
const LISTINGS = LISTING_PATHS
const SCENARIOS = [
  ['listings (member)', LISTINGS, member],
  ['listings (visitor)', LISTINGS.filter((p) => !p.includes('tab=renters')), visitor],
  ['matching', ['/matches'], member],
  ['1,000-review profile', [`/profiles/${REVIEWED_PROFILE_ID}`, `/profiles/${REVIEWED_PROFILE_ID}/reviews`], member],
]

const client = new pg.Client({ connectionString: DATABASE_URL })
await client.connect()
const only = process.argv[2]
console.log(`${BASE}, ${AMOUNT} requests per scenario, ${CONNECTIONS} connections; load ${readFileSync('/proc/loadavg', 'utf8').trim()}`)
for (const [title, paths, headers] of SCENARIOS) {
  if (only && !title.startsWith(only)) continue
  const processes = platformProcesses()
  const database = watchDatabase(client)
  await database.start()
  const before = processes.map((p) => cpuSeconds(p.pid))
  const { non2xx, errors, seconds } = await run(paths, headers)
  const perRequest = (s) => `${Math.round((s * 1e6) / AMOUNT)} us`
  const parts = processes.map((p, i) => `${p.role} ${perRequest(cpuSeconds(p.pid) - before[i])}`)
  const db = await database.stop()
  const total = processes.reduce((sum, p, i) => sum + cpuSeconds(p.pid) - before[i], db)
  console.log(`${title}: ${parts.join(', ')}, PostgreSQL ${perRequest(db)}; total ${perRequest(total)} (${Math.round(AMOUNT / seconds)} req/s, non-2xx ${non2xx}, errors ${errors})`)
}
await client.end()
