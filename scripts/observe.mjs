// Prometheus beside the platform (OBSERVE=1, issue 32): its scrape configuration, written by run-platform from the
// list of processes in platform.mjs, so every instance (REPLICAS included) is scraped on its own port.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import {
  EDGE_METRICS_PORT,
  GATEWAY_INSTANCE_PORTS,
  MICRO_FRONTENDS,
  PAYPAL_LOCAL_PORT,
  PORT_OFFSET,
  PROMETHEUS_PORT,
  ROOT,
  SERVICES,
  instancePorts,
  prometheusConfigFile,
} from './platform.mjs'

/** The metrics token Prometheus presents, in a file of its own (mode 600). */
export const metricsTokenFile = () => path.join(ROOT, '.run', `metrics-token-${PORT_OFFSET}`)

/**
 * Prometheus' scrape configuration: every instance of every process on its own port (REPLICAS included: the
 * instances, never the edge's balancing frontends, so `up` and each series belong to one process), with
 * METRICS_TOKEN as a bearer token read from `tokenFile`, and the rules of deploy/prometheus/rules.yml.
 */
export function prometheusConfig({ tokenFile = metricsTokenFile(), rulesFile = path.join(ROOT, 'deploy/prometheus/rules.yml') } = {}) {
  const job = (name, ports, withToken = true) => [
    `  - job_name: ${name}`,
    ...(withToken ? ['    authorization:', `      credentials_file: ${tokenFile}`] : []),
    '    static_configs:',
    `      - targets: [${ports.map((p) => `'127.0.0.1:${p}'`).join(', ')}]`,
  ]
  return [
    '# Written by scripts/observe.mjs (prometheusConfig) when the platform starts with OBSERVE=1.',
    'global:',
    '  scrape_interval: 15s',
    '  evaluation_interval: 15s',
    'rule_files:',
    `  - ${rulesFile}`,
    'scrape_configs:',
    ...job('gateway', GATEWAY_INSTANCE_PORTS),
    ...SERVICES.flatMap((s) => job(s.name, instancePorts(s.port))),
    ...job('micro-frontends', MICRO_FRONTENDS.map((m) => m.port)),
    ...job('paypal-local', [PAYPAL_LOCAL_PORT]),
    // HAProxy's exporter is on a loopback-only frontend of its own: no token.
    ...job('haproxy', [EDGE_METRICS_PORT], false),
    ...job('prometheus', [PROMETHEUS_PORT], false),
    '',
  ].join('\n')
}

/** Writes Prometheus' configuration and the token file (mode 600) it reads. Returns the config path. */
export function writePrometheusFiles(env = process.env) {
  if (!env.METRICS_TOKEN) throw new Error('OBSERVE=1 needs METRICS_TOKEN (scripts/secrets.mjs generates it)')
  mkdirSync(path.dirname(metricsTokenFile()), { recursive: true })
  writeFileSync(metricsTokenFile(), env.METRICS_TOKEN, { mode: 0o600 })
  writeFileSync(prometheusConfigFile(), prometheusConfig())
  return prometheusConfigFile()
}
