// The floor of any HTTP proxy on this machine: a trivial upstream (node:http answering a fixed JSON of the
// size of GET /me) measured directly and through a bare node:http + undici proxy with no features at all
// (no logging, token check, CORS or request ids). Whatever the gateway does, it cannot beat these figures;
// docs/perf.md compares them with bench/gateway-me.mjs.
//
//   node bench/proxy-floor.mjs            env: CONNECTIONS (100), DURATION seconds (10), ROUNDS (3),
//                                         UPSTREAM_CONNECTIONS (128), PIPELINING (1) for the proxy's pool,
//                                         MODE (request; dispatch: undici's handler API, no response stream)
//
// The upstream and the proxy run as child processes, so that the load generator, proxy and upstream share
// the cores the way autocannon, the gateway and a service do.
import { spawn, spawnSync } from 'node:child_process'
import http from 'node:http'
import autocannon from 'autocannon'

const NODE_FLAGS = ['--max-semi-space-size=64']
const role = process.argv[2]

if (role === 'upstream') {
  const body = JSON.stringify({
    user: {
      id: '8b0c1f2e-0000-4000-8000-000000000000',
      email: 'bench@example.com',
      firstName: '',
      lastName: '',
      fullName: '',
      phone: null,
      role: 'RENTER',
      userType: 'renter',
      isActive: true,
      profileCompleted: false,
      profileStatus: 'pending',
      creditScore: 0,
      monthlyPayment: 0,
      creditVerified: false,
      paypalVerified: false,
      createdAt: new Date().toISOString(),
    },
  })
  http
    .createServer((_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      })
      res.end(body)
    })
    .listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'))
} else if (role === 'proxy') {
  const { Pool } = await import('undici')
  const pool = new Pool(process.env.UPSTREAM, {
    connections: Number(process.env.UPSTREAM_CONNECTIONS ?? 128),
    pipelining: Number(process.env.PIPELINING ?? 1),
  })
  const viaRequest = async (req, res) => {
    const { statusCode, headers, body } = await pool.request({
      path: req.url,
      method: req.method,
      headers: { authorization: req.headers.authorization ?? '' },
    })
    const payload = Buffer.from(await body.arrayBuffer())
    res.writeHead(statusCode, { 'content-type': headers['content-type'], 'content-length': payload.length })
    res.end(payload)
  }
  // undici's lowest level: a handler object instead of a response stream and promises.
  const viaDispatch = (req, res) => {
    const chunks = []
    let statusCode = 502
    let contentType = 'application/octet-stream'
    pool.dispatch(
      { path: req.url, method: req.method, headers: { authorization: req.headers.authorization ?? '' } },
      {
        onConnect() {},
        onHeaders(status, rawHeaders) {
          statusCode = status
          for (let i = 0; i < rawHeaders.length; i += 2)
            if (rawHeaders[i].toString().toLowerCase() === 'content-type')
              contentType = rawHeaders[i + 1].toString()
          return true
        },
        onData(chunk) {
          chunks.push(chunk)
          return true
        },
        onComplete() {
          const payload = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)
          res.writeHead(statusCode, { 'content-type': contentType, 'content-length': payload.length })
          res.end(payload)
        },
        onError(err) {
          res.writeHead(502).end(String(err))
        },
      },
    )
  }
  http
    .createServer(process.env.MODE === 'dispatch' ? viaDispatch : viaRequest)
    .listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'))
} else {
  if (!process.execArgv.some((arg) => arg.startsWith('--max-semi-space-size'))) {
    const child = spawnSync(process.execPath, [...NODE_FLAGS, ...process.argv.slice(1)], { stdio: 'inherit' })
    process.exit(child.status ?? 1)
  }
  const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100)
  const DURATION = Number(process.env.DURATION ?? 10)
  const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 3))
  const start = (name, env) =>
    new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [...NODE_FLAGS, process.argv[1], name], {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      })
      child.once('message', () => resolve(child))
      child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)))
    })
  const upstream = await start('upstream', { PORT: '4291' })
  const proxy = await start('proxy', { PORT: '4292', UPSTREAM: 'http://127.0.0.1:4291' })
  const headers = { authorization: 'Bearer x' }
  const run = async (url, duration, connections) => {
    const r = await autocannon({ url, headers, connections, duration })
    return { reqPerSec: r.requests.average, p99: r.latency.p99, failed: r.non2xx + r.errors + r.timeouts }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  const results = { direct: [], proxy: [] }
  try {
    console.log(
      `trivial upstream vs bare node:http + undici proxy, ${CONNECTIONS} connections, ${DURATION} s, ${ROUNDS} round(s)`,
    )
    for (let round = 1; round <= ROUNDS; round++)
      for (const [side, url] of [
        ['direct', 'http://127.0.0.1:4291/me'],
        ['proxy', 'http://127.0.0.1:4292/me'],
      ]) {
        await run(url, 2, 10)
        const r = await run(url, DURATION, CONNECTIONS)
        results[side].push(r)
        console.log(
          `round ${round} ${side.padEnd(6)} ${r.reqPerSec.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(3)} ms  (${r.failed} failed)`,
        )
      }
    const d = median(results.direct.map((r) => r.reqPerSec))
    const p = median(results.proxy.map((r) => r.reqPerSec))
    console.log(
      `medians: direct ${d.toFixed(0)} req/s, proxy ${p.toFixed(0)} req/s = ${((p / d) * 100).toFixed(1)}% of direct; proxy p99 ${median(results.proxy.map((r) => r.p99))} ms`,
    )
  } finally {
    upstream.kill()
    proxy.kill()
  }
}
