// The edge (issue 17): the platform's own HAProxy configuration (scripts/platform.mjs) in front of a gateway and
// the real auth service. A token reaches a service past the gateway only after the gateway admitted it, for a
// bounded time, with what the gateway would add; forged tokens, dot segments and credential endpoints always
// pass the gateway; a logout withdraws the admission; the edge's own errors use the API's envelope.
import { spawn, type ChildProcess } from 'node:child_process'
import { createHmac, randomBytes, randomInt } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import net, { type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import WebSocket, { WebSocketServer } from 'ws'
import { applyMigrations, cleanupTestRun, testRunNames } from '@cosign/service-kit'
import { REFRESH_COOKIE } from '@cosign/api'
import { buildApp } from '../src/app.js'
import { readConfig, type GatewayConfig } from '../src/config.js'
import { admissionKey } from '../src/plugins/edge-admission.js'
import { closedPort, startStubChat, startStubService, type StubChat, type StubService } from './helpers/upstreams.js'
import { haproxyRuntime, STARTUP_TIMEOUT_MS, until, untilServing } from './helpers/processes.js'
// The real auth service, built beforehand (`pnpm --filter @cosign/auth build`).
import { buildApp as buildAuthApp } from '../../services/auth/dist/app.js'
import { readConfig as readAuthConfig } from '../../services/auth/dist/config.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy'
const names = testRunNames('auth')
const INTERNAL_TOKEN = randomBytes(32).toString('hex')
const JWT_SECRET = randomBytes(32).toString('hex')
// Below the kernel's ephemeral range (32768+), away from the platforms the test command starts (offsets 0, 500).
const PORT_OFFSET = 10_000 + randomInt(0, 40) * 50

interface EdgeFront {
  close(): Promise<void>
}
interface Platform {
  GATEWAY_PORT: number
  GATEWAY_INSTANCE_PORTS: number[]
  SERVICES: Array<{ name: string; port: number }>
  edgeSocketFile(): string
  writeEdgeFiles(env: NodeJS.ProcessEnv): string
}
let platform: Platform
let auth: FastifyInstance
let gateway: FastifyInstance
let matching: StubService
let chat: StubChat
let edge: ChildProcess
let front: EdgeFront
let shellDir: string
let publicUrl: string
/** API requests the gateway handled, by path. */
const gatewayHits: string[] = []

const describeWithHaproxy = existsSync(HAPROXY) ? describe : describe.skip

/** A well-formed HS256 token signed with `secret`. */
function hs256(claims: object, secret: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`
}

const runtimeApi = (command: string) => haproxyRuntime(platform.edgeSocketFile(), command)

const me = (token: string, url = '/api/auth/me') =>
  fetch(`${publicUrl}${url}`, { headers: { authorization: `Bearer ${token}` } })

/** Requests to `url` that passed the gateway while `run` ran. */
async function hitsDuring(url: string, run: () => Promise<void>): Promise<number> {
  const before = gatewayHits.filter((u) => u === url).length
  await run()
  return gatewayHits.filter((u) => u === url).length - before
}

async function signUp() {
  const res = await fetch(`${publicUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `edge-${randomBytes(4).toString('hex')}@example.com`,
      password: 'secret12',
      confirmPassword: 'secret12', acceptTerms: true,
      role: 'RENTER',
    }),
  })
  expect(res.status).toBe(201)
  const cookie = res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${REFRESH_COOKIE}=`))!
    .split(';')[0]
  return { token: ((await res.json()) as { accessToken: string }).accessToken, cookie }
}

/** The token passes the gateway once, then the edge holds its admission. */
async function admitted(token: string) {
  expect((await me(token)).status).toBe(200)
  await gateway.edgeAdmission.flush()
  expect(await runtimeApi('show table admitted')).toContain(`key=${admissionKey(token)}`)
}

/** What came back on a raw connection: status, headers (lower-cased names) and body. */
interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

/**
 * Sends `request` as bytes on a fresh connection to the edge's public port and reads until the edge closes it
 * (every answer the edge itself makes closes the connection). `more` keeps writing after the head (a body).
 */
async function raw(request: string | Buffer, more?: (socket: net.Socket) => Promise<void>): Promise<RawAnswer> {
  const received: Buffer[] = []
  await new Promise<void>((resolve, reject) => {
    const socket = net.connect(platform.GATEWAY_PORT, '127.0.0.1', () => {
      socket.write(request)
      more?.(socket).catch(() => undefined)
    })
    socket.setTimeout(60_000, () => socket.destroy(new Error('no answer within 60 s')))
    socket.on('data', (chunk) => {
      received.push(chunk)
      const text = Buffer.concat(received).toString('latin1')
      const headEnd = text.indexOf('\r\n\r\n')
      const length = /\r\ncontent-length: *(\d+)/i.exec(text)
      // A complete answer is enough: a server may keep reading what the client still sends.
      if (headEnd >= 0 && length && text.length >= headEnd + 4 + Number(length[1])) socket.destroy()
    })
    // Writes the edge no longer reads (it answered early) fail with EPIPE/ECONNRESET: the answer is what counts.
    socket.on('error', (error: NodeJS.ErrnoException) => (received.length ? resolve() : reject(error)))
    socket.on('close', () => resolve())
  })
  const text = Buffer.concat(received).toString('utf8')
  const [head, ...rest] = text.split('\r\n\r\n')
  const [statusLine, ...headerLines] = head.split('\r\n')
  return {
    status: Number(statusLine.split(' ')[1]),
    headers: Object.fromEntries(
      headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    ),
    body: rest.join('\r\n\r\n'),
  }
}

/** The answer is `status` with the API's envelope as JSON. */
function expectEnvelope(answer: RawAnswer, status: number, code?: string) {
  expect(answer.status).toBe(status)
  expect(answer.headers['content-type']).toMatch(/^application\/json/)
  const body = JSON.parse(answer.body) as { error: { code: string; message: string } }
  expect(body).toEqual({ error: { code: code ?? expect.any(String), message: expect.any(String) } })
  expect(body.error.message.length).toBeGreaterThan(0)
}

/** Writes a chunked body of `total` bytes in 64 KiB chunks, as fast as the connection takes it, then its end. */
const chunkedBody = (total: number) => async (socket: net.Socket) => {
  const piece = Buffer.alloc(64 * 1024, 0x20)
  for (let sent = 0; sent < total && !socket.destroyed; sent += piece.length) {
    socket.write(`${piece.length.toString(16)}\r\n`)
    socket.write(piece)
    if (!socket.write('\r\n')) await new Promise((resolve) => socket.once('drain', resolve))
  }
  if (!socket.destroyed) socket.write('0\r\n\r\n')
}

const head = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`


describeWithHaproxy('the edge in front of the gateway', () => {
  beforeAll(async () => {
    process.env.PORT_OFFSET = String(PORT_OFFSET)
    platform = (await import(pathToFileURL(path.resolve(here, '../../scripts/platform.mjs')).href)) as Platform
    const servicePort = (name: string) => platform.SERVICES.find((s) => s.name === name)!.port
    publicUrl = `http://127.0.0.1:${platform.GATEWAY_PORT}`

    await applyMigrations({
      databaseUrl: names.databaseUrl,
      schema: names.schema,
      migrationsDir: path.resolve(here, '../../services/auth/prisma/migrations'),
    })
    auth = await buildAuthApp({
      ...readAuthConfig({ NODE_ENV: 'test', INTERNAL_TOKEN, JWT_SECRET }),
      databaseUrl: names.databaseUrl,
      natsUrl: names.natsUrl,
      schema: names.schema,
      eventStream: names.eventStream,
      subjectPrefix: names.subjectPrefix,
    })
    await auth.events.connected
    await auth.listen({ port: servicePort('auth'), host: '127.0.0.1' })

    matching = await startStubService('matching')
    chat = await startStubChat()
    shellDir = await mkdtemp(path.join(tmpdir(), 'gateway-shell-'))
    await writeFile(path.join(shellDir, 'index.html'), '<!doctype html><html><body>shell</body></html>')
    const down = `http://127.0.0.1:${await closedPort()}`
    const config: GatewayConfig = {
      ...readConfig({ NODE_ENV: 'test', INTERNAL_TOKEN, JWT_SECRET, TRUST_PROXY: 'true' }),
      natsUrl: names.natsUrl,
      subjectPrefix: names.subjectPrefix,
      services: {
        auth: `http://127.0.0.1:${servicePort('auth')}`,
        matching: matching.url,
        contracts: down,
        payments: down,
        chat: chat.url,
        documents: down,
      },
      shellDir,
      edgeAdmission: { sockets: [platform.edgeSocketFile()], windowSeconds: 30 },
      authRateLimit: { max: 1000, refreshMax: 1000, windowMs: 60_000, keyPrefix: `test:edge:${PORT_OFFSET}:` },
    }
    gateway = await buildApp(config)
    gateway.addHook('onRequest', async (request) => {
      if (request.url.startsWith('/api/')) gatewayHits.push(request.url)
    })
    await gateway.listen({ port: platform.GATEWAY_INSTANCE_PORTS[0], host: '127.0.0.1' })

    // This test's upstreams share its process: a stall of the whole process (a saturated machine) must not take
    // them out of rotation; a stopped one still refuses its check at once.
    const configFile = platform.writeEdgeFiles({ ...process.env, EDGE_CHECK_TIMEOUT: '60s', PUBLIC_ORIGIN: publicUrl })
    edge = spawn(HAPROXY, ['-db', '-f', configFile], { env: { ...process.env, INTERNAL_TOKEN }, stdio: 'ignore' })
    const { startEdgeFront } = (await import(pathToFileURL(path.resolve(here, '../../scripts/edge-front.mjs')).href)) as {
      startEdgeFront(options?: { headersTimeoutMs?: number }): Promise<EdgeFront>
    }
    front = await startEdgeFront({ headersTimeoutMs: 1500 })
    // The edge marks the gateway up after two health checks.
    await untilServing('the edge', `${publicUrl}/healthz`, edge)
  }, 2 * STARTUP_TIMEOUT_MS)

  afterAll(async () => {
    await front?.close()
    edge?.kill()
    // No closeAllConnections(): the gateway closes the connections of the bodies it answered early itself.
    await gateway?.close()
    await Promise.all([matching?.close(), chat?.close()])
    await auth?.close()
    await cleanupTestRun(names)
    if (shellDir) await rm(shellDir, { recursive: true, force: true })
  })

  test('an admitted token goes straight to its service, with the internal token, a request id and the path cut', async () => {
    const { token } = await signUp()
    expect(await hitsDuring('/api/auth/me', () => admitted(token))).toBe(1)

    let res: Response | undefined
    const hits = await hitsDuring('/api/auth/me', async () => {
      res = await me(token)
    })
    expect(hits).toBe(0)
    expect(res!.status).toBe(200) // the service took it: the edge added the internal token
    expect(res!.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(res!.headers.get('x-content-type-options')).toBe('nosniff')
    // A sane request id from the client is kept, a malformed one replaced.
    const kept = await fetch(`${publicUrl}/api/auth/me`, {
      headers: { authorization: `Bearer ${token}`, 'x-request-id': 'client-trace-1' },
    })
    expect(kept.headers.get('x-request-id')).toBe('client-trace-1')
    const replaced = await fetch(`${publicUrl}/api/auth/me`, {
      headers: { authorization: `Bearer ${token}`, 'x-request-id': '<script>' },
    })
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
  })

  test('a token the gateway did not admit always passes the gateway: forged, or one of another secret', async () => {
    const forged = hs256({ sub: 'someone', role: 'ADMIN', exp: Math.floor(Date.now() / 1000) + 600 }, 'not-the-secret')
    for (let i = 0; i < 3; i++) {
      let res: Response | undefined
      expect(
        await hitsDuring('/api/auth/me', async () => {
          res = await me(forged)
        }),
      ).toBe(1)
      expect(res!.status).toBe(401)
      expect(await res!.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } })
    }
    await gateway.edgeAdmission.flush()
    expect(await runtimeApi('show table admitted')).not.toContain(admissionKey(forged))
  })

  test('dot segments, encoded paths, credential endpoints and cross-origin requests pass the gateway even when admitted', async () => {
    const { token } = await signUp()
    await admitted(token)
    for (const url of ['/api/auth/../auth/me', '/api/auth/%6de', '/api/auth/refresh']) {
      const hits = await hitsDuring(url, async () => {
        await fetch(`${publicUrl}${url}`, {
          method: url.endsWith('refresh') ? 'POST' : 'GET',
          headers: { authorization: `Bearer ${token}` },
        })
      })
      // fetch normalises "/../" itself: the gateway then sees the normalised path.
      if (!url.includes('..')) expect(hits).toBe(1)
    }
    const crossOrigin = await hitsDuring('/api/auth/me', async () => {
      const res = await fetch(`${publicUrl}/api/auth/me`, {
        headers: { authorization: `Bearer ${token}`, origin: 'https://elsewhere.example' },
      })
      expect(res.headers.get('access-control-allow-origin')).toBeNull()
    })
    expect(crossOrigin).toBe(1)
  })

  test('a logout ends the token at once, and the revocation broadcast withdraws its admission from the edge', async () => {
    const { token, cookie } = await signUp()
    await admitted(token)
    const out = await fetch(`${publicUrl}/api/auth/logout`, { method: 'POST', headers: { cookie } })
    expect(out.status).toBe(204)
    // Refused on the very next request, wherever it is answered (the service checks the session itself).
    const next = await me(token)
    expect(next.status).toBe(401)
    expect(await next.json()).toMatchObject({ error: { code: 'TOKEN_EXPIRED' } })
    await until('the admission to be withdrawn', async () => {
      await gateway.edgeAdmission.flush()
      return !(await runtimeApi('show table admitted')).includes(admissionKey(token))
    })
    expect(await hitsDuring('/api/auth/me', async () => void (await me(token)))).toBe(1)
  })

  test('a websocket upgrade passes the front and HAProxy to a chat instance, both ways, with the forwarding header', async () => {
    // A stand-in chat instance on chat's port (the test's chat stub sits elsewhere): health checks and one socket.
    const instance = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'))
    const sockets = new WebSocketServer({ server: instance })
    sockets.on('connection', (socket, req) => {
      socket.send(JSON.stringify({ url: req.url, internal: req.headers['x-internal-token'] === INTERNAL_TOKEN, forwardedFor: req.headers['x-forwarded-for'] }))
      socket.on('message', (data) => socket.send(`echo:${String(data)}`))
    })
    const chatPort = platform.SERVICES.find((s) => s.name === 'chat')!.port
    await new Promise<void>((resolve) => instance.listen(chatPort, '127.0.0.1', resolve))
    expect((instance.address() as AddressInfo).port).toBe(chatPort)
    try {
      const open = () =>
        new Promise<{ socket: WebSocket; first: string }>((resolve, reject) => {
          const socket = new WebSocket(`ws://127.0.0.1:${platform.GATEWAY_PORT}/api/chat/ws`, { headers: { 'x-forwarded-for': '203.0.113.9' } })
          socket.once('message', (data) => resolve({ socket, first: String(data) }))
          socket.once('error', reject)
          socket.once('unexpected-response', (_req, res) => reject(new Error(`answered ${res.statusCode}`)))
        })
      let opened: { socket: WebSocket; first: string } | undefined
      // HAProxy takes two health checks (1 s apart) to put the instance in rotation.
      await until('the chat instance in rotation', async () => {
        opened = await open().catch(() => undefined)
        return opened !== undefined
      })
      const { socket, first } = opened!
      // The path cut to the instance's, the internal token added, the client's forwarding header replaced.
      expect(JSON.parse(first)).toEqual({ url: '/ws', internal: true, forwardedFor: '127.0.0.1' })
      const echoed = new Promise<string>((resolve) => socket.once('message', (data) => resolve(String(data))))
      socket.send('hello')
      expect(await echoed).toBe('echo:hello')
      socket.close()
    } finally {
      sockets.close()
      await new Promise((resolve) => instance.close(resolve))
    }
  })

  describe("the edge's own answers to requests it cannot read (raw sockets)", () => {
    const probes: Array<[string, string | Buffer, number, string]> = [
      ['a header over 16 KB', head(['GET /api/auth/me HTTP/1.1', 'Host: edge', `X-Big: ${'a'.repeat(17 * 1024)}`]), 431, 'HEADERS_TOO_LARGE'],
      ['1,000 headers', head(['GET /api/auth/me HTTP/1.1', 'Host: edge', ...Array.from({ length: 1000 }, (_, i) => `X-H${i}: v`)]), 431, 'HEADERS_TOO_LARGE'],
      ['a 100 KB URL', head([`GET /api/matching/listings?q=${'a'.repeat(100 * 1024)} HTTP/1.1`, 'Host: edge']), 414, 'URI_TOO_LONG'],
      ['a bad request line', head(['GARBAGE', 'Host: edge']), 400, 'BAD_REQUEST'],
      ['a bad method', head(['G@T /api/auth/me HTTP/1.1', 'Host: edge']), 400, 'BAD_REQUEST'],
      ['a bad HTTP version', head(['GET /api/auth/me HTTP/9.Z', 'Host: edge']), 400, 'BAD_REQUEST'],
      [
        'a duplicated Content-Length',
        `${head(['POST /api/auth/logout HTTP/1.1', 'Host: edge', 'Content-Length: 1', 'Content-Length: 2'])}ab`,
        400,
        'BAD_REQUEST',
      ],
      [
        'Content-Length with Transfer-Encoding',
        `${head(['POST /api/auth/logout HTTP/1.1', 'Host: edge', 'Content-Length: 4', 'Transfer-Encoding: chunked'])}0\r\n\r\n`,
        400,
        'BAD_REQUEST',
      ],
      [
        'a bad chunk',
        `${head(['POST /api/auth/logout HTTP/1.1', 'Host: edge', 'Content-Type: application/json', 'Transfer-Encoding: chunked'])}zz\r\n{}\r\n0\r\n\r\n`,
        400,
        'BAD_REQUEST',
      ],
      ['NUL in a header', head(['GET /api/auth/me HTTP/1.1', 'Host: edge', 'X-Probe: a\u0000b']), 400, 'BAD_REQUEST'],
      ['CR in a header', head(['GET /api/auth/me HTTP/1.1', 'Host: edge', 'X-Probe: a\rb']), 400, 'BAD_REQUEST'],
      ['a space before the colon', head(['GET /api/auth/me HTTP/1.1', 'Host: edge', 'X-Probe : a']), 400, 'BAD_REQUEST'],
      ['CONNECT', head(['CONNECT example.com:443 HTTP/1.1', 'Host: example.com:443']), 400, 'BAD_REQUEST'],
    ]
    test.each(probes)('%s: the status and code the table gives, with the envelope', async (_name, request, status, code) => {
      expectEnvelope(await raw(request), status, code)
    })

    test('a head that does not arrive in time: 408 with the envelope', async () => {
      // The test's front waits 1.5 s for a head (the platform's, 30 s, as HAProxy's `timeout http-request`).
      expectEnvelope(await raw('GET /api/auth/me HTTP/1.1\r\nHost: edge\r\n'), 408, 'REQUEST_TIMEOUT')
    })

    test('an unexpected Expect: 417 with the envelope', async () => {
      expectEnvelope(await raw(head(['GET /api/auth/me HTTP/1.1', 'Host: edge', 'Expect: something-else'])), 417)
    })

    test('a well-formed request on the same kind of raw connection still goes through', async () => {
      const answer = await raw(head(['GET /api/auth/me HTTP/1.1', 'Host: edge', 'Connection: close']))
      expectEnvelope(answer, 401, 'UNAUTHORIZED')
    })

    test('a 12 MiB chunked body gets 413 with the envelope, every time (20 tries), never a 503', async () => {
      for (let attempt = 0; attempt < 20; attempt++) {
        const answer = await raw(
          head(['POST /api/auth/logout HTTP/1.1', 'Host: edge', 'Content-Type: application/json', 'Transfer-Encoding: chunked']),
          chunkedBody(12 * 1024 * 1024),
        )
        expectEnvelope(answer, 413, 'PAYLOAD_TOO_LARGE')
      }
    }, 240_000)

    test('an answer that comes while the body is still being sent is relayed whole, never replaced by a 503', async () => {
      // The gateway answers an unknown route at once, without reading the 8 MiB still coming.
      for (let attempt = 0; attempt < 10; attempt++) {
        const answer = await raw(
          head(['POST /api/nowhere/at-all HTTP/1.1', 'Host: edge', 'Content-Type: application/json', 'Transfer-Encoding: chunked']),
          chunkedBody(8 * 1024 * 1024),
        )
        expectEnvelope(answer, 404)
      }
      // Each client left with its body unfinished and the gateway closed each early-answered connection: the edge
      // holds no session for them (HAProxy's connections toward the gateway used to stay busy, unread).
      await until("the early answers' sessions to end", async () => !(await runtimeApi('show sess')).includes('fe=public'))
    }, 120_000)
  })

  // Last: it stops the auth service.
  describe('a service that is down', () => {
    test("the edge's own answers use the API's error envelope: an admitted token whose service is down", async () => {
      const { token } = await signUp()
      await admitted(token)
      await auth.close()
      const res = await me(token)
      expect(res.status).toBe(503)
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(await res.json()).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: 'The service is unavailable. Please try again shortly.' },
      })
    })
  })
})
