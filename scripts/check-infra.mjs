#!/usr/bin/env node
// Checks that PostgreSQL, Redis and NATS are reachable before anything starts, and says how to start
// whichever is missing. Plain TCP/protocol probes: no dependencies, so it runs before `pnpm install`.
import net from 'node:net'

function target(envName, fallback) {
  const url = new URL(process.env[envName] ?? fallback)
  return { host: url.hostname || '127.0.0.1', port: Number(url.port) }
}

/** Opens a TCP connection, optionally sends a probe and checks the first bytes of the answer. */
function probe({ host, port }, send, expect) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port })
    let data = ''
    const done = (ok) => {
      socket.destroy()
      resolve(ok)
    }
    socket.setTimeout(2000, () => done(false))
    socket.on('error', () => done(false))
    socket.on('connect', () => {
      if (send) socket.write(send)
      else if (!expect) done(true)
    })
    socket.on('data', (chunk) => {
      data += chunk.toString('latin1')
      if (expect(data)) done(true)
    })
  })
}

// PostgreSQL SSLRequest: the server answers a single 'S' or 'N' byte.
const sslRequest = Buffer.from([0, 0, 0, 8, 0x04, 0xd2, 0x16, 0x2f])
const checks = [
  {
    name: 'PostgreSQL',
    where: target('DATABASE_URL', 'postgresql://postgres@127.0.0.1:5432/cosign'),
    run: (t) => probe(t, sslRequest, (d) => d.startsWith('S') || d.startsWith('N')),
    start: 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start',
    compose: 'postgres',
  },
  {
    name: 'Redis',
    where: target('REDIS_URL', 'redis://127.0.0.1:6379'),
    run: (t) => probe(t, 'PING\r\n', (d) => d.includes('PONG') || d.startsWith('-')),
    start: 'redis-server --daemonize yes --port 6379',
    compose: 'redis',
  },
  {
    name: 'NATS (with JetStream)',
    where: target('NATS_URL', 'nats://127.0.0.1:4222'),
    run: (t) => probe(t, null, (d) => d.startsWith('INFO')),
    start: 'nats-server -js -p 4222 &',
    compose: 'nats',
  },
]

const results = await Promise.all(checks.map(async (c) => ({ ...c, ok: await c.run(c.where) })))
const missing = results.filter((r) => !r.ok)
for (const r of results) console.log(`${r.ok ? 'ok     ' : 'MISSING'} ${r.name} at ${r.where.host}:${r.where.port}`)
if (missing.length) {
  console.error(`\nCannot start: ${missing.map((m) => m.name).join(', ')} ${missing.length > 1 ? 'are' : 'is'} not reachable.`)
  console.error('Start them with Docker:')
  console.error(`  docker compose up -d ${missing.map((m) => m.compose).join(' ')}`)
  console.error('or locally installed:')
  for (const m of missing) console.error(`  ${m.start}`)
  console.error('Connection settings come from DATABASE_URL, REDIS_URL and NATS_URL.')
  process.exit(1)
}
