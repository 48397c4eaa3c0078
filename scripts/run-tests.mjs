#!/usr/bin/env node
// Runs every test suite of the workspace and prints one summary line: "N passed, N failed".
//   unit         Jest, *.test.ts beside the code, every package in one run (jest.unit.config.cjs), counted per
//                package; the compiler over every workspace; import rules (no cycle, no folder importing
//                from above it); the copy-paste budget (jscpd). These three run beside the integration suites.
//   integration  Jest, test/*.int.test.ts per service, against the local PostgreSQL, Redis and NATS; TEST_JOBS
//                (default 2) services at a time
//   browser      Playwright (e2e/) against the platform started as the README's start command does; its platform
//                starts first, beside the unit run, and its tests run beside the integration suites
//                (BROWSER_AFTER_INTEGRATION=1: after them)
//   replicas     the marketplace journey and the gateway-restart test against the platform with two instances
//                of every process behind HAProxy (REPLICAS=2), on ports shifted 500 further, with the demo
//                marketplace (SEED_DEMO=1: its demo contract is checked first); once the browser
//                suite's shared round is done (beside its one-worker exclusive round), or beside the whole
//                browser suite with E2E_SIDE_BY_SIDE=1
// Usage: node scripts/run-tests.mjs [unit] [integration] [browser] [replicas] [-- playwright args]
//        (default: all; expects a build). E2E_DATABASE names the browser suite's database (parallel runs;
//        the replicas suite's is <E2E_DATABASE>_replicas). The summary gives each suite's seconds.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { GATEWAY_PORT, MICRO_FRONTENDS, PORT_OFFSET, PROMETHEUS_PORT, ROOT, listenersBeyondLoopback } from './platform.mjs'
import { GENERATED_SECRETS } from './secrets.mjs'
import { adminTotpFile, checkDemoContract, checkScrape, restoreInto } from './test-platform-checks.mjs'
import { cpuSecondsFrom, machineCpuSeconds, processTreeCpuSeconds, underTime } from './cpu-time.mjs'

const dashDash = process.argv.indexOf('--')
// After `--`: arguments for Playwright in the browser suite (`browser -- tests/chat.spec.ts`: one file).
const browserArgs = dashDash >= 0 ? process.argv.slice(dashDash + 1) : []
const kinds = process.argv
  .slice(2, dashDash >= 0 ? dashDash : undefined)
  .filter((a) => ['unit', 'integration', 'browser', 'replicas'].includes(a))
const run = (k) => kinds.length === 0 || kinds.includes(k)
const resultsDir = path.join(ROOT, '.run/test-results')
rmSync(resultsDir, { recursive: true, force: true })
mkdirSync(resultsDir, { recursive: true })

const workspaces = ['packages', 'services', 'tools']
  .flatMap((d) => readdirSync(path.join(ROOT, d)).map((n) => path.join(d, n)))
  .concat(['gateway', 'shell', 'mfe-marketing', 'mfe-renter', 'mfe-cosigner', 'mfe-admin'])
  .filter((d) => existsSync(path.join(ROOT, d, 'package.json')))
const scriptsOf = (dir) => JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')).scripts ?? {}

// Specs that stop a process every test uses (a micro-frontend's server, the gateways): alone, after the others.
// Only the test that stops it is in such a file, so the rest of its feature's tests run in the parallel round.
const EXCLUSIVE_SPECS = ['chat-restart.spec.ts', 'mfe-down.spec.ts']
const specFiles = () => readdirSync(path.join(ROOT, 'e2e', 'tests')).filter((f) => f.endsWith('.spec.ts')).sort()

// Fresh secrets per run (the admin password included: the tests read ADMIN_PASSWORD from here), the same for both
// platforms: the replicas platform runs on a restore of the browser suite's database, and a restore keeps its
// installation's secrets (the stored PayPal secret is sealed with PAYMENTS_CONFIG_KEY).
const RUN_SECRETS = Object.fromEntries(Object.entries(GENERATED_SECRETS).map(([name, make]) => [name, process.env[name] || make()]))

const summary = []
const startedAt = Date.now()
// CPU seconds per command (GNU time) and per platform (its process tree), and the machine's, for the summary.
const cpuByCommand = []
const machineAtStart = machineCpuSeconds()
let cpuFiles = 0
/** A child process run under GNU time (where the machine has it); its CPU seconds are recorded when it ends. */
function spawnCounted(label, command, args, options) {
  const timeFile = path.join(resultsDir, `cpu-${++cpuFiles}.txt`)
  const child = spawn(...underTime(command, args, timeFile), options)
  child.on('close', () => cpuByCommand.push({ label, cpu: cpuSecondsFrom(timeFile) }))
  return child
}
// Each suite's seconds: from the end of the previous record, unless given (suites that ran side by side, or
// together in one Jest run, say their own).
let lastRecordAt = startedAt
function record(suite, passed, failed, note = '', { since = lastRecordAt, seconds: given } = {}) {
  const now = Date.now()
  const seconds = Math.round(given ?? (now - since) / 1000)
  lastRecordAt = now
  summary.push({ suite, passed, failed, note, seconds })
  console.log(`\n== ${suite}: ${passed} passed, ${failed} failed ${note} (${seconds} s)\n`)
}

/** Runs a command with its output collected, printed whole when it ends (suites run side by side). */
function runCollected(label, command, args, options) {
  return new Promise((resolve) => {
    const started = Date.now()
    let output = ''
    let stdout = ''
    const child = spawnCounted(label, command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.on('data', (chunk) => ((output += chunk), (stdout += chunk)))
    child.stderr.on('data', (chunk) => (output += chunk))
    const done = (status) => {
      process.stdout.write(`\n--- ${label} (${Math.round((Date.now() - started) / 1000)} s)\n${output}`)
      resolve({ status, stdout, seconds: (Date.now() - started) / 1000 })
    }
    child.on('error', (error) => ((output += String(error)), done(null)))
    child.on('close', done)
  })
}

/** Runs the jobs (functions returning promises), at most `limit` at a time, in the order given. */
async function inParallel(jobs, limit) {
  const queue = [...jobs]
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, async () => {
    while (queue.length > 0) await queue.shift()()
  }))
}

async function jest(dir, script, kind) {
  const out = path.join(resultsDir, `${dir.replace(/\W+/g, '_')}-${kind}.json`)
  // --forceExit: once the results are written, a handle a suite left open (a late timer, a socket) must not
  // keep the run waiting forever (seen once: a finished payments suite idle for 20 minutes on a loaded machine).
  const r = await runCollected(`${kind} ${dir}`, 'pnpm', ['run', script, '--json', `--outputFile=${out}`, '--forceExit'], {
    cwd: path.join(ROOT, dir),
    // INTERNAL_TOKEN emptied: suites drive apps with inject and turn the gateway check on themselves.
    env: { ...process.env, NODE_ENV: 'test', INTERNAL_TOKEN: '', DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/cosign_test' },
  })
  const { seconds } = r
  if (!existsSync(out)) return record(`${kind} ${dir}`, 0, 1, `(jest did not run: exit ${r.status})`, { seconds })
  const j = JSON.parse(readFileSync(out, 'utf8'))
  // A suite that fails to load counts as a failure even though it ran no test.
  const broken = j.numRuntimeErrorTestSuites ?? 0
  record(`${kind} ${dir}`, j.numPassedTests, j.numFailedTests + broken, broken ? `(${broken} suite(s) failed to run)` : '', { seconds })
}

async function unitTests() {
  // Every workspace's unit tests in one Jest run (jest.unit.config.cjs: a project per workspace), counted per
  // workspace as before; one Jest start instead of one per workspace saves about half of this suite's time.
  // 30-s test timeout: it runs beside the browser platform's start, where a 5-s one failed units that sign with
  // RSA or render a PDF (the timeout is a hang guard, not a speed check).
  const since = Date.now()
  const out = path.join(resultsDir, 'unit.json')
  const r = await runCollected(
    'unit',
    process.execPath,
    ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', '-c', 'jest.unit.config.cjs', '--passWithNoTests', '--maxWorkers=2', '--testTimeout=30000', '--json', `--outputFile=${out}`, '--forceExit'],
    { cwd: ROOT, env: { ...process.env, NODE_ENV: 'test' } },
  )
  const results = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')).testResults : null
  for (const dir of workspaces.filter((d) => scriptsOf(d)['test:unit'])) {
    if (!results) {
      record(`unit ${dir}`, 0, 1, `(jest did not run: exit ${r.status})`, { seconds: 0 })
      continue
    }
    const own = results.filter((t) => t.name.startsWith(path.join(ROOT, dir, 'src') + path.sep))
    const count = (status) => own.reduce((n, t) => n + t.assertionResults.filter((a) => a.status === status).length, 0)
    // A suite that fails to load counts as a failure even though it ran no test.
    const broken = own.filter((t) => t.status === 'failed' && t.assertionResults.length === 0).length
    // Its seconds: the sum of its files' (the workers ran them side by side with other workspaces' files).
    const seconds = own.reduce((n, t) => n + (t.endTime - t.startTime), 0) / 1000
    record(`unit ${dir}`, count('passed'), count('failed') + broken, broken ? `(${broken} suite(s) failed to run)` : '', { seconds })
  }
  console.log(`Unit tests: one Jest run over every workspace in ${Math.round((Date.now() - since) / 1000)} s`)
}

// The static checks (the compiler, import rules, copy-paste budget) run beside the integration suites, and the
// integration suites of different workspaces side by side (TEST_JOBS, default 2): each integration test file
// has its own schema, event stream and subject prefix (service-kit's testRunNames) and its own ports, so they
// cannot meet. The browser suite and the replicas suite run side by side too, each against its own platform
// (own database, event stream and ports). docs/perf.md, "The test command's time".
const jobs = Math.max(1, Number(process.env.TEST_JOBS) || 2)
function startIntegrationPhase() {
  const phase = []
  if (run('unit')) phase.push(staticChecks())
  if (run('integration')) {
    spawnSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-c', 'CREATE DATABASE cosign_test'], { stdio: 'ignore' })
    // Longest first (their wall times in the test command, docs/perf.md "Stop 46"), so the last one to start is a
    // short one. A suite not named here runs last: service-kit's (111 s, mostly waiting on NATS restarts) once did,
    // and ended the whole run 22 s after everything else.
    const order = ['services/payments', 'services/matching', 'gateway', 'services/auth', 'packages/service-kit', 'services/documents', 'services/chat', 'packages/security-tests', 'services/contracts']
    const rank = (dir) => (order.includes(dir) ? order.indexOf(dir) : order.length)
    const suites = workspaces.filter((dir) => scriptsOf(dir)['test:int']).sort((a, b) => rank(a) - rank(b))
    phase.push(
      inParallel(
        suites.map((dir) => () => jest(dir, 'test:int', 'integration')),
        jobs,
      ),
    )
  }
  return phase
}

function startPlatformSuites() {
  const platforms = []
  // E2E_SIDE_BY_SIDE=1: the replicas suite beside the browser suite, its platform started once the browser suite's
  // is ready (or failed): the starts (migrations, seeds, every process loading) are the busiest part, and side by
  // side on two cores they took longer than 150 s. Not the default: on a loaded machine a browser test missed its
  // 10-s wait while the replicas platform started (docs/perf.md, "The test command's time").
  const sideBySide = process.env.E2E_SIDE_BY_SIDE === '1'
  const live = !(sideBySide && run('browser') && run('replicas'))
  let firstReady = () => {}
  const first = new Promise((resolve) => (firstReady = resolve))
  let sharedRoundDone = () => {}
  const shared = new Promise((resolve) => (sharedRoundDone = resolve))
  const browserDatabase = process.env.E2E_DATABASE || 'cosign_e2e'
  const browserSuite = run('browser')
    ? browserTests({ database: browserDatabase, playwrightArgs: browserArgs, onStarted: firstReady, onSharedRoundDone: sharedRoundDone, live })
    : Promise.resolve()
  if (!run('browser')) firstReady()
  platforms.push(browserSuite)
  // Two instances of every process: the journey through the load balancer, and a real gateway restart (~3 min).
  if (run('replicas'))
    platforms.push(
      browserTests({
        suite: 'replicas e2e',
        database: process.env.E2E_DATABASE ? `${process.env.E2E_DATABASE}_replicas` : 'cosign_e2e_replicas',
        portOffset: PORT_OFFSET + 500,
        replicas: 2,
        // Once the browser suite's shared round is done: its exclusive round runs on one worker, which leaves a core.
        startAfter: sideBySide ? first : Promise.race([shared, browserSuite]),
        playwrightArgs: ['tests/marketplace.spec.ts', 'tests/chat-restart.spec.ts'],
        // The demo marketplace, whose contract the platform makes through its API once ready (issue 28).
        seedDemo: true,
        // On a restore of the browser suite's database, taken while its platform runs (issue 32).
        restoreFrom: run('browser') ? browserDatabase : null,
        // Its output whole at its end: it overlaps the browser suite's last round, whose progress shows live.
        live: live && !run('browser'),
      }),
    )
  return platforms
}

// The browser suite is the longest: its platform starts first, and the unit tests run while it starts (both
// mostly CPU for a minute, then the browser suite mostly waits on its pages). The integration suites and the
// static checks follow the unit run, beside the browser suite: both mostly wait (on PostgreSQL, NATS, a page), and
// side by side they leave no core idle. BROWSER_AFTER_INTEGRATION=1 runs the browser suites after them instead.
if (process.env.BROWSER_AFTER_INTEGRATION === '1') {
  if (run('unit')) await unitTests()
  await Promise.all(startIntegrationPhase())
  await Promise.all(startPlatformSuites())
} else {
  const platforms = startPlatformSuites()
  if (run('unit')) await unitTests()
  await Promise.all([...startIntegrationPhase(), ...platforms])
}

async function staticChecks() {
  // The compiler over every workspace, tests included (the build leaves tests out): type-level tests such as
  // a declared endpoint's input refused by `api.call` only fail here. Every workspace's typecheck script in one
  // process, one workspace at a time (the integration suites run meanwhile), the declaration files they share
  // parsed once (scripts/typecheck.mjs).
  const typecheck = await runCollected('unit typecheck', process.execPath, ['scripts/typecheck.mjs'], { cwd: ROOT })
  const { seconds } = typecheck
  record('unit typecheck', typecheck.status === 0 ? 1 : 0, typecheck.status === 0 ? 0 : 1, '', { seconds })
  // Import rules (no cycles, no folder importing from above it) and the copy-paste budget (jscpd).
  for (const [suite, script] of [['unit import rules', 'scripts/check-imports.mjs'], ['unit copy-paste budget', 'scripts/check-duplication.mjs']]) {
    const check = await runCollected(suite, process.execPath, [script], { cwd: ROOT })
    const [, passed = '0', failed = '1'] = /(\d+) passed, (\d+) failed\s*$/.exec(check.stdout) ?? []
    record(suite, Number(passed), check.status === 0 ? Number(failed) : Math.max(1, Number(failed)), '', { seconds: check.seconds })
  }
  // The checks' own tests (node:test): the import checker against workspaces breaking each rule, and the worked
  // example of docs/architecture.md applied to a copy of the sources and typechecked; the static servers' /metrics;
  // Prometheus' configurations and rules through promtool (skipped, saying so, without promtool); the Kubernetes
  // manifests against the platform script; docker-compose's edge answers against the platform's table.
  // Not spawnSync: a blocked event loop stops draining the integration suites' output pipes meanwhile.
  const own = await runCollected('unit checks of the checks', process.execPath, ['--test', 'scripts/check-imports.test.mjs', 'scripts/worked-example.test.mjs', 'scripts/serve-static.test.mjs', 'scripts/edge-runtime.test.mjs', 'scripts/prometheus.test.mjs', 'scripts/k8s.test.mjs', 'scripts/compose-edge.test.mjs', 'scripts/cpu-time.test.mjs'], { cwd: ROOT })
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)`, 'm').exec(own.stdout ?? '')?.[1] ?? 0)
  record('unit checks of the checks', count('pass'), own.status === 0 ? count('fail') : Math.max(1, count('fail')), '', { seconds: own.seconds })
}

async function browserTests({ suite = 'browser e2e', database = process.env.E2E_DATABASE || 'cosign_e2e', portOffset = PORT_OFFSET, replicas = 1, playwrightArgs = [], startAfter = null, onStarted = () => {}, onSharedRoundDone = () => {}, live = true, restoreFrom = null, seedDemo = false } = {}) {
  await startAfter
  const started = Date.now()
  const since = () => ({ seconds: (Date.now() - started) / 1000 })
  // A fresh database and event stream per run, so the browser tests never see another run's data.
  const stamp = Date.now().toString(36)
  const gatewayPort = GATEWAY_PORT - PORT_OFFSET + portOffset
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: `postgresql://postgres@127.0.0.1:5432/${database}`,
    EVENT_STREAM: `E2E_${replicas > 1 ? 'R' : ''}${stamp}`,
    EVENT_SUBJECT_PREFIX: `e2e_${replicas > 1 ? 'r' : ''}${stamp}`,
    REPLICAS: String(replicas),
    SEED_DEMO: seedDemo ? '1' : '',
    ...RUN_SECRETS,
    // The local PayPal's /__control routes exist for test runs only.
    PAYPAL_LOCAL_CONTROL: 'true',
    PUBLIC_ORIGIN: `http://localhost:${gatewayPort}`,
    PORT_OFFSET: String(portOffset),
    // Prometheus beside the one-instance platform (issue 32), checked at the suite's end: every process scraped.
    OBSERVE: replicas === 1 ? '1' : '0',
    AUTH_RATE_LIMIT_MAX: '10000',
    AUTH_REFRESH_RATE_LIMIT_MAX: '10000',
    // Every account of the browser tests confirms its address from this one client address.
    AUTH_RECOVERY_RATE_LIMIT_MAX: '10000',
    ADMIN_EMAIL: 'admin@cosign.local',
    LOG_LEVEL: 'warn',
  }
  spawnSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-c', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`], { stdio: 'ignore' })
  rmSync(adminTotpFile(database), { force: true })
  rmSync(path.join(ROOT, '.run', `prometheus-${portOffset}`), { recursive: true, force: true })
  if (restoreFrom) await restoreInto(record, suite, restoreFrom, database)
  const platform = spawn(process.execPath, ['scripts/run-platform.mjs', '--quiet'], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] })
  let exited = false
  platform.on('exit', () => (exited = true))
  const ready = await waitFor(`http://127.0.0.1:${gatewayPort}/readyz`, 150_000, () => exited)
  onStarted()
  if (!ready) {
    record(suite, 0, 1, '(platform did not become ready)', since())
  } else {
    // Only the gateway's public port (the edge front's) may be reachable from beyond this machine
    // (docs/security.md). The ports of that platform, as platform.mjs computes them with its settings:
    const ports = JSON.parse(
      spawnSync(process.execPath, ['--input-type=module', '-e', "import('./scripts/platform.mjs').then((m) => console.log(JSON.stringify(m.platformPorts())))"], { cwd: ROOT, env, encoding: 'utf8' }).stdout,
    )
    const exposed = listenersBeyondLoopback(ports).filter((local) => !local.endsWith(`:${gatewayPort}`))
    const listeners = replicas > 1 ? 'replicas platform listeners' : 'platform listeners'
    // Its seconds: the platform's start (migrations, seeds, every process ready).
    if (exposed.length === 0) record(listeners, 1, 0, '(nothing but the gateway beyond loopback)', since())
    else record(listeners, 0, 1, `(beyond loopback: ${exposed.join(', ')})`, since())
    // Before the browser tests: the gateway-restart test stops the gateways.
    if (seedDemo) await checkDemoContract(record, `${suite} demo contract`, `http://127.0.0.1:${gatewayPort}`)
    const testsStarted = Date.now()
    const name = replicas > 1 ? 'e2e-replicas' : 'e2e'
    // The whole suite runs in two rounds: every spec that shares the platform peacefully on BROWSER_WORKERS
    // workers (default 2: a browser test mostly waits on its page, one worker left a core idle), then the specs
    // that stop a process everyone uses (EXCLUSIVE_SPECS) on one worker. Given Playwright arguments (one file,
    // the replicas' journey), one round as asked, on one worker.
    const rounds = playwrightArgs.length > 0
      ? [{ key: name, args: playwrightArgs, workers: 1 }]
      : [
          { key: name, args: specFiles().filter((f) => !EXCLUSIVE_SPECS.includes(f)).map((f) => `tests/${f}`), workers: Math.max(1, Number(process.env.BROWSER_WORKERS) || 2) },
          { key: `${name}-exclusive`, args: EXCLUSIVE_SPECS.map((f) => `tests/${f}`), workers: 1 },
        ]
    const totals = { passed: 0, failed: 0, flaky: 0 }
    for (const round of rounds) {
      const out = path.join(resultsDir, `${round.key}.json`)
      const options = {
        cwd: path.join(ROOT, 'e2e'),
        // Its own artifacts folder: Playwright empties it at its start, and the other suite may be running.
        env: { ...env, E2E_ADMIN_TOTP_FILE: adminTotpFile(database), PLAYWRIGHT_JSON_OUTPUT_NAME: out, E2E_BASE_URL: `http://localhost:${gatewayPort}`, E2E_OUTPUT_DIR: path.join(ROOT, '.run', `${round.key}-artifacts`) },
      }
      const args = ['exec', 'playwright', 'test', ...round.args, `--workers=${round.workers}`, '--reporter=list,json']
      // Alone, its progress shows as it goes; beside the other browser suite, its output shows whole at its end.
      // Not spawnSync: the integration suites' output and their next suites are handled meanwhile.
      const label = `${suite} (Playwright, Chromium)`
      if (live) await new Promise((resolve) => spawnCounted(label, 'pnpm', args, { ...options, stdio: 'inherit' }).on('error', resolve).on('close', resolve))
      else await runCollected(label, 'pnpm', args, options)
      if (!existsSync(out)) {
        totals.failed += 1
        totals.notes = `(playwright did not report: ${round.key})`
      } else {
        const { stats } = JSON.parse(readFileSync(out, 'utf8'))
        totals.passed += stats.expected + stats.flaky
        totals.failed += stats.unexpected
        totals.flaky += stats.flaky
      }
      if (round === rounds[0]) onSharedRoundDone()
    }
    const seconds = (Date.now() - testsStarted) / 1000
    record(suite, totals.passed, totals.failed, totals.notes ?? (totals.flaky ? `(${totals.flaky} flaky)` : ''), { seconds })
    if (env.OBSERVE === '1') await checkScrape(record, `${suite} metrics scrape`, PROMETHEUS_PORT - PORT_OFFSET + portOffset)
  }
  cpuByCommand.push({ label: `${suite} platform (every process)`, cpu: processTreeCpuSeconds(platform.pid) })
  platform.kill('SIGTERM')
  await new Promise((r) => (exited ? r() : platform.once('exit', r)))
  // A browser test restarts a micro-frontend server it stopped; that one is not the platform's child.
  for (const m of MICRO_FRONTENDS) {
    const port = m.port - PORT_OFFSET + portOffset
    const pids = spawnSync('sh', ['-c', `ss -ltnpH 'sport = :${port}' | grep -o 'pid=[0-9]*' | cut -d= -f2`]).stdout?.toString().trim()
    for (const pid of new Set((pids ?? '').split(/\s+/).filter(Boolean))) process.kill(Number(pid), 'SIGTERM')
  }
}

async function waitFor(url, timeoutMs, abort) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && !abort()) {
    try {
      if ((await fetch(url)).ok) return true
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  return false
}

const passed = summary.reduce((n, s) => n + s.passed, 0)
const failed = summary.reduce((n, s) => n + s.failed, 0)
console.log('\nSuites:')
for (const s of summary)
  console.log(`  ${s.failed ? 'FAIL' : 'ok  '} ${`${s.seconds} s`.padStart(6)}  ${s.suite}: ${s.passed} passed, ${s.failed} failed ${s.note}`)
console.log(`  total ${Math.round((Date.now() - startedAt) / 1000)} s`)
const machine = machineCpuSeconds()
const [busy, idle, steal] = ['busy', 'idle', 'steal'].map((k) => Math.round(machine[k] - machineAtStart[k]))
console.log('CPU seconds (user + system, children included):')
for (const { label, cpu } of cpuByCommand) console.log(`  ${cpu === null ? '-' : Math.round(cpu)}`.padStart(8) + `  ${label}`)
console.log(`  machine (${availableParallelism()} cores): ${busy} busy, ${idle} idle, ${steal} taken by the host (steal)`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
