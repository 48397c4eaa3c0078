// What OpenTelemetry tracing costs the gateway (issue 32): GET /api/contracts/contracts through the gateway to the
// contracts service (a token check, a database read), with tracing off, on (every trace) and sampled (one in ten),
// side by side in one run.
//
// Starts its own processes from the built dist/ (contracts and gateway, three times: one pair without
// OTEL_EXPORTER_OTLP_ENDPOINT, two exporting OTLP/protobuf, the production default, to a sink in this process
// that reads and drops what it gets), migrates a schema of its own in DATABASE_URL and drops it at the end. The
// modes take turns (order reversed every other round), ROUNDS times; the medians are compared, throughput and
// CPU per request of the two processes (the figure that holds on a loaded machine).
//
//   node bench/tracing.mjs
//   env: DATABASE_URL (postgresql://postgres@127.0.0.1:5432/cosign), CONNECTIONS (50), DURATION seconds (10),
//        WARMUP seconds (2), ROUNDS (3), PORT_BASE (47100), BENCH_PROFILE_DIR (CPU profiles of the servers),
//        BENCH_BASELINE_ROOT (another built copy of the repository, e.g. the commit before a change: its on and
//        sampled modes run too, as `on-before` and `sampled-before`, so before and after are side by side),
//        MODES (a comma-separated subset of the modes to run, e.g. `off,sampled,sampled-before`: longer rounds of
//        the ones compared in the same time)
//
// Budget: tracing keeps >= 95% of the throughput with it off (the issue's "under 5%").
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const LOAD_GENERATOR_FLAGS = ['--max-semi-space-size=64']
if (!process.execArgv.some((arg) => arg.startsWith('--max-semi-space-size'))) {
  const child = spawnSync(process.execPath, [...LOAD_GENERATOR_FLAGS, ...process.argv.slice(1)], { stdio: 'inherit' })
  process.exit(child.status ?? 1)
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/cosign'
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50)
const DURATION = Number(process.env.DURATION ?? 10)
const WARMUP = Number(process.env.WARMUP ?? 2)
const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 3))
const PORT_BASE = Number(process.env.PORT_BASE ?? 47100)
const BASELINE_ROOT = process.env.BENCH_BASELINE_ROOT ? path.resolve(process.env.BENCH_BASELINE_ROOT) : null
const SINK_PORT = PORT_BASE + 19
const SCHEMA = `bench_tracing_${randomBytes(3).toString('hex')}`
const JWT_SECRET = randomBytes(32).toString('hex')
const INTERNAL_TOKEN = randomBytes(32).toString('hex')
const SERVER_FLAGS = ['--max-semi-space-size=64'] // as the platform runs them (scripts/platform.mjs)
// BENCH_PROFILE_DIR: each server writes a V8 CPU profile there at exit (bench/lib/profile-share.mjs reads them).
const PROFILE_FLAGS = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : []
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222'
const STREAM = `BENCH_TRACING_${SCHEMA.slice(-6).toUpperCase()}`
const shellDir = mkdtempSync(path.join(tmpdir(), 'bench-tracing-'))
writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>bench</title>')

const children = []
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** OTLP sink: answers every export with an empty success, counting the bytes (proof that spans went out). */
let exportedBytes = 0
const sink = createServer((req, res) => {
  req.on('data', (chunk) => (exportedBytes += chunk.length))
  req.on('end', () => res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end())
})
await new Promise((r) => sink.listen(SINK_PORT, '127.0.0.1', r))

/** CPU seconds a process has used so far (user + system, from /proc; clock ticks of 10 ms). */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

function start(dir, env, base = root) {
  const child = spawn(process.execPath, [...SERVER_FLAGS, ...PROFILE_FLAGS, 'dist/server.js'], {
    cwd: path.join(base, dir),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL,
      DB_SCHEMA: SCHEMA,
      JWT_SECRET,
      INTERNAL_TOKEN,
      NATS_URL,
      EVENT_STREAM: STREAM,
      EVENT_SUBJECT_PREFIX: SCHEMA,
      // OTEL_LOG_LEVEL=warn shows the SDK's warnings, e.g. spans dropped because the export queue was full.
      ...(process.env.OTEL_LOG_LEVEL ? { OTEL_LOG_LEVEL: process.env.OTEL_LOG_LEVEL } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.push(child)
  return child
}

async function ready(url) {
  for (let i = 0; i < 300; i++) {
    const ok = await fetch(url).then((r) => r.ok, () => false)
    if (ok) return
    await sleep(200)
  }
  throw new Error(`${url} did not become ready`)
}

/** Deletes the run's stream over the NATS protocol itself (the bench has no NATS client). */
function deleteStream() {
  const { hostname, port } = new URL(NATS_URL)
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 4222), hostname, () =>
      socket.write(`CONNECT {"verbose":false}\r\nPUB $JS.API.STREAM.DELETE.${STREAM} 0\r\n\r\nPING\r\n`),
    )
    socket.on('data', (chunk) => String(chunk).includes('PONG') && socket.end())
    socket.on('close', resolve)
    socket.on('error', resolve)
  })
}

/** An HS256 access token as the auth service signs it (a confirmed renter). */
function accessToken() {
  const b64 = (value) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const sub = randomUUID()
  const now = Math.floor(Date.now() / 1000)
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub, email: `${sub.slice(0, 8)}@bench.test`, role: 'RENTER', email_verified: true, iat: now, exp: now + 3600 })}`
  return `${body}.${createHmac('sha256', JWT_SECRET).update(body).digest('base64url')}`
}

/**
 * One measurement; with CPU microseconds per request of the mode's two processes (gateway + contracts), the
 * figure that still means something on a loaded machine, where throughput mostly measures the neighbours.
 */
async function measure(url, headers, pids) {
  await autocannon({ url, headers, connections: Math.min(CONNECTIONS, 10), duration: WARMUP })
  const cpuBefore = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0)
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION })
  const cpu = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0) - cpuBefore
  return {
    reqPerSec: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    cpuUsPerRequest: (cpu / Math.max(1, r.requests.total)) * 1e6,
    failed: r.non2xx + r.errors + r.timeouts,
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

try {
  execFileSync(process.execPath, ['dist/scripts/migrate.js'], {
    cwd: path.join(root, 'services/contracts'),
    env: { PATH: process.env.PATH, DATABASE_URL, DB_SCHEMA: SCHEMA, JWT_SECRET, INTERNAL_TOKEN },
    stdio: 'inherit',
  })
  const modes = {
    off: { contracts: PORT_BASE, gateway: PORT_BASE + 1, env: {} },
    on: {
      contracts: PORT_BASE + 2,
      gateway: PORT_BASE + 3,
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${SINK_PORT}` },
    },
    // What production would run: one trace in ten kept (the gateway decides; the services follow its flag).
    sampled: {
      contracts: PORT_BASE + 4,
      gateway: PORT_BASE + 5,
      env: {
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${SINK_PORT}`,
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_TRACES_SAMPLER_ARG: '0.1',
      },
    },
  }
  if (BASELINE_ROOT) {
    modes['on-before'] = { ...modes.on, contracts: PORT_BASE + 6, gateway: PORT_BASE + 7, base: BASELINE_ROOT }
    modes['sampled-before'] = { ...modes.sampled, contracts: PORT_BASE + 10, gateway: PORT_BASE + 11, base: BASELINE_ROOT }
  }
  const chosen = process.env.MODES?.split(',').map((name) => name.trim())
  for (const name of Object.keys(modes)) if (chosen && !chosen.includes(name)) delete modes[name]
  if (!modes.off) throw new Error('MODES: off is the reference and must be among them')
  for (const [name, mode] of Object.entries(modes)) {
    mode.pids = [start('services/contracts', { PORT: String(mode.contracts), ...mode.env }, mode.base).pid]
    mode.pids.push(start('gateway', {
      PORT: String(mode.gateway),
      HOST: '127.0.0.1',
      CONTRACTS_URL: `http://127.0.0.1:${mode.contracts}`,
      SHELL_DIR: shellDir,
      ...mode.env,
    }, mode.base).pid)
    if (PROFILE_FLAGS.length > 0) console.log(`${name}: contracts pid ${mode.pids[0]}, gateway pid ${mode.pids[1]}`)
  }
  for (const mode of Object.values(modes)) {
    await ready(`http://127.0.0.1:${mode.contracts}/readyz`)
    await ready(`http://127.0.0.1:${mode.gateway}/healthz`) // its /readyz asks every service; only contracts runs
  }
  const headers = { authorization: `Bearer ${accessToken()}` }
  const urlOf = (mode) => `http://127.0.0.1:${modes[mode].gateway}/api/contracts/contracts`
  for (const mode of Object.keys(modes)) {
    const res = await fetch(urlOf(mode), { headers })
    if (res.status !== 200) throw new Error(`tracing ${mode}: ${res.status} ${await res.text()}`)
  }

  console.log(`GET /api/contracts/contracts through the gateway, ${CONNECTIONS} connections, ${DURATION} s each, ${ROUNDS} round(s)`)
  const rounds = []
  for (let round = 1; round <= ROUNDS; round++) {
    const result = {}
    const order = Object.keys(modes)
    for (const mode of round % 2 ? order : [...order].reverse()) {
      result[mode] = await measure(urlOf(mode), headers, modes[mode].pids)
      const s = result[mode]
      console.log(
        `round ${round} tracing ${mode.padEnd(14)} ${s.reqPerSec.toFixed(0).padStart(6)} req/s   p50 ${s.p50} ms   ` +
          `p99 ${s.p99} ms   ${s.cpuUsPerRequest.toFixed(0)} us CPU/request   (${s.failed} failed)`,
      )
    }
    rounds.push(result)
  }
  const figures = (mode) => ({
    reqPerSec: median(rounds.map((r) => r[mode].reqPerSec)),
    p99: median(rounds.map((r) => r[mode].p99)),
    cpu: median(rounds.map((r) => r[mode].cpuUsPerRequest)),
  })
  const off = figures('off')
  for (const mode of Object.keys(modes)) {
    const m = figures(mode)
    const ratio = m.reqPerSec / off.reqPerSec
    console.log(
      `median ${mode.padEnd(14)} ${m.reqPerSec.toFixed(0).padStart(6)} req/s   p99 ${m.p99} ms   ${m.cpu.toFixed(0)} us CPU/request` +
        (mode === 'off'
          ? ''
          : `   throughput ${(ratio * 100).toFixed(1)}% of off (budget >= 95%: ${ratio >= 0.95 ? 'met' : 'MISSED'}), ` +
            `CPU per request ${m.cpu >= off.cpu ? '+' : ''}${(((m.cpu - off.cpu) / off.cpu) * 100).toFixed(1)}%`),
    )
  }
  console.log(`${(exportedBytes / 1024 / 1024).toFixed(1)} MiB of spans exported`)
} finally {
  for (const child of children) child.kill('SIGTERM')
  await sleep(1500)
  sink.close()
  execFileSync('psql', [DATABASE_URL, '-qc', `DROP SCHEMA IF EXISTS "${SCHEMA}" CASCADE`], { stdio: 'inherit' })
  await deleteStream()
  rmSync(shellDir, { recursive: true, force: true })
}
