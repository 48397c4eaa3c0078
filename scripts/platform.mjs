// The parts of the platform and how each is started: one list, used by the start command, the test
// command (browser tests run against the platform started exactly this way) and docs/architecture.md.
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { edgeErrorFiles } from './edge-errors.mjs'

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
/** The local mail catcher (tools/mail-catcher): SMTP in, and a page + JSON API to read what was sent. */
export const MAIL_CATCHER_SMTP_PORT = at(4025)
export const MAIL_CATCHER_PORT = at(4026)
export const GATEWAY_PORT = at(8080)
/** HAProxy's loopback port behind the edge's front (scripts/edge-front.mjs), which holds GATEWAY_PORT. */
export const EDGE_HAPROXY_PORT = at(8090)
/** The same HAProxy frontend without the PROXY protocol (loopback): for measuring HAProxy alone (bench/). */
export const EDGE_HAPROXY_PLAIN_PORT = at(8091)
/** HAProxy's own Prometheus exporter (loopback): the edge's frontends, backends and servers. */
export const EDGE_METRICS_PORT = at(8405)
/** Prometheus, when the start command is given OBSERVE=1 (loopback). */
export const PROMETHEUS_PORT = at(9090)
/** OBSERVE=1: Prometheus runs beside the platform, scraping every instance (prometheusConfig()). */
export const OBSERVE = process.env.OBSERVE === '1'
export const PROMETHEUS = process.env.PROMETHEUS_BIN ?? '/usr/bin/prometheus'

/**
 * REPLICAS (default 1, at most 9): instances of each service and of the gateway. The edge is the same in every
 * layout: a Node front (scripts/edge-front.mjs) holds the public port and answers unreadable requests in the
 * API's envelope; HAProxy behind it on loopback balances across the gateway's instances (loopback, port + 100, + 200, ...)
 * and forwards the API requests of tokens a gateway has admitted straight to their service (edgeConfig()).
 * With 2 or more, HAProxy also listens on each service's canonical port and balances across its instances
 * (port + 100, + 200, ...; docs/architecture.md "Several instances"). The micro-frontend servers and the local
 * PayPal stay single: static files and a test double.
 */
export const REPLICAS = Math.min(9, Math.max(1, Math.trunc(Number(process.env.REPLICAS ?? 1)) || 1))
export const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy'

/** Ports of a process's instances: the canonical port itself when it runs once. */
export function instancePorts(port, replicas = REPLICAS) {
  return replicas > 1 ? Array.from({ length: replicas }, (_, k) => port + 100 * (k + 1)) : [port]
}
/** Ports of the gateway's instances, always behind the edge (the test of a gateway restart stops them). */
export const GATEWAY_INSTANCE_PORTS = Array.from({ length: REPLICAS }, (_, k) => GATEWAY_PORT + 100 * (k + 1))

/** Environment every process shares, derived from the caller's environment. */
export function platformEnv(env = process.env) {
  const publicOrigin = env.PUBLIC_ORIGIN ?? `http://localhost:${GATEWAY_PORT}`
  const paypal = `http://127.0.0.1:${PAYPAL_LOCAL_PORT}`
  return {
    NODE_ENV: env.NODE_ENV ?? 'development',
    // Warnings and errors by default: one "request completed" line per request per process would pass through
    // run-platform's pipe and cost it CPU on every request (docs/perf.md, issue 17). LOG_LEVEL=info shows them.
    LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
    DATABASE_URL: env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/cosign',
    REDIS_URL: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    NATS_URL: env.NATS_URL ?? 'nats://127.0.0.1:4222',
    PUBLIC_ORIGIN: publicOrigin,
    PAYPAL_BASE_URL: env.PAYPAL_BASE_URL ?? paypal,
    PAYPAL_WEB_URL: env.PAYPAL_WEB_URL ?? `http://localhost:${PAYPAL_LOCAL_PORT}`,
    PAYPAL_WEBHOOK_URL:
      env.PAYPAL_WEBHOOK_URL ?? `http://127.0.0.1:${GATEWAY_PORT}/api/payments/webhooks/paypal`,
    // Mail goes to the local catcher unless the caller names a real SMTP provider (production: configuration only).
    SMTP_URL: env.SMTP_URL ?? `smtp://127.0.0.1:${MAIL_CATCHER_SMTP_PORT}`,
    MAIL_FROM: env.MAIL_FROM ?? 'Cosign <no-reply@cosign.local>',
    MAIL_CATCHER_URL: env.MAIL_CATCHER_URL ?? `http://127.0.0.1:${MAIL_CATCHER_PORT}`,
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
    {
      label: 'mail-catcher',
      cwd: 'tools/mail-catcher',
      args: ['dist/server.js'],
      env: { PORT: String(MAIL_CATCHER_PORT), SMTP_PORT: String(MAIL_CATCHER_SMTP_PORT) },
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
    // Behind the edge a gateway instance listens on loopback only, trusts the edge's X-Forwarded-For (the edge
    // replaces whatever a client sent) and reports the tokens it admits to the edge's runtime API.
    ...GATEWAY_INSTANCE_PORTS.map((port, k) => ({
      label: REPLICAS > 1 ? `gateway#${k + 1}` : 'gateway',
      cwd: 'gateway',
      args: [...SERVER_NODE_FLAGS, 'dist/server.js'],
      env: { PORT: String(port), HOST: '127.0.0.1', TRUST_PROXY: 'true', EDGE_RUNTIME_SOCKETS: edgeSocketFile() },
      restart: true,
    })),
    { label: 'haproxy', cwd: '.', command: HAPROXY, args: ['-db', '-f', haproxyConfigFile()], env: {}, restart: true },
    edgeFrontProcess(),
    ...(OBSERVE
      ? [
          {
            label: 'prometheus',
            cwd: '.',
            command: PROMETHEUS,
            args: [
              `--config.file=${prometheusConfigFile()}`,
              `--storage.tsdb.path=${path.join(ROOT, '.run', `prometheus-${PORT_OFFSET}`)}`,
              `--web.listen-address=127.0.0.1:${PROMETHEUS_PORT}`,
              '--storage.tsdb.retention.time=7d',
              '--log.level=warn',
            ],
            env: {},
            // Watching the platform is not the platform: if it stops, the rest keeps running.
            optional: true,
          },
        ]
      : []),
  ]
}

/** The edge's front on the public port (scripts/edge-front.mjs): started like the other processes. */
export function edgeFrontProcess() {
  return {
    label: 'edge-front',
    cwd: '.',
    args: [...SERVER_NODE_FLAGS, 'scripts/edge-front.mjs'],
    env: { PORT_OFFSET: String(PORT_OFFSET) },
    restart: true,
  }
}

/** Where run-platform writes Prometheus' configuration (OBSERVE=1; scripts/observe.mjs). */
export const prometheusConfigFile = () => path.join(ROOT, '.run', `prometheus-${PORT_OFFSET}.yml`)
/** Where run-platform writes the load balancer's configuration (one file per port offset). */
export const haproxyConfigFile = () => path.join(ROOT, '.run', `haproxy-${PORT_OFFSET}.cfg`)
/** The edge's runtime API (admin level, mode 600): the gateways report admitted tokens to it. */
export const edgeSocketFile = () => path.join(ROOT, '.run', `edge-${PORT_OFFSET}.sock`)
/** Where run-platform writes the edge's own error answers (the API's error envelope). */
export const edgeErrorDir = () => path.join(ROOT, '.run', `edge-errors-${PORT_OFFSET}`)

export { edgeErrorAnswers, edgeErrorFiles } from './edge-errors.mjs'

/** Credential and verification endpoints the gateway rate-limits per client: never forwarded past it. */
const GATEWAY_ONLY_PATHS = [
  '/api/auth/login',
  '/api/auth/admin/login',
  '/api/auth/login/second-factor',
  '/api/auth/login/second-factor/enrollment',
  '/api/auth/signup',
  '/api/auth/refresh',
  '/api/auth/logout',
]
const GATEWAY_ONLY_PREFIXES = ['/api/documents/agreements/verify']

/**
 * The edge's HAProxy, behind its front (scripts/edge-front.mjs, which holds the gateway's port on every address
 * and names each client by the PROXY protocol); websocket upgrades pass through (tunnel timeout); gateway instances checked
 * on /healthz.
 *
 * The fast path (issue 17, docs/decisions.md "The edge forwards admitted tokens"): an API request whose
 * bearer token a gateway has admitted (its SHA-256 is in the `admitted` table with a deadline ahead, set by
 * gateway/src/plugins/edge-admission.ts) goes straight to its service, with what the gateway would add: the
 * path without `/api/<service>`, the internal token, the forwarding headers and a sane request id. Anything
 * else goes to a gateway: no token or one not admitted yet, websocket upgrades, the rate-limited credential
 * and verification endpoints, a cross-origin request (CORS is the gateway's), a path with dot segments or
 * characters outside the plain set. The services verify every token and its session again, so an admission
 * that outlives a revocation by a moment grants nothing.
 *
 * With REPLICAS > 1, one frontend per service on its canonical loopback port, so the gateway's SERVICE_URLs
 * stay as they are; services checked on /healthz (a NATS outage must not take every instance out of rotation:
 * they still answer and keep their outbox). A connection refused by a stopped instance is retried on another
 * one (redispatch); a request already sent is replayed on another instance only if it is a read (GET, HEAD,
 * OPTIONS) that got no answer at all, since not every write is idempotent. An instance taken out of rotation
 * finishes the requests it holds; only websocket tunnels are closed with it (docs/decisions.md "Marked down").
 */
export function haproxyConfig(env = process.env) {
  const publicOrigin = platformEnv(env).PUBLIC_ORIGIN
  const servers = (name, ports, check, { tunnels = false, tracks = '' } = {}) => [
    '  balance roundrobin',
    // A request that reached an instance which then died without answering (killed, crashed) is replayed on
    // the next one only when it is safe to: a read. A write may have taken effect; its client retries it with
    // what makes it idempotent (a chat message's id) or looks it up.
    '  http-request disable-l7-retry unless METH_GET or METH_HEAD or METH_OPTIONS',
    `  option httpchk GET ${check}`,
    // Marked down, an instance keeps its requests: a busy one answers them, a cut write leaves its client
    // unsure, a hung one's end at `timeout server` (504). `tunnels` are closed instead (they would last 24h).
    `  default-server inter 1s fall 3 rise 2${tunnels ? ' on-marked-down shutdown-sessions' : ''}`,
    ...ports.map((p, k) => `  server ${name}${k + 1} 127.0.0.1:${p} ${tracks ? `track ${tracks}/${tracks}${k + 1}` : 'check'}`),
  ]
  const chatSocket = (port) => servers('chat_socket', instancePorts(port), '/healthz', { tracks: 'chat', tunnels: true })
  const errors = Object.keys(edgeErrorFiles()).map((status) => `  errorfile ${status} ${edgeErrorDir()}/${status}.http`)
  return [
    // No global maxconn: HAProxy derives it from the file-descriptor limit (asking for more than that fails).
    'global',
    // One thread, as nginx's one worker in bench/gateway-vs-edge.mjs: the Node processes need the other core.
    '  nbthread 1',
    `  stats socket ${edgeSocketFile()} mode 600 level admin`,
    // Room for any head the front (scripts/edge-front.mjs) admits (16 KB, 100 lines) plus what the edge adds,
    // so HAProxy's parser, whose errors are HTML in 2.6, never refuses a request the front passed on.
    '  tune.bufsize 32768',
    '  tune.http.maxhdr 128',
    'defaults',
    '  mode http',
    // Every retry goes to another instance: a refused connection means a stopped one, no use waiting for it.
    '  option redispatch 1',
    '  option http-keep-alive',
    '  retries 3',
    // Connection failures (nothing was sent) always; an empty answer (the instance died with the request)
    // only for reads: the backends' disable-l7-retry.
    '  retry-on conn-failure empty-response',
    '  timeout connect 2s',
    // A loaded machine answers a check late; a stopped instance refuses at once (and is skipped: redispatch).
    // Tests whose instances share the test's own process raise it (EDGE_CHECK_TIMEOUT, an HAProxy time).
    `  timeout check ${env.EDGE_CHECK_TIMEOUT ?? '5s'}`,
    '  timeout client 120s',
    '  timeout server 120s',
    '  timeout tunnel 24h',
    '  timeout client-fin 5s',
    '  timeout http-request 30s',
    ...errors,
    // HAProxy's built-in Prometheus exporter, on loopback only (Prometheus runs on this machine).
    'frontend edge_metrics',
    `  bind 127.0.0.1:${EDGE_METRICS_PORT}`,
    '  http-request use-service prometheus-exporter if { path /metrics }',
    '  http-request return status 404',
    'backend admitted',
    '  stick-table type string len 64 size 200k expire 30m store gpt0',
    // Behind the front, on loopback: the front holds the public port and opens one connection here per client
    // connection, naming the client by the PROXY protocol; X-Forwarded-For is that client (replacing the
    // client's own). The plain bind serves only measurements (bench/gateway-vs-edge.mjs: HAProxy alone).
    'frontend public',
    `  bind 127.0.0.1:${EDGE_HAPROXY_PORT} accept-proxy`,
    `  bind 127.0.0.1:${EDGE_HAPROXY_PLAIN_PORT}`,
    // An idle client connection is closed after this (the front closes the client's side with it).
    '  timeout http-keep-alive 30s',
    '  unique-id-format %[uuid()]',
    '  http-request set-header x-forwarded-for %[src]',
    '  http-request set-header x-forwarded-proto http',
    '  http-request set-header x-forwarded-host %[req.hdr(host)]',
    '  http-request del-header forwarded',
    '  http-request del-header x-real-ip',
    `  http-request set-var(txn.token) req.hdr(authorization),regsub("^[Bb]earer +",""),sha2(256),hex,lower if { req.hdr(authorization) -m reg '^[Bb]earer +[A-Za-z0-9._~+/=-]+$' }`,
    '  http-request set-var(txn.admitted_until) var(txn.token),table_gpt0(admitted) if { var(txn.token) -m found }',
    '  http-request set-var(txn.now) date',
    '  http-request set-var(txn.admission_left) var(txn.admitted_until),sub(txn.now) if { var(txn.admitted_until) -m found }',
    '  acl admitted var(txn.admission_left) -m int gt 0',
    '  acl upgrade req.hdr(upgrade) -m found',
    // Unreserved characters and a few sub-delimiters only: percent-encoded paths are the gateway's to decode.
    '  acl plain_path path -m reg ^/api/[a-z]+/[A-Za-z0-9._~!&*+,;=:@/-]*$',
    '  acl dot_segment path -m reg (^|/)\\.\\.?(/|$)',
    `  acl gateway_only path ${GATEWAY_ONLY_PATHS.join(' ')}`,
    `  acl gateway_only path_beg ${GATEWAY_ONLY_PREFIXES.join(' ')}`,
    '  acl has_origin req.hdr(origin) -m found',
    `  acl same_origin req.hdr(origin) -m str ${publicOrigin}`,
    // The chat socket goes straight to a chat instance (which checks the token itself before the upgrade, as it
    // does behind a gateway): pushes and sent messages take one hop less. A foreign Origin still meets the gateway.
    '  acl chat_socket path /api/chat/ws',
    '  use_backend edge_chat_socket if chat_socket upgrade !has_origin or chat_socket upgrade same_origin',
    ...SERVICES.flatMap((s) => [
      `  acl api_${s.name} path_beg /api/${s.name}/`,
      `  use_backend edge_${s.name} if api_${s.name} admitted plain_path !dot_segment !gateway_only !upgrade !has_origin or api_${s.name} admitted plain_path !dot_segment !gateway_only !upgrade same_origin`,
    ]),
    '  use_backend gateway_socket if upgrade',
    '  default_backend gateway',
    'backend gateway',
    ...servers('gateway', GATEWAY_INSTANCE_PORTS, '/healthz'),
    // Websocket upgrades: the instances in the same state (tracked); their tunnels close when one goes down.
    'backend gateway_socket',
    ...servers('gateway_socket', GATEWAY_INSTANCE_PORTS, '/healthz', { tunnels: true, tracks: 'gateway' }),
    ...SERVICES.flatMap((s) => [
      `backend edge_${s.name}`,
      `  http-request set-path %[path,regsub(^/api/${s.name},)]`,
      '  http-request set-header x-internal-token "${INTERNAL_TOKEN}"',
      "  http-request set-header x-request-id %[unique-id] unless { req.hdr(x-request-id) -m reg ^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$ }",
      ...servers(`edge_${s.name}`, instancePorts(s.port), '/healthz'),
    ]),
    'backend edge_chat_socket',
    '  http-request set-path /ws',
    '  http-request set-header x-internal-token "${INTERNAL_TOKEN}"',
    "  http-request set-header x-request-id %[unique-id] unless { req.hdr(x-request-id) -m reg ^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$ }",
    ...servers('edge_chat_socket', instancePorts(SERVICES.find((s) => s.name === 'chat').port), '/healthz', { tunnels: true }),
    ...(REPLICAS > 1
      ? SERVICES.flatMap((s) => [
          `frontend ${s.name}_in`,
          `  bind 127.0.0.1:${s.port}`,
          ...(s.name === 'chat' ? [`  use_backend ${s.name}_socket if { req.hdr(upgrade) -m found }`] : []),
          `  default_backend ${s.name}`,
          `backend ${s.name}`,
          ...servers(s.name, instancePorts(s.port), '/healthz'),
          ...(s.name === 'chat' ? ['backend chat_socket', ...chatSocket(s.port)] : []),
        ])
      : []),
    '',
  ].join('\n')
}

/**
 * Writes what the edge needs before it starts: its error answers and its configuration (with the caller's
 * PUBLIC_ORIGIN); removes a runtime socket left by an edge that did not stop cleanly. Returns the config path.
 */
export function writeEdgeFiles(env = process.env) {
  mkdirSync(edgeErrorDir(), { recursive: true })
  for (const [status, answer] of Object.entries(edgeErrorFiles())) writeFileSync(path.join(edgeErrorDir(), `${status}.http`), answer)
  rmSync(edgeSocketFile(), { force: true })
  writeFileSync(haproxyConfigFile(), haproxyConfig(env))
  return haproxyConfigFile()
}

/** Every port the platform listens on (the instances' too). */
export function platformPorts() {
  return [
    ...new Set([
      ...SERVICES.flatMap((s) => [s.port, ...instancePorts(s.port)]),
      ...MICRO_FRONTENDS.map((m) => m.port),
      PAYPAL_LOCAL_PORT,
      MAIL_CATCHER_SMTP_PORT,
      MAIL_CATCHER_PORT,
      GATEWAY_PORT,
      EDGE_HAPROXY_PORT,
      EDGE_HAPROXY_PLAIN_PORT,
      ...GATEWAY_INSTANCE_PORTS,
      EDGE_METRICS_PORT,
      ...(OBSERVE ? [PROMETHEUS_PORT] : []),
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
