#!/usr/bin/env node
// Migrates, seeds and runs every process of the platform in the foreground; Ctrl+C stops them all.
// Expects a build (scripts/start.sh does install + build first). `--detach` is not offered on purpose:
// the test command starts this script itself and stops it when the browser tests are done.
// SEED_DEMO=1: the seeds add the demo marketplace, and once the platform is ready its demo contract is made
// through the API (scripts/seed-demo-contract.mjs).
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import {
  GATEWAY_PORT,
  HAPROXY,
  OBSERVE,
  PROMETHEUS,
  PROMETHEUS_PORT,
  ROOT,
  SERVICES,
  edgeSocketFile,
  writeEdgeFiles,
  platformEnv,
  processes,
} from './platform.mjs'
import { serversNotInRotation } from './edge-runtime.mjs'
import { secretsFile, withSecrets } from './secrets.mjs'
import { writePrometheusFiles } from './observe.mjs'

// Secrets the caller did not set come from the local secrets file, generated on the first start.
const env = withSecrets({ ...process.env, ...platformEnv() })
const quiet = process.argv.includes('--quiet')

// Every service's migrations side by side, then every seed side by side: each is a Node start loading its own
// schema's client, and one after another they were most of the platform's start (a service's seed needs only its
// own migrations; extensions shared by schemas are created under one lock, service-kit applyMigrations).
for (const step of ['migrate', 'seed']) {
  const results = await Promise.all(SERVICES.map((s) => runStep(s.name, step)))
  const failed = results.find((r) => r.status !== 0)
  if (failed) {
    console.error(`${step} failed for ${failed.service}`)
    process.exit(1)
  }
}

/** Runs a service's built migrate or seed script; its output is printed whole when it ends (no interleaving). */
function runStep(service, step) {
  const script = path.join(ROOT, 'services', service, 'dist/scripts', `${step}.js`)
  if (!existsSync(script)) return Promise.resolve({ service, status: 0 })
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script], { cwd: path.join(ROOT, 'services', service), env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('error', (error) => (output += `${error}\n`))
    child.on('close', (status) => {
      process.stdout.write(output)
      resolve({ service, status })
    })
  })
}

// The edge (a Node front on the public port, then HAProxy) in every layout (scripts/platform.mjs, haproxyConfig()).
if (!existsSync(HAPROXY)) {
  console.error(`The platform's edge is HAProxy, not found at ${HAPROXY}: install it with  apt-get install -y haproxy  (or set HAPROXY_BIN).`)
  process.exit(1)
}
writeEdgeFiles(env)
if (OBSERVE) {
  if (!existsSync(PROMETHEUS)) {
    console.error(`OBSERVE=1 runs Prometheus, not found at ${PROMETHEUS}: install it with  apt-get install -y prometheus  (or set PROMETHEUS_BIN).`)
    process.exit(1)
  }
  writePrometheusFiles(env)
}

/** The running child of each process (replaced when a restartable one is started again). */
const children = new Map()
let stopping = false
/** A restartable process that exits sooner than this after its start is broken, not killed: stop instead. */
const MIN_UPTIME_MS = 5_000
const colors = [31, 32, 33, 34, 35, 36, 91, 92, 93, 94, 95, 96]
processes().forEach((p, i) => start(p, i))

function start(p, i) {
  // --quiet drops the request logs (stdout) at the source rather than reading and discarding them here.
  const stdio = ['ignore', quiet ? 'ignore' : 'pipe', 'pipe']
  const startedAt = Date.now()
  const child = spawn(p.command ?? process.execPath, p.args, { cwd: path.join(ROOT, p.cwd), env: { ...env, ...p.env }, stdio })
  const prefix = `\x1b[${colors[i % colors.length]}m${p.label.padEnd(13)}\x1b[0m| `
  // Quiet or not, the last lines a process wrote are kept: printed when it exits unexpectedly, they say why.
  const lastLines = []
  const relay = (stream, out) => {
    let buf = ''
    stream.on('data', (chunk) => {
      buf += chunk
      const lines = buf.split('\n')
      buf = lines.pop()
      lastLines.push(...lines)
      lastLines.splice(0, Math.max(0, lastLines.length - 20))
      if (!quiet) for (const line of lines) out.write(prefix + line + '\n')
    })
  }
  if (child.stdout) relay(child.stdout, process.stdout)
  relay(child.stderr, process.stderr)
  child.on('exit', (code, signal) => {
    if (stopping) return
    if (p.optional) return console.error(`${p.label} exited (${signal ?? code}); the rest keeps running`)
    // One instance of several went away (killed, crashed): the others serve meanwhile; it is started again,
    // as a process supervisor would.
    if (p.restart && Date.now() - startedAt >= MIN_UPTIME_MS) {
      console.error(`${p.label} exited (${signal ?? code}); starting it again`)
      return start(p, i)
    }
    if (quiet) for (const line of lastLines) process.stderr.write(prefix + line + '\n')
    console.error(`${p.label} exited (${signal ?? code}); stopping the platform`)
    stop(1)
  })
  children.set(p.label, child)
}

function stop(code) {
  if (stopping) return
  stopping = true
  const all = [...children.values()]
  for (const c of all) c.kill('SIGTERM')
  const force = setTimeout(() => {
    for (const c of all) c.kill('SIGKILL')
    process.exit(code)
  }, 8000)
  Promise.all(all.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() => {
    clearTimeout(force)
    process.exit(code)
  })
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

// Ready when the gateway reports every service ready and the edge has every instance in rotation (HAProxy takes
// two passed checks: until then, a request on the edge's fast path to a service would get its 503).
const started = Date.now()
let notUp = null
for (;;) {
  if (stopping) break
  try {
    const res = await fetch(`http://127.0.0.1:${GATEWAY_PORT}/readyz`)
    notUp = res.ok ? await serversNotInRotation(edgeSocketFile()) : notUp
    if (res.ok && notUp?.length === 0) {
      const password = process.env.ADMIN_PASSWORD ? 'ADMIN_PASSWORD' : `ADMIN_PASSWORD in ${secretsFile(env)}`
      console.log(
        `\nPlatform ready at ${env.PUBLIC_ORIGIN}  (admin: ${env.ADMIN_EMAIL ?? 'admin@cosign.local'}, password: ${password}; Ctrl+C stops)\n`,
      )
      if (OBSERVE) console.log(`Prometheus at http://127.0.0.1:${PROMETHEUS_PORT}  (alerts: /alerts, targets: /targets)\n`)
      break
    }
  } catch {
    // not listening yet
  }
  if (Date.now() - started > 120_000) {
    const edge = notUp?.length ? ` The edge has not put these in rotation: ${notUp.join(', ')}.` : ''
    console.error(`The platform did not become ready within 2 minutes; see the logs above.${edge}`)
    stop(1)
    break
  }
  await new Promise((r) => setTimeout(r, 500))
}

// SEED_DEMO=1: the demo contract, made through the ready platform's API (a seed cannot: scripts/seed-demo-contract.mjs).
// A failure says so and leaves the platform running.
if (!stopping && process.env.SEED_DEMO === '1') {
  const seeding = await import('./seed-demo-contract.mjs').catch((error) => console.error(`Demo contract not seeded: ${error.message}`))
  await seeding?.reportDemoContract(`http://127.0.0.1:${GATEWAY_PORT}`)
}
