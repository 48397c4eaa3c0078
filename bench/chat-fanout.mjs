#!/usr/bin/env node
// Chat fan-out benchmark (issue 12): CLIENTS websocket clients (default 2,000) in CLIENTS/2 conversations, each
// sending one message a second for SECONDS (60) as the web client does: a chat.send frame on its socket (SEND_VIA
// =post: a POST through the gateway instead), through the platform's edge (HAProxy: the socket straight to a chat
// instance, HTTP to a gateway); every message is timed from its send to its arrival on the other person's socket. Run twice: 2 gateways + 2 chat instances behind HAProxy (as
// REPLICAS=2 runs the platform), then 1 gateway + 1 chat instance (as REPLICAS=1), so the second instance's cost
// shows. Prints per layout: p50/p99 send-to-receipt, lost, duplicated and out-of-order messages, sends refused,
// and the gateway's memory per idle socket (RSS growth over the open sockets / sockets).
// Seeds users and conversations by SQL into a schema of its own in a bench database (cosign_bench, created if
// missing; the schema and event stream are dropped afterwards): no real user's data is touched.
// Needs built chat and gateway (pnpm --filter @cosign/chat build; gateway built) and /usr/sbin/haproxy.
// Usage: node bench/chat-fanout.mjs   env: CLIENTS (2000), SECONDS (60), WARMUP_SECONDS (10), SEND_EVERY_MS (1000),
//        LAYOUTS (2x2,1x1), SEND_VIA
//        (socket | post), CHILD_FLAGS, DATABASE_URL
//        (…/cosign_bench), NATS_URL, REDIS_URL, HAPROXY_BIN
// Targets (the issue): p99 < 100 ms; 0 lost, 0 duplicated, 0 out of order.
import { spawn } from 'node:child_process'
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { performance } from 'node:perf_hooks'
import { clearInterval, setInterval } from 'node:timers'

const CLIENTS = Math.max(2, Math.floor(Number(process.env.CLIENTS ?? 2000) / 2) * 2)
const SECONDS = Number(process.env.SECONDS ?? 60)
// The same load for WARMUP_SECONDS (10) before the measured SECONDS: a deployment's processes are warm (JIT,
// connection pools); its messages count for lost/duplicated/order but not for the latencies.
const WARMUP_SECONDS = Number(process.env.WARMUP_SECONDS ?? 10)
// Each client sends once per SEND_EVERY_MS (the issue: 1000). Longer = a lower rate over as many sockets, to find
// what this machine sustains.
const SEND_EVERY_MS = Number(process.env.SEND_EVERY_MS ?? 1000)
// Extra node flags for the gateway and chat processes, e.g. CHILD_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof".
const CHILD_FLAGS = (process.env.CHILD_FLAGS ?? '').split(' ').filter(Boolean)
const LAYOUTS = (process.env.LAYOUTS ?? '2x2,1x1').split(',').map((l) => l.split('x').map(Number))
const SEND_VIA = process.env.SEND_VIA === 'post' ? 'post' : 'socket'
const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy'
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// CHAT_DIR: another build of the chat service (e.g. the code before a change, for a before/after run).
const chatDir = process.env.CHAT_DIR ?? path.join(root, 'services/chat')
const gatewayDir = path.join(root, 'gateway')
const load = (dir, file) => import(pathToFileURL(path.join(dir, file)).href)
const kit = await load(chatDir, 'node_modules/@cosign/service-kit/dist/index.js')
const { default: pg } = await load(root, 'services/contracts/node_modules/pg/lib/index.js')
const { default: WebSocket } = await load(gatewayDir, 'node_modules/ws/index.js')
const { Pool } = await load(root, 'bench/node_modules/undici/index.js')

const id = randomBytes(4).toString('hex')
const databaseUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/cosign_bench'
const names = {
  schema: `chat_bench_${id}`,
  eventStream: `BENCH_CHAT_${id}`,
  subjectPrefix: `bench_chat_${id}`,
  databaseUrl,
  natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
}
const JWT_SECRET = `bench-${randomBytes(16).toString('hex')}`
const INTERNAL_TOKEN = randomBytes(32).toString('hex')
const uuidOf = (s) => createHash('md5').update(s).digest('hex').replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5')
const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url')
function token(sub, role) {
  const now = Math.floor(Date.now() / 1000)
  const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub, email: `${sub.slice(0, 8)}@bench.test`, role, iat: now, exp: now + 3600 })}`
  return `${body}.${createHmac('sha256', JWT_SECRET).update(body).digest('base64url')}`
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN)

// ---- processes ---------------------------------------------------------------------------------------------

let children = []
const tmp = mkdtempSync(path.join(os.tmpdir(), 'chat-fanout-'))
function start(label, command, args, cwd, env) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] })
  child.label = label
  children.push(child)
  child.on('exit', (code, signal) => !child.stopping && console.error(`${label} exited (${signal ?? code})`))
  return child
}
async function stopAll() {
  const all = children
  children = []
  for (const c of all) {
    c.stopping = true
    c.kill('SIGTERM')
  }
  await Promise.all(all.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.once('exit', r)))))
}
async function waitReady(url) {
  for (let i = 0; i < 300; i++) {
    if (await fetch(url).then((r) => r.ok).catch(() => false)) return
    await sleep(100)
  }
  throw new Error(`${url} not ready`)
}
/** CPU time (user + system) a process has used so far, in ms (/proc/<pid>/stat, clock ticks of 10 ms). */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return (Number(fields[11]) + Number(fields[12])) * 10
}
/** CPU time of every process whose command name is `name` (PostgreSQL's backends, Redis, NATS, HAProxy). */
const cpuMsOf = (name) => {
  let total = 0
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== name) continue
      const fields = stat.split(') ')[1].split(' ')
      total += (Number(fields[11]) + Number(fields[12])) * 10
    } catch {
      // gone meanwhile
    }
  }
  return total
}
const SUPPORT = ['postgres', 'redis-server', 'nats-server', 'haproxy']
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)

/**
 * Starts `chats` chat instances and `gateways` gateways behind the platform's edge (HAProxy, as scripts/platform.mjs
 * configures it): the chat socket straight to a chat instance, the rest to a gateway; the gateways reach chat
 * through a balancer of their own when there is more than one chat instance.
 */
async function startLayout(gateways, chats, basePort) {
  const chatPorts = Array.from({ length: chats }, (_, k) => basePort + 10 + k)
  const gatewayPorts = Array.from({ length: gateways }, (_, k) => basePort + 20 + k)
  const publicPort = basePort
  const chatUrl = chats > 1 ? `http://127.0.0.1:${basePort + 1}` : `http://127.0.0.1:${chatPorts[0]}`
  const common = { NODE_ENV: 'production', LOG_LEVEL: 'warn', JWT_SECRET, INTERNAL_TOKEN }
  const chatProcesses = []
  for (const [k, port] of chatPorts.entries())
    chatProcesses.push(start(`chat#${k + 1}`, process.execPath, [...CHILD_FLAGS, '--max-semi-space-size=64', 'dist/server.js'], chatDir, {
      ...common,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DB_SCHEMA: names.schema,
      NATS_URL: names.natsUrl,
      EVENT_STREAM: names.eventStream,
      EVENT_SUBJECT_PREFIX: names.subjectPrefix,
      CHAT_RATE_LIMIT_PER_MINUTE: '100000',
    }))
  const gatewayProcesses = gatewayPorts.map((port, k) =>
    start(`gateway#${k + 1}`, process.execPath, [...CHILD_FLAGS, '--max-semi-space-size=64', 'dist/server.js'], gatewayDir, {
      ...common,
      PORT: String(port),
      HOST: '127.0.0.1',
      CHAT_URL: chatUrl,
      PUBLIC_ORIGIN: `http://127.0.0.1:${publicPort}`,
      RATE_LIMIT_KEY_PREFIX: `bench-${id}:`,
    }),
  )
  {
    // The same balancing as scripts/platform.mjs's HAProxy configuration, on the bench's ports.
    const cfg = path.join(tmp, `haproxy-${basePort}.cfg`)
    const backend = (name, ports, check) => [
      `backend ${name}`,
      '  balance roundrobin',
      `  option httpchk GET ${check}`,
      '  default-server inter 1s fall 3 rise 2',
      ...ports.map((p, k) => `  server ${name}${k + 1} 127.0.0.1:${p} check`),
    ]
    writeFileSync(
      cfg,
      [
        'global',
        // One thread, as the platform's edge: the Node processes need the other core.
        '  nbthread 1',
        'defaults',
        '  mode http',
        '  option redispatch',
        '  retries 3',
        '  timeout connect 2s',
    // A loaded machine answers a check late; a stopped instance refuses at once (and is skipped: redispatch).
    '  timeout check 5s',
        '  timeout client 120s',
        '  timeout server 120s',
        '  timeout tunnel 1h',
        'frontend public',
        `  bind 127.0.0.1:${publicPort}`,
        '  acl chat_socket path /api/chat/ws',
        '  use_backend chat_socket if chat_socket',
        '  default_backend gateway',
        ...backend('gateway', gatewayPorts, '/healthz'),
        ...backend('chat_socket', chatPorts, '/readyz').flatMap((line, k) =>
          k === 0 ? [line, '  http-request set-path /ws', `  http-request set-header x-internal-token ${INTERNAL_TOKEN}`] : [line],
        ),
        ...(chats > 1 ? ['frontend chat_in', `  bind 127.0.0.1:${basePort + 1}`, '  default_backend chat', ...backend('chat', chatPorts, '/readyz')] : []),
        '',
      ].join('\n'),
    )
    start('haproxy', HAPROXY, ['-db', '-f', cfg], tmp, {})
  }
  for (const port of chatPorts) await waitReady(`http://127.0.0.1:${port}/readyz`)
  for (const port of gatewayPorts) await waitReady(`http://127.0.0.1:${port}/healthz`)
  await waitReady(`http://127.0.0.1:${publicPort}/healthz`)
  // HAProxy's checks mark every server up (rise 2, every second).
  await sleep(2500)
  return { publicPort, gatewayPids: gatewayProcesses.map((c) => c.pid), chatPids: chatProcesses.map((c) => c.pid) }
}

// ---- one run -------------------------------------------------------------------------------------------------

const users = Array.from({ length: CLIENTS }, (_, i) => {
  const userId = uuidOf(`u${i}`)
  return { i, userId, token: token(userId, i % 2 === 0 ? 'RENTER' : 'COSIGNER'), conversationId: uuidOf(`conv${Math.floor(i / 2)}`) }
})

async function run(gateways, chats, basePort) {
  const label = `${gateways} gateway${gateways > 1 ? 's' : ''} + ${chats} chat instance${chats > 1 ? 's' : ''}`
  console.log(`\n== ${label}: ${CLIENTS} clients, ${CLIENTS / 2} conversations, 1 message per ${SEND_EVERY_MS} ms each for ${WARMUP_SECONDS} s (warm-up) + ${SECONDS} s (measured), sent by ${SEND_VIA === 'post' ? 'POST' : 'chat.send on the socket'}`)
  const { publicPort, gatewayPids, chatPids } = await startLayout(gateways, chats, basePort)
  const origin = `http://127.0.0.1:${publicPort}`
  const pool = new Pool(origin, { connections: 256, pipelining: 1 })
  const answerTimes = [] // a send to its answer (chat.sent or the POST's): the request path alone, beside send-to-receipt
  const post = async (user, text) => {
    const t0 = performance.now()
    const res = await pool.request({
      path: `/api/chat/conversations/${user.conversationId}/messages`,
      method: 'POST',
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: text }),
    })
    const body = await res.body.json()
    answerTimes.push(performance.now() - t0)
    return res.statusCode === 201 ? body.message : null
  }
  /** chat.send on the user's socket (as the web client sends); resolves to the stored message or null (refused). */
  const pendingSends = new Map() // message id -> { resolve, t0 }
  const sendOnSocket = (user, text) =>
    new Promise((resolve) => {
      const socket = socketOf.get(user.userId)
      if (!socket || socket.readyState !== WebSocket.OPEN) return resolve(null)
      const messageId = randomUUID()
      // No answer in 30 s (the socket dropped with the frame): counted as refused, as the web client would retry.
      const timer = setTimeout(() => pendingSends.delete(messageId) && resolve(null), 30_000)
      pendingSends.set(messageId, { resolve, t0: performance.now(), timer })
      socket.send(JSON.stringify({ type: 'chat.send', conversationId: user.conversationId, id: messageId, message: text }))
    })
  const answered = (push) => {
    const pending = pendingSends.get(push.id)
    if (!pending) return
    pendingSends.delete(push.id)
    clearTimeout(pending.timer)
    if (pending.t0 >= loadStarted) answerTimes.push(performance.now() - pending.t0)
    pending.resolve(push.type === 'chat.sent' ? push.message : null)
  }
  const send = SEND_VIA === 'post' ? post : sendOnSocket
  const socketOf = new Map() // user id -> open socket
  // A few requests through every process before the baseline, so it is not the cold process.
  for (let k = 0; k < 20; k++) await post(users[k % CLIENTS], `warm ${k}`)
  await sleep(1000)
  const holderPids = [...gatewayPids, ...chatPids]
  const rssBefore = holderPids.map(rssKb)

  // Sockets, 100 opening at a time. Each keeps what it received: ids seen (duplicates), last seq per conversation.
  const sentAt = new Map() // message text -> performance.now() at the POST
  const latencies = []
  const byWindow = []
  let loadStarted = Infinity
  let duplicated = 0
  let outOfOrder = 0
  const receivedByRecipient = new Set()
  const sockets = new Set()
  let closing = false
  let reconnects = 0
  let gaps = 0
  let resumed = 0
  /** The client's part (as the web client does): a socket that drops is opened again, then what came after
   *  the last message held is fetched. Fetched messages count as received (not lost), without a latency. */
  function openSocket(user, state) {
    const socket = new WebSocket(`ws://127.0.0.1:${publicPort}/api/chat/ws?token=${user.token}`, { perMessageDeflate: false })
    const take = (m, at) => {
      if (state.seen.has(m.id)) return false
      state.seen.add(m.id)
      state.lastSeq = Math.max(state.lastSeq, m.seq)
      if (m.senderId !== user.userId && sentAt.has(m.message)) {
        receivedByRecipient.add(m.id)
        if (at !== undefined && sentAt.get(m.message) >= loadStarted) {
          latencies.push(at - sentAt.get(m.message))
          // By 10-s window of the send: where in the run the slow ones were.
          const window = Math.floor((sentAt.get(m.message) - loadStarted) / 10_000)
          ;(byWindow[window] ??= []).push(at - sentAt.get(m.message))
        }
      }
      return true
    }
    socket.on('message', (data) => {
      const at = performance.now()
      const push = JSON.parse(data)
      if (push.type === 'chat.sent' || push.type === 'chat.send_refused') return answered(push)
      if (push.type !== 'chat.message') return
      // The sender's own push is the answer to its chat.send (same id).
      if (push.message.senderId === user.userId && pendingSends.has(push.message.id)) answered({ type: 'chat.sent', id: push.message.id, message: push.message })
      const m = push.message
      // A push of a message already fetched (after a reconnect or a gap) is the race of the two, not a duplicate.
      if (state.seen.has(m.id)) return void (state.fetched.has(m.id) || duplicated++)
      if (m.seq <= state.lastSeq) outOfOrder++
      const gapAfter = m.seq > state.lastSeq + 1 && state.lastSeq > 0 ? state.lastSeq : null
      take(m, at)
      // As the web client does: a push that leaves a gap means pushes were missed; fetch what came after.
      if (gapAfter !== null) {
        gaps++
        void fetchAfter(user, state, gapAfter).catch(() => undefined)
      }
    })
    socket.on('error', () => undefined)
    socket.on('close', async () => {
      sockets.delete(socket)
      if (closing) return
      reconnects++
      for (;;) {
        await sleep(1000)
        if (closing) return
        try {
          await openSocket(user, state)
          break
        } catch {
          // not yet: next second
        }
      }
      await fetchAfter(user, state, state.lastSeq).catch(() => undefined)
    })
    return new Promise((resolve, reject) => {
      socket.once('open', () => {
        sockets.add(socket)
        socketOf.set(user.userId, socket)
        resolve(socket)
      })
      socket.once('unexpected-response', (_q, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)))
      socket.once('error', reject)
    })
  }
  /** Everything of the user's conversation after `after`, page by page; new ones count as received (fetched). */
  async function fetchAfter(user, state, after) {
    for (let more = true; more; ) {
      const res = await pool.request({
        path: `/api/chat/conversations/${user.conversationId}/messages?after=${after}&limit=100`,
        headers: { authorization: `Bearer ${user.token}` },
      })
      const page = await res.body.json()
      if (res.statusCode !== 200) return
      for (const m of page.items) {
        after = Math.max(after, m.seq)
        if (state.seen.has(m.id)) continue
        state.seen.add(m.id)
        state.fetched.add(m.id)
        state.lastSeq = Math.max(state.lastSeq, m.seq)
        if (m.senderId !== user.userId && sentAt.has(m.message)) {
          receivedByRecipient.add(m.id)
          resumed++
        }
      }
      more = page.hasMore && page.items.length > 0
    }
  }
  let next = 0
  await Promise.all(
    Array.from({ length: 100 }, async () => {
      while (next < users.length) {
        const user = users[next++]
        await openSocket(user, { seen: new Set(), fetched: new Set(), lastSeq: 0 })
      }
    }),
  )
  // Sockets are registered by chat just after the upgrade; idle for 5 s, then the memory they cost.
  await sleep(5000)
  const rssIdle = holderPids.map(rssKb)
  const perSocketKb = (rssIdle.reduce((a, b) => a + b, 0) - rssBefore.reduce((a, b) => a + b, 0)) / CLIENTS
  console.log(
    `gateway + chat RSS: ${rssBefore.map((kb) => (kb / 1024).toFixed(0)).join(' + ')} MB before, ${rssIdle.map((kb) => (kb / 1024).toFixed(0)).join(' + ')} MB with ${CLIENTS} idle sockets: ${perSocketKb.toFixed(1)} KB per idle socket`,
  )

  // Load: each client sends once a second at its own phase, for SECONDS.
  const accepted = new Map() // id -> text
  let refused = 0
  let inFlight = 0
  const sends = []
  const started = performance.now()
  loadStarted = started + WARMUP_SECONDS * 1000
  // CPU time over the load (sends, pushes, drain): per accepted message, where the time goes by process kind.
  const cpuBefore = { gateway: gatewayPids.map(cpuMs), chat: chatPids.map(cpuMs), bench: process.cpuUsage(), support: SUPPORT.map(cpuMsOf) }
  const timers = users.map((user) =>
    setTimeout(function tick(n = 0) {
      if (performance.now() - started >= (WARMUP_SECONDS + SECONDS) * 1000) return
      const text = `${user.i}:${n}`
      sentAt.set(text, performance.now())
      inFlight++
      sends.push(
        send(user, text)
          .then((m) => (m ? accepted.set(m.id, text) : refused++))
          .catch(() => refused++)
          .finally(() => inFlight--),
      )
      const timer = setTimeout(() => tick(n + 1), SEND_EVERY_MS)
      timers[user.i] = timer
    }, Math.random() * SEND_EVERY_MS),
  )
  const load = []
  const sampler = setInterval(() => load.push(os.loadavg()[0]), 5000)
  while (performance.now() - started < (WARMUP_SECONDS + SECONDS) * 1000) await sleep(250)
  for (const t of timers) clearTimeout(t)
  await Promise.all(sends)
  const answeredIn = (performance.now() - started) / 1000
  // Drain: pushes still on their way (up to 30 s after the last answer; later counts as lost).
  for (let k = 0; k < 300 && [...accepted.keys()].some((mid) => !receivedByRecipient.has(mid)); k++) await sleep(100)
  clearInterval(sampler)
  const sum = (a) => a.reduce((x, y) => x + y, 0)
  const benchCpu = process.cpuUsage(cpuBefore.bench)
  const cpuPerMessage = {
    gateway: (sum(gatewayPids.map(cpuMs)) - sum(cpuBefore.gateway)) / accepted.size,
    chat: (sum(chatPids.map(cpuMs)) - sum(cpuBefore.chat)) / accepted.size,
    bench: (benchCpu.user + benchCpu.system) / 1000 / accepted.size,
    ...Object.fromEntries(SUPPORT.map((name, k) => [name, (cpuMsOf(name) - cpuBefore.support[k]) / accepted.size])),
  }
  const elapsed = (performance.now() - started) / 1000
  const lost = [...accepted.keys()].filter((mid) => !receivedByRecipient.has(mid)).length
  latencies.sort((a, b) => a - b)
  answerTimes.sort((a, b) => a - b)
  const result = {
    label,
    sent: accepted.size + refused,
    accepted: accepted.size,
    refused,
    rate: accepted.size / (WARMUP_SECONDS + SECONDS),
    // Answers came in over `elapsed`: what the layout sustained when the offered load was more than it could take.
    served: accepted.size / answeredIn,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1),
    answerP50: percentile(answerTimes, 50),
    answerP99: percentile(answerTimes, 99),
    cpuPerMessage,
    lost,
    duplicated,
    outOfOrder,
    perSocketKb,
    load1: Math.max(...load, os.loadavg()[0]),
  }
  console.log(
    `${label}: ${reconnects} sockets dropped and reopened, ${gaps} gaps seen in pushes, ${resumed} messages fetched (after a reconnect or a gap) instead of pushed\n` +
      `${label}: ${result.accepted} messages accepted (${result.rate.toFixed(0)}/s offered, ${result.served.toFixed(0)}/s served), ${refused} refused; send->receipt p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, max ${result.max?.toFixed(0)} ms; send answered p50 ${result.answerP50.toFixed(1)} ms, p99 ${result.answerP99.toFixed(1)} ms; lost ${lost}, duplicated ${duplicated}, out of order ${outOfOrder}; peak load average ${result.load1.toFixed(1)} (elapsed ${elapsed.toFixed(0)} s)\n` +
      `${label}: CPU per message: gateways ${cpuPerMessage.gateway.toFixed(2)} ms, chat instances ${cpuPerMessage.chat.toFixed(2)} ms, this load generator ${cpuPerMessage.bench.toFixed(2)} ms, ${SUPPORT.map((name) => `${name} ${cpuPerMessage[name].toFixed(2)} ms`).join(', ')}`,
  )
  console.log(
    `${label}: send->receipt p99 by 10-s window: ${byWindow.map((w) => percentile(w.sort((a, b) => a - b), 99).toFixed(0)).join(' / ')} ms`,
  )
  closing = true
  for (const socket of sockets) socket.terminate()
  await pool.close()
  await stopAll()
  return result
}

// ---- main ----------------------------------------------------------------------------------------------------

process.on('SIGINT', () => stopAll().then(() => process.exit(130)))
const results = []
try {
  // The bench database (never a real one) and a schema of its own.
  const admin = new pg.Client({ connectionString: databaseUrl.replace(/\/[^/]*$/, '/postgres') })
  await admin.connect()
  const dbName = new URL(databaseUrl).pathname.slice(1)
  if (!(await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [dbName])).rowCount) await admin.query(`CREATE DATABASE "${dbName}"`)
  await admin.end()
  await kit.applyMigrations({ databaseUrl, schema: names.schema, migrationsDir: path.join(chatDir, 'prisma/migrations') })
  const db = new pg.Client({ connectionString: databaseUrl, options: `-c search_path="${names.schema}"` })
  await db.connect()
  await db.query(`INSERT INTO chat_users (user_id, first_name, last_name, role)
    SELECT md5('u' || g)::uuid, 'Bench', 'User ' || g, CASE WHEN g % 2 = 0 THEN 'RENTER' ELSE 'COSIGNER' END
    FROM generate_series(0, ${CLIENTS - 1}) g`)
  await db.query(`INSERT INTO conversations (id, renter_id, cosigner_id, opened_via)
    SELECT md5('conv' || k)::uuid, md5('u' || (2 * k))::uuid, md5('u' || (2 * k + 1))::uuid, 'match_request'
    FROM generate_series(0, ${CLIENTS / 2 - 1}) k`)
  await db.end()
  console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, ${(os.totalmem() / 2 ** 30).toFixed(1)} GB; load average at start ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
  const basePort = 21000 + Math.floor(Math.random() * 500) * 10
  for (const [k, [gateways, chats]] of LAYOUTS.entries()) results.push(await run(gateways, chats, basePort + k * 100))
  console.log('\nlayout                               p50 ms  p99 ms  msgs/s  lost  dup  order  KB/idle socket  load')
  for (const r of results)
    console.log(
      `${r.label.padEnd(36)} ${r.p50.toFixed(1).padStart(6)} ${r.p99.toFixed(1).padStart(7)} ${r.rate.toFixed(0).padStart(7)} ${String(r.lost).padStart(5)} ${String(r.duplicated).padStart(4)} ${String(r.outOfOrder).padStart(6)} ${r.perSocketKb.toFixed(1).padStart(15)} ${r.load1.toFixed(1).padStart(5)}`,
    )
  for (const r of results)
    console.log(`target ${r.label}: p99 ${r.p99.toFixed(1)} ms (< 100) ${r.p99 < 100 ? 'OK' : 'MISSED'}; lost/dup/order 0: ${r.lost + r.duplicated + r.outOfOrder === 0 ? 'OK' : 'MISSED'}`)
  if (results.some((r) => r.lost || r.duplicated || r.outOfOrder)) process.exitCode = 1
} finally {
  await stopAll()
  await kit.cleanupTestRun(names).catch(() => undefined)
  rmSync(tmp, { recursive: true, force: true })
}
