// node --test scripts/prometheus.test.mjs (the test command's unit stage, with the checks' own tests):
// Prometheus' configurations (the one OBSERVE=1 writes, docker-compose's) pass `promtool check config`, the rules
// `promtool check rules`, and every alert fires when its test series say it should (`promtool test rules`).
// Skipped, saying so, where promtool is not installed (apt-get install -y prometheus).
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { EDGE_METRICS_PORT, GATEWAY_INSTANCE_PORTS, MICRO_FRONTENDS, PAYPAL_LOCAL_PORT, ROOT, SERVICES, instancePorts } from './platform.mjs'
import { prometheusConfig } from './observe.mjs'

const PROMTOOL = process.env.PROMTOOL_BIN ?? 'promtool'
const missing = spawnSync(PROMTOOL, ['--version']).error
const skip = missing ? `promtool not found (${PROMTOOL}): apt-get install -y prometheus` : false
if (missing) console.log(`# SKIP Prometheus checks: ${skip}`)
const dir = path.join(ROOT, 'deploy/prometheus')

function promtool(...args) {
  const run = spawnSync(PROMTOOL, args, { cwd: dir, encoding: 'utf8' })
  assert.equal(run.status, 0, `promtool ${args.join(' ')}:\n${run.stdout}${run.stderr}`)
  return run.stdout
}

/** A temporary folder with a token file (promtool checks that a credentials file exists). */
function withTokenFile(fn) {
  const tmp = mkdtempSync(path.join(tmpdir(), 'prometheus-check-'))
  try {
    const tokenFile = path.join(tmp, 'metrics-token')
    writeFileSync(tokenFile, 'token')
    return fn(tmp, tokenFile)
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
}

test('the rules pass promtool check rules, and promtool test rules (every alert fires on its series)', { skip }, () => {
  assert.match(promtool('check', 'rules', 'rules.yml'), /SUCCESS: \d+ rules found/)
  promtool('test', 'rules', 'rules.test.yml')
})

test("OBSERVE=1's configuration passes promtool check config and scrapes every instance of every process", { skip }, () => {
  withTokenFile((tmp, tokenFile) => {
    const config = prometheusConfig({ tokenFile })
    const file = path.join(tmp, 'prometheus.yml')
    writeFileSync(file, config)
    promtool('check', 'config', file)
    const ports = [
      ...GATEWAY_INSTANCE_PORTS,
      ...SERVICES.flatMap((s) => instancePorts(s.port)),
      ...MICRO_FRONTENDS.map((m) => m.port),
      PAYPAL_LOCAL_PORT,
      EDGE_METRICS_PORT,
    ]
    for (const port of ports) assert.match(config, new RegExp(`'127\\.0\\.0\\.1:${port}'`))
  })
})

test("docker-compose's configuration passes promtool check config (its container paths pointed here)", { skip }, () => {
  withTokenFile((tmp, tokenFile) => {
    const file = path.join(tmp, 'prometheus.yml')
    const config = readFileSync(path.join(dir, 'prometheus.yml'), 'utf8')
      .replace('/etc/prometheus/rules.yml', path.join(dir, 'rules.yml'))
      .replaceAll('/tmp/metrics-token', tokenFile)
    writeFileSync(file, config)
    promtool('check', 'config', file)
    for (const job of ['gateway', ...SERVICES.map((s) => s.name), 'micro-frontends', 'paypal-local', 'haproxy'])
      assert.match(config, new RegExp(`job_name: ${job}\\n`))
  })
})
