#!/usr/bin/env node
// Runs every test suite of the workspace and prints one summary line: "N passed, N failed".
//   unit         Jest, *.test.ts beside the code, per package; the compiler over every workspace; import rules
//                (madge: no cycle, no folder importing from above it); the copy-paste budget (jscpd)
//   integration  Jest, test/*.int.test.ts per service, against the local PostgreSQL, Redis and NATS
//   browser      Playwright (e2e/) against the platform started as the README's start command does
//   replicas     the marketplace journey and the gateway-restart test against the platform with two instances
//                of every process behind HAProxy (REPLICAS=2), on ports shifted 500 further
// Usage: node scripts/run-tests.mjs [unit] [integration] [browser] [replicas] [-- playwright args]
//        (default: all; expects a build). E2E_DATABASE names the browser suite's database (parallel runs).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { GATEWAY_PORT, MICRO_FRONTENDS, PORT_OFFSET, ROOT, listenersBeyondLoopback } from './platform.mjs'
import { GENERATED_SECRETS } from './secrets.mjs'

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

const summary = []
function record(suite, passed, failed, note = '') {
  summary.push({ suite, passed, failed, note })
  console.log(`\n== ${suite}: ${passed} passed, ${failed} failed ${note}\n`)
}

function jest(dir, script, kind) {
  const out = path.join(resultsDir, `${dir.replace(/\W+/g, '_')}-${kind}.json`)
  // --forceExit: once the results are written, a handle a suite left open (a late timer, a socket) must not
  // keep the run waiting forever (seen once: a finished payments suite idle for 20 minutes on a loaded machine).
  const r = spawnSync('pnpm', ['run', script, '--json', `--outputFile=${out}`, '--forceExit'], {
    cwd: path.join(ROOT, dir),
    stdio: 'inherit',
    // INTERNAL_TOKEN emptied: suites drive apps with inject and turn the gateway check on themselves.
    env: { ...process.env, NODE_ENV: 'test', INTERNAL_TOKEN: '', DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/cosign_test' },
  })
  if (!existsSync(out)) return record(`${kind} ${dir}`, 0, 1, `(jest did not run: exit ${r.status})`)
  const j = JSON.parse(readFileSync(out, 'utf8'))
  // A suite that fails to load counts as a failure even though it ran no test.
  const broken = j.numRuntimeErrorTestSuites ?? 0
  record(`${kind} ${dir}`, j.numPassedTests, j.numFailedTests + broken, broken ? `(${broken} suite(s) failed to run)` : '')
}

if (run('unit')) {
  for (const dir of workspaces) if (scriptsOf(dir)['test:unit']) jest(dir, 'test:unit', 'unit')
  // The compiler over every workspace, tests included (the build leaves tests out): type-level tests such as
  // a declared endpoint's input refused by `api.call` only fail here.
  const typecheck = spawnSync('pnpm', ['-r', '--workspace-concurrency=2', 'run', 'typecheck'], { cwd: ROOT, stdio: 'inherit' })
  record('unit typecheck', typecheck.status === 0 ? 1 : 0, typecheck.status === 0 ? 0 : 1)
  // Import rules (madge: no cycles, no folder importing from above it) and the copy-paste budget (jscpd).
  for (const [suite, script] of [['unit import rules', 'scripts/check-imports.mjs'], ['unit copy-paste budget', 'scripts/check-duplication.mjs']]) {
    const check = spawnSync(process.execPath, [script], { cwd: ROOT, encoding: 'utf8' })
    process.stdout.write(check.stdout)
    const [, passed = '0', failed = '1'] = /(\d+) passed, (\d+) failed\s*$/.exec(check.stdout ?? '') ?? []
    record(suite, Number(passed), check.status === 0 ? Number(failed) : Math.max(1, Number(failed)))
  }
  // The checks' own tests (node:test): the import checker against workspaces breaking each rule, and the worked
  // example of docs/architecture.md applied to a copy of the sources and typechecked.
  const own = spawnSync(process.execPath, ['--test', 'scripts/check-imports.test.mjs', 'scripts/worked-example.test.mjs'], { cwd: ROOT, encoding: 'utf8' })
  process.stdout.write(own.stdout + own.stderr)
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)`, 'm').exec(own.stdout ?? '')?.[1] ?? 0)
  record('unit checks of the checks', count('pass'), own.status === 0 ? count('fail') : Math.max(1, count('fail')))
}

if (run('integration')) {
  spawnSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-c', 'CREATE DATABASE cosign_test'], { stdio: 'ignore' })
  for (const dir of workspaces) if (scriptsOf(dir)['test:int']) jest(dir, 'test:int', 'integration')
}

if (run('browser')) await browserTests({ playwrightArgs: browserArgs })
// Two instances of every process: the journey through the load balancer, and a real gateway restart (~3 min).
if (run('replicas'))
  await browserTests({
    suite: 'replicas e2e',
    database: 'cosign_e2e_replicas',
    portOffset: PORT_OFFSET + 500,
    replicas: 2,
    playwrightArgs: ['tests/marketplace.spec.ts', 'tests/chat.spec.ts', '--grep', 'marketplace\\.spec|gateway restart'],
  })

async function browserTests({ suite = 'browser e2e', database = process.env.E2E_DATABASE || 'cosign_e2e', portOffset = PORT_OFFSET, replicas = 1, playwrightArgs = [] } = {}) {
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
    // Fresh secrets per run (the admin password included: the tests read ADMIN_PASSWORD from here).
    ...Object.fromEntries(
      Object.entries(GENERATED_SECRETS).map(([name, make]) => [name, process.env[name] || make()]),
    ),
    // The local PayPal's /__control routes exist for test runs only.
    PAYPAL_LOCAL_CONTROL: 'true',
    PUBLIC_ORIGIN: `http://localhost:${gatewayPort}`,
    PORT_OFFSET: String(portOffset),
    AUTH_RATE_LIMIT_MAX: '10000',
    AUTH_REFRESH_RATE_LIMIT_MAX: '10000',
    ADMIN_EMAIL: 'admin@cosign.local',
    LOG_LEVEL: 'warn',
  }
  spawnSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-c', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`], { stdio: 'ignore' })
  const platform = spawn(process.execPath, ['scripts/run-platform.mjs', '--quiet'], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] })
  let exited = false
  platform.on('exit', () => (exited = true))
  const ready = await waitFor(`http://127.0.0.1:${gatewayPort}/readyz`, 150_000, () => exited)
  if (!ready) {
    record(suite, 0, 1, '(platform did not become ready)')
  } else {
    // Only the gateway's public port (HAProxy's, with replicas) may be reachable from beyond this machine
    // (docs/security.md). The ports of that platform, as platform.mjs computes them with its settings:
    const ports = JSON.parse(
      spawnSync(process.execPath, ['--input-type=module', '-e', "import('./scripts/platform.mjs').then((m) => console.log(JSON.stringify(m.platformPorts())))"], { cwd: ROOT, env, encoding: 'utf8' }).stdout,
    )
    const exposed = listenersBeyondLoopback(ports).filter((local) => !local.endsWith(`:${gatewayPort}`))
    const listeners = replicas > 1 ? 'replicas platform listeners' : 'platform listeners'
    if (exposed.length === 0) record(listeners, 1, 0, '(nothing but the gateway beyond loopback)')
    else record(listeners, 0, 1, `(beyond loopback: ${exposed.join(', ')})`)
    const out = path.join(resultsDir, replicas > 1 ? 'e2e-replicas.json' : 'e2e.json')
    spawnSync('pnpm', ['exec', 'playwright', 'test', ...playwrightArgs, '--reporter=list,json'], {
      cwd: path.join(ROOT, 'e2e'),
      stdio: 'inherit',
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out, E2E_BASE_URL: `http://localhost:${gatewayPort}` },
    })
    if (!existsSync(out)) record(suite, 0, 1, '(playwright did not report)')
    else {
      const { stats } = JSON.parse(readFileSync(out, 'utf8'))
      record(suite, stats.expected + stats.flaky, stats.unexpected, stats.flaky ? `(${stats.flaky} flaky)` : '')
    }
  }
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
for (const s of summary) console.log(`  ${s.failed ? 'FAIL' : 'ok  '} ${s.suite}: ${s.passed} passed, ${s.failed} failed ${s.note}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
