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

/** Every long-running process: [label, command args (node), env overrides]. */
export function processes() {
  return [
    {
      label: 'paypal-local',
      cwd: 'tools/paypal-local',
      args: ['dist/server.js'],
      env: { PORT: String(PAYPAL_LOCAL_PORT) },
    },
    ...SERVICES.map((s) => ({
      label: s.name,
      cwd: `services/${s.name}`,
      args: [...SERVER_NODE_FLAGS, 'dist/server.js'],
      env: { PORT: String(s.port) },
    })),
    ...MICRO_FRONTENDS.map((m) => ({
      label: m.dir,
      cwd: '.',
      args: ['scripts/serve-static.mjs', `${m.dir}/dist`, '--port', String(m.port)],
      env: {},
      // A micro-frontend server may go away (redeploy, crash): the shell shows its "unavailable" panel and
      // everything else keeps running, so its exit does not stop the platform.
      optional: true,
    })),
    {
      label: 'gateway',
      cwd: 'gateway',
      args: [...SERVER_NODE_FLAGS, 'dist/server.js'],
      env: { PORT: String(GATEWAY_PORT) },
    },
  ]
}

/** Every port the platform listens on. */
export function platformPorts() {
  return [...SERVICES.map((s) => s.port), ...MICRO_FRONTENDS.map((m) => m.port), PAYPAL_LOCAL_PORT, GATEWAY_PORT]
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
