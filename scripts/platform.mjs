// The parts of the platform and how each is started: one list, used by the start command, the test
// command (browser tests run against the platform started exactly this way) and docs/architecture.md.
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/**
 * PORT_OFFSET shifts every port (e.g. 10000: gateway 18080), so a second platform (the test command's) can
 * run beside a development one on the same machine.
 */
export const PORT_OFFSET = Number(process.env.PORT_OFFSET ?? 0) || 0
const at = (port) => port + PORT_OFFSET

export const SERVICES = [
  { name: 'auth', port: at(4001) },
  { name: 'matching', port: at(4002) },
  { name: 'contracts', port: at(4003) },
  { name: 'payments', port: at(4004) },
  { name: 'chat', port: at(4005) },
  { name: 'documents', port: at(4006) },
]
export const MICRO_FRONTENDS = [
  { name: 'mfe_marketing', dir: 'mfe-marketing', port: at(3001) },
  { name: 'mfe_renter', dir: 'mfe-renter', port: at(3002) },
  { name: 'mfe_cosigner', dir: 'mfe-cosigner', port: at(3003) },
  { name: 'mfe_admin', dir: 'mfe-admin', port: at(3004) },
]
export const PAYPAL_LOCAL_PORT = at(4010)
export const GATEWAY_PORT = at(8080)

/**
 * REPLICAS (default 1, at most 9): instances of each service and of the gateway. With 2 or more, HAProxy
 * listens on the canonical ports (the gateway's public one and each service's) and balances across the
 * instances, which listen on loopback at port + 100, + 200, ... (docs/architecture.md "Several instances").
 * The micro-frontend servers and the local PayPal stay single: static files and a test double.
 */
export const REPLICAS = Math.min(9, Math.max(1, Math.trunc(Number(process.env.REPLICAS ?? 1)) || 1))
export const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy'

/** Ports of a process's instances: the canonical port itself when it runs once. */
export function instancePorts(port, replicas = REPLICAS) {
  return replicas > 1 ? Array.from({ length: replicas }, (_, k) => port + 100 * (k + 1)) : [port]
}
/** Ports of the gateway's instances (the test of a gateway restart stops them). */
export const GATEWAY_INSTANCE_PORTS = instancePorts(GATEWAY_PORT)

/** Environment every process shares, derived from the caller's environment. */
export function platformEnv(env = process.env) {
  const publicOrigin = env.PUBLIC_ORIGIN ?? `http://localhost:${GATEWAY_PORT}`
  const paypal = `http://127.0.0.1:${PAYPAL_LOCAL_PORT}`
  return {
    NODE_ENV: env.NODE_ENV ?? 'development',
    DATABASE_URL: env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/cosign',
    REDIS_URL: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    NATS_URL: env.NATS_URL ?? 'nats://127.0.0.1:4222',
    PUBLIC_ORIGIN: publicOrigin,
    PAYPAL_BASE_URL: env.PAYPAL_BASE_URL ?? paypal,
    PAYPAL_WEB_URL: env.PAYPAL_WEB_URL ?? `http://localhost:${PAYPAL_LOCAL_PORT}`,
    PAYPAL_WEBHOOK_URL:
      env.PAYPAL_WEBHOOK_URL ?? `http://127.0.0.1:${GATEWAY_PORT}/api/payments/webhooks/paypal`,
    ...Object.fromEntries(SERVICES.map((s) => [`${s.name.toUpperCase()}_URL`, `http://127.0.0.1:${s.port}`])),
    ...Object.fromEntries(
      MICRO_FRONTENDS.map((m) => [
        `MFE_${m.dir.slice(4).toUpperCase()}_URL`,
        `http://localhost:${m.port}/remoteEntry.js`,
      ]),
    ),
    CORS_ORIGINS:
      env.CORS_ORIGINS ??
      MICRO_FRONTENDS.flatMap((m) => [`http://localhost:${m.port}`, `http://127.0.0.1:${m.port}`])
        .concat(publicOrigin)
        .join(','),
  }
}

/**
 * V8 flags of the request-serving processes: a larger young generation means fewer scavenges under load,
 * which showed as about 10% more throughput and a shorter latency tail through the gateway (docs/perf.md).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64']

/** Every long-running process: [label, command args (node unless `command`), env overrides]. */
export function processes() {
  const replicated = (label, port, p) =>
    instancePorts(port).map((instance, k) => ({
      ...p,
      label: REPLICAS > 1 ? `${label}#${k + 1}` : label,
      env: { ...p.env, PORT: String(instance) },
      // One that stops (crash, kill) is started again, as a supervisor would: with several instances the others
      // serve meanwhile; alone, clients retry until it is back (the chat's socket reconnects and resumes).
      restart: true,
    }))
  return [
    {
      label: 'paypal-local',
      cwd: 'tools/paypal-local',
      args: ['dist/server.js'],
      env: { PORT: String(PAYPAL_LOCAL_PORT) },
    },
    ...SERVICES.flatMap((s) =>
      replicated(s.name, s.port, { cwd: `services/${s.name}`, args: [...SERVER_NODE_FLAGS, 'dist/server.js'], env: {} }),
    ),
    ...MICRO_FRONTENDS.map((m) => ({
      label: m.dir,
      cwd: '.',
      args: ['scripts/serve-static.mjs', `${m.dir}/dist`, '--port', String(m.port)],
      env: {},
      // A micro-frontend server may go away (redeploy, crash): the shell shows its "unavailable" panel and
      // everything else keeps running, so its exit does not stop the platform.
      optional: true,
    })),
    // Behind HAProxy a gateway instance listens on loopback only: HAProxy holds the public port.
    ...replicated('gateway', GATEWAY_PORT, {
      cwd: 'gateway',
      args: [...SERVER_NODE_FLAGS, 'dist/server.js'],
      env: REPLICAS > 1 ? { HOST: '127.0.0.1' } : {},
    }),
    ...(REPLICAS > 1
      ? [{ label: 'haproxy', cwd: '.', command: HAPROXY, args: ['-db', '-f', haproxyConfigFile()], env: {}, restart: true }]
      : []),
  ]
}

/** Where run-platform writes the load balancer's configuration (one file per port offset). */
export const haproxyConfigFile = () => path.join(ROOT, '.run', `haproxy-${PORT_OFFSET}.cfg`)

/**
 * The load balancer of a REPLICAS > 1 platform. Public side: the gateway's port on every address, websocket
 * upgrades passed through (tunnel timeout), instances checked on /healthz. Inside: one frontend per service on
 * its canonical loopback port, so the gateway's SERVICE_URLs stay as they are; services checked on /readyz
 * (database and NATS reachable). A connection refused by a stopped instance is retried on another one
 * (redispatch); a request already sent is not replayed, since not every one is idempotent.
 */
export function haproxyConfig() {
  const backend = (name, port, check) => [
    `backend ${name}`,
    '  balance roundrobin',
    `  option httpchk GET ${check}`,
    '  default-server inter 1s fall 3 rise 2 on-marked-down shutdown-sessions',
    ...instancePorts(port).map((p, k) => `  server ${name}${k + 1} 127.0.0.1:${p} check`),
  ]
  return [
    // No global maxconn: HAProxy derives it from the file-descriptor limit (asking for more than that fails).
    'global',
    'defaults',
    '  mode http',
    '  option redispatch',
    '  retries 3',
    '  retry-on conn-failure',
    '  timeout connect 2s',
    // A loaded machine answers a check late; a stopped instance refuses at once (and is skipped: redispatch).
    '  timeout check 5s',
    '  timeout client 120s',
    '  timeout server 120s',
    '  timeout tunnel 24h',
    '  timeout client-fin 5s',
    '  timeout http-request 30s',
    `frontend public`,
    `  bind :${GATEWAY_PORT}`,
    '  default_backend gateway',
    ...backend('gateway', GATEWAY_PORT, '/healthz'),
    ...SERVICES.flatMap((s) => [
      `frontend ${s.name}_in`,
      `  bind 127.0.0.1:${s.port}`,
      `  default_backend ${s.name}`,
      ...backend(s.name, s.port, '/readyz'),
    ]),
    '',
  ].join('\n')
}

/** Every port the platform listens on (the instances' too). */
export function platformPorts() {
  return [
    ...new Set([
      ...SERVICES.flatMap((s) => [s.port, ...instancePorts(s.port)]),
      ...MICRO_FRONTENDS.map((m) => m.port),
      PAYPAL_LOCAL_PORT,
      GATEWAY_PORT,
      ...GATEWAY_INSTANCE_PORTS,
    ]),
  ]
}

/**
 * The platform's listening sockets reachable from beyond this machine (`ss -ltnH`: any address but 127.x and
 * ::1), as `address:port`. The promise (docs/security.md): the gateway's port only.
 */
export function listenersBeyondLoopback(ports = platformPorts()) {
  const out = spawnSync('ss', ['-ltnH'], { encoding: 'utf8' })
  if (out.status !== 0) throw new Error(`ss -ltnH failed: ${out.stderr}`)
  const wanted = new Set(ports)
  return out.stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/)[3])
    .filter(Boolean)
    .filter((local) => wanted.has(Number(local.slice(local.lastIndexOf(':') + 1))))
    .filter((local) => !/^(127\.\d+\.\d+\.\d+|\[::1\]|\[::ffff:127\.\d+\.\d+\.\d+\]):\d+$/.test(local))
}
