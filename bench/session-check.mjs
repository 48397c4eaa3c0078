// What the per-request session check (docs/decisions.md, "Sessions that end") costs the gateway hop:
// GET /api/matching/x with a bearer token through a built gateway (`gateway/dist`) to a trivial stub upstream,
// with the check as shipped, then with it switched off in that gateway process only (the child preloads a
// module that replaces SessionRevocations.check; nothing on disk changes). Rounds alternate; medians compared.
//
//   node bench/session-check.mjs
//   env: ROUNDS (3), CONNECTIONS (100), DURATION seconds (8), WARMUP seconds (2), REDIS_URL
// Expects a build (`pnpm build`) and Redis; nothing else of the platform.
import { spawn } from 'node:child_process'
import { createHmac, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import autocannon from 'autocannon'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const ROUNDS = Number(process.env.ROUNDS ?? 3)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 100)
const DURATION = Number(process.env.DURATION ?? 8)
const WARMUP = Number(process.env.WARMUP ?? 2)

// Same module instance as the gateway's (ESM resolves the workspace symlink to this real path).
const serviceKit = pathToFileURL(path.join(ROOT, 'packages/service-kit/dist/index.js')).href
const withoutCheck = `data:text/javascript,${encodeURIComponent(
  `import { SessionRevocations } from '${serviceKit}'\nSessionRevocations.prototype.check = async () => {}`,
)}`

const secret = randomBytes(32).toString('hex')
const b64 = (o) => Buffer.from(JSON.stringify(o)).toString('base64url')
const now = Math.floor(Date.now() / 1000)
const unsigned = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: randomBytes(8).toString('hex'), email: 'bench@example.com', role: 'RENTER', sid: randomBytes(8).toString('hex'), ver: 0, iat: now, exp: now + 900 })}`
const token = `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`

const stub = createServer((_req, res) =>
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': 11 }).end('{"ok":true}'),
)
await new Promise((resolve) => stub.listen(0, '127.0.0.1', resolve))

async function run(checked) {
  const port = 20000 + Math.floor(Math.random() * 10000)
  const gateway = spawn(
    process.execPath,
    [...(checked ? [] : ['--import', withoutCheck]), '--max-semi-space-size=64', 'gateway/dist/server.js'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        JWT_SECRET: secret,
        INTERNAL_TOKEN: secret,
        PORT: String(port),
        HOST: '127.0.0.1',
        MATCHING_URL: `http://127.0.0.1:${stub.address().port}`,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  )
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${url}/healthz`)
      .then((r) => r.ok)
      .catch(() => false)
    if (up) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  const options = {
    url: `${url}/api/matching/x`,
    connections: CONNECTIONS,
    headers: { authorization: `Bearer ${token}` },
  }
  await autocannon({ ...options, duration: WARMUP })
  const result = await autocannon({ ...options, duration: DURATION })
  gateway.kill()
  await new Promise((resolve) => gateway.once('exit', resolve))
  if (result.non2xx) throw new Error(`${result.non2xx} answers were not 2xx`)
  const row = { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99 }
  console.log(
    `${checked ? 'check on ' : 'check off'}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms`,
  )
  return row
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const on = []
const off = []
try {
  for (let round = 0; round < ROUNDS; round++) {
    on.push(await run(true))
    off.push(await run(false))
  }
} finally {
  stub.close()
}
const [rOn, rOff] = [median(on.map((r) => r.rps)), median(off.map((r) => r.rps))]
console.log(
  `median: check on ${rOn} req/s (p99 ${median(on.map((r) => r.p99))} ms), off ${rOff} req/s ` +
    `(p99 ${median(off.map((r) => r.p99))} ms): the check keeps ${Math.round((100 * rOn) / rOff)}%`,
)
