import { createHash, randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import WebSocket from 'ws'
import { applyMigrations, cleanupTestRun, testRunNames, signedInClaims } from '@cosign/service-kit'
import { REFRESH_COOKIE } from '@cosign/api'
import { buildApp } from '../src/app.js'
import { readConfig, type GatewayConfig } from '../src/config.js'
import type { RouteTable } from '../src/routes/proxy.js'
import { API_ENDPOINTS } from '@cosign/api'
import {
  anyPathRouteTable,
  closedPort,
  startStubChat,
  startStubService,
  type StubChat,
  type StubService,
} from './helpers/upstreams.js'
// The real auth service, built beforehand (`pnpm --filter @cosign/auth build`).
import { buildApp as buildAuthApp } from '../../services/auth/dist/app.js'
import { readConfig as readAuthConfig } from '../../services/auth/dist/config.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const authNames = testRunNames('auth')
const runId = randomBytes(4).toString('hex')
const RATE_LIMIT_MAX = 3
// Gateway and the real auth service share it, as on the platform: auth refuses requests without it.
const INTERNAL_TOKEN = randomBytes(32).toString('hex')

let auth: FastifyInstance
let authUrl: string
let stubs: Record<'matching' | 'contracts' | 'documents' | 'auth', StubService>
let chat: StubChat
let shellDir: string
let downPort: number
const gateways: FastifyInstance[] = []
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true })

/** A gateway on a random port; by default payments is down and auth is the real service. */
async function startGateway(
  overrides: Partial<GatewayConfig> = {},
  env: NodeJS.ProcessEnv = {},
  routeTable: RouteTable = anyPathRouteTable(),
) {
  const base = readConfig({ NODE_ENV: 'test', INTERNAL_TOKEN, ...env })
  const config: GatewayConfig = {
    ...base,
    services: {
      auth: authUrl,
      matching: stubs.matching.url,
      contracts: stubs.contracts.url,
      payments: `http://127.0.0.1:${downPort}`,
      chat: chat.url,
      documents: stubs.documents.url,
    },
    shellDir,
    authRateLimit: {
      max: RATE_LIMIT_MAX,
      refreshMax: RATE_LIMIT_MAX * 3,
      windowMs: 60_000,
      keyPrefix: `test:gateway:${runId}:${gateways.length}:`,
    },
    readyTimeoutMs: 1_000,
    ...overrides,
  }
  const app = await buildApp(config, routeTable)
  await app.listen({ port: 0, host: '127.0.0.1' })
  gateways.push(app)
  const { port } = app.server.address() as AddressInfo
  return { app, config, url: `http://127.0.0.1:${port}`, port }
}

let gw: Awaited<ReturnType<typeof startGateway>>

beforeAll(async () => {
  await applyMigrations({
    databaseUrl: authNames.databaseUrl,
    schema: authNames.schema,
    migrationsDir: path.resolve(here, '../../services/auth/prisma/migrations'),
  })
  auth = await buildAuthApp({
    ...readAuthConfig({ NODE_ENV: 'test', INTERNAL_TOKEN }),
    databaseUrl: authNames.databaseUrl,
    natsUrl: authNames.natsUrl,
    schema: authNames.schema,
    eventStream: authNames.eventStream,
    subjectPrefix: authNames.subjectPrefix,
  })
  await auth.events.connected
  await auth.listen({ port: 0, host: '127.0.0.1' })
  authUrl = `http://127.0.0.1:${(auth.server.address() as AddressInfo).port}`

  stubs = {
    matching: await startStubService('matching'),
    contracts: await startStubService('contracts'),
    documents: await startStubService('documents'),
    auth: await startStubService('auth'),
  }
  chat = await startStubChat()
  downPort = await closedPort()

  shellDir = await mkdtemp(path.join(tmpdir(), 'gateway-shell-'))
  await writeFile(
    path.join(shellDir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root">shell</div></body></html>',
  )
  await writeFile(path.join(shellDir, 'main.0123abcd.js'), 'console.log("shell")')
  await writeFile(path.join(shellDir, 'favicon.ico'), 'icon')

  await redis.connect()
  gw = await startGateway()
})

afterAll(async () => {
  for (const app of gateways) await app.close()
  await Promise.all([...Object.values(stubs ?? {}).map((s) => s.close()), chat?.close()])
  await auth?.close()
  await cleanupTestRun(authNames)
  const keys = await redis.keys(`test:gateway:${runId}:*`)
  if (keys.length) await redis.del(...keys)
  redis.disconnect()
  if (shellDir) await rm(shellDir, { recursive: true, force: true })
})

/** GET with the path sent exactly as given. */
function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('error', reject)
    req.end()
  })
}


/** A POST whose body is streamed without a declared length (Transfer-Encoding: chunked), in 64 KiB pieces. */
function chunkedPost(bytes: number): RequestInit {
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close()
      const piece = Math.min(64 * 1024, bytes - sent)
      sent += piece
      controller.enqueue(new Uint8Array(piece).fill(0x20))
    },
  })
  return { method: 'POST', headers: { 'content-type': 'application/json' }, body, duplex: 'half' } as RequestInit
}

const json = (body: unknown) => ({ 'content-type': 'application/json', body: JSON.stringify(body) })
const token = (claims: Record<string, unknown> = {}) =>
  gw.app.jwt.sign(signedInClaims({ sub: 'user-1', email: 'user@example.com', role: 'RENTER', ...claims }))

describe('against the real auth service', () => {
  const email = `gw-${runId}@example.com`
  let accessToken: string

  test('sign-up through the gateway sets the refresh cookie and returns a token', async () => {
    const { body, 'content-type': contentType } = json({
      email,
      password: 'secret12',
      confirmPassword: 'secret12', acceptTerms: true,
      firstName: 'Gina',
      role: 'RENTER',
    })
    const res = await fetch(`${gw.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    })
    expect(res.status).toBe(201)
    const session = (await res.json()) as { accessToken: string; user: { email: string } }
    expect(session.user.email).toBe(email)
    expect(typeof session.accessToken).toBe('string')
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE}=`))
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/Path=\/api\/auth/)
    accessToken = session.accessToken
  })

  test('/api/auth/me with that token answers the user', async () => {
    const res = await fetch(`${gw.url}/api/auth/me`, { headers: { authorization: `Bearer ${accessToken}` } })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { user: { email: string } }).user.email).toBe(email)
  })

  test('a tampered token is refused by the gateway with 401', async () => {
    const [h, p, s] = accessToken.split('.')
    const tampered = `${h}.${p}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`
    const res = await fetch(`${gw.url}/api/auth/me`, { headers: { authorization: `Bearer ${tampered}` } })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Authentication required' } })
  })
})

describe('access tokens at the edge', () => {
  test('tampered, expired and malformed tokens get 401 and never reach the service', async () => {
    const valid = token()
    const tampered = valid.slice(0, -3) + (valid.endsWith('abc') ? 'xyz' : 'abc')
    const expired = token({ exp: Math.floor(Date.now() / 1000) - 60 })
    const cases: Array<[string, string, string]> = [
      [`Bearer ${tampered}`, 'UNAUTHORIZED', 'Authentication required'],
      [`Bearer ${expired}`, 'TOKEN_EXPIRED', 'Your session has expired. Please log in again.'],
      ['Bearer not-a-jwt', 'UNAUTHORIZED', 'Authentication required'],
      ['Basic dXNlcjpwYXNz', 'UNAUTHORIZED', 'Authentication required'],
    ]
    for (const [authorization, code, message] of cases) {
      const res = await fetch(`${gw.url}/api/matching/guarded`, { headers: { authorization } })
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ error: { code, message } })
    }
    expect(stubs.matching.seenAt('/guarded')).toHaveLength(0)
  })

  test('a token accepted before is refused once it has expired', async () => {
    const shortLived = token({ exp: Math.floor(Date.now() / 1000) + 2 })
    const headers = { authorization: `Bearer ${shortLived}` }
    expect((await fetch(`${gw.url}/api/matching/short-lived`, { headers })).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 2100))
    const res = await fetch(`${gw.url}/api/matching/short-lived`, { headers })
    expect(res.status).toBe(401)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('TOKEN_EXPIRED')
    expect(stubs.matching.seenAt('/short-lived')).toHaveLength(1)
  })

  test('a valid token and cookies are forwarded as sent', async () => {
    const bearer = `Bearer ${token()}`
    const res = await fetch(`${gw.url}/api/matching/with-token`, {
      headers: { authorization: bearer, cookie: 'a=1; b=2' },
    })
    expect(res.status).toBe(200)
    const [seen] = stubs.matching.seenAt('/with-token')
    expect(seen.headers.authorization).toBe(bearer)
    expect(seen.headers.cookie).toBe('a=1; b=2')
  })

  test('requests without a token pass through (the service decides what is public)', async () => {
    const res = await fetch(`${gw.url}/api/matching/public/listings`)
    expect(res.status).toBe(200)
    expect(stubs.matching.seenAt('/public/listings')).toHaveLength(1)
  })
})

describe('proxying', () => {
  test('strips the /api/<service> prefix and keeps method and query string', async () => {
    const res = await fetch(`${gw.url}/api/contracts/contracts/42/sign?step=1&x=a%20b&x=c`, { method: 'PUT' })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      service: 'contracts',
      method: 'PUT',
      url: '/contracts/42/sign?step=1&x=a%20b&x=c',
    })

    const root = await fetch(`${gw.url}/api/contracts?only=query`)
    expect(await root.json()).toMatchObject({ url: '/?only=query' })
  })

  test("sends the service a traceparent under the caller's trace id (the gateway's own span as parent), or a new trace", async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736'
    await fetch(`${gw.url}/api/matching/traced`, { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } })
    const forwarded = String(stubs.matching.seenAt('/traced')[0].headers.traceparent)
    expect(forwarded).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`))
    expect(forwarded).not.toContain('00f067aa0ba902b7')
    await fetch(`${gw.url}/api/matching/untraced`)
    const fresh = String(stubs.matching.seenAt('/untraced')[0].headers.traceparent)
    expect(fresh).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/)
    expect(fresh).not.toContain(traceId)
  })

  test('propagates a sane x-request-id to the service and echoes it; generates one otherwise', async () => {
    const res = await fetch(`${gw.url}/api/matching/rid`, { headers: { 'x-request-id': `req-${runId}` } })
    expect(res.headers.get('x-request-id')).toBe(`req-${runId}`)
    expect(stubs.matching.seenAt('/rid')[0].headers['x-request-id']).toBe(`req-${runId}`)

    const generated = await fetch(`${gw.url}/api/matching/rid2`, {
      headers: { 'x-request-id': 'bad id with spaces' },
    })
    const id = generated.headers.get('x-request-id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(stubs.matching.seenAt('/rid2')[0].headers['x-request-id']).toBe(id)
  })

  test('sets X-Forwarded-* itself, replacing forged client values', async () => {
    await fetch(`${gw.url}/api/matching/fwd`, {
      headers: { 'x-forwarded-for': '6.6.6.6', 'x-real-ip': '6.6.6.6' },
    })
    const [seen] = stubs.matching.seenAt('/fwd')
    expect(seen.headers['x-forwarded-for']).toMatch(/127\.0\.0\.1$/)
    expect(seen.headers['x-forwarded-for']).not.toContain('6.6.6.6')
    expect(seen.headers['x-real-ip']).toBeUndefined()
    expect(seen.headers['x-forwarded-proto']).toBe('http')
    expect(seen.headers['x-forwarded-host']).toBe(`127.0.0.1:${gw.port}`)
  })

  test('sends the internal token to the service, replacing a client-sent one', async () => {
    await fetch(`${gw.url}/api/matching/internal`, { headers: { 'x-internal-token': 'forged' } })
    expect(stubs.matching.seenAt('/internal')[0].headers['x-internal-token']).toBe(INTERNAL_TOKEN)
  })

  test('the real auth service refuses a request that did not come through the gateway', async () => {
    const direct = await fetch(`${authUrl}/me`)
    expect(direct.status).toBe(403)
    expect((await direct.json()).error.code).toBe('FORBIDDEN')
    expect((await fetch(`${authUrl}/readyz`)).status).toBe(200)
  })

  test('multipart uploads reach the service byte for byte (not parsed or re-encoded)', async () => {
    const boundary = '----cosign' + runId
    const file = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256))
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nLease terms\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n`),
      Buffer.from('Content-Type: application/pdf\r\n\r\n'),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    const res = await fetch(`${gw.url}/api/documents/documents`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    })
    expect(res.status).toBe(200)
    const [seen] = stubs.documents.seenAt('/documents')
    expect(seen.headers['content-type']).toBe(`multipart/form-data; boundary=${boundary}`)
    expect(createHash('sha256').update(seen.body).digest('hex')).toBe(
      createHash('sha256').update(body).digest('hex'),
    )
  })

  test('a webhook body keeps its exact bytes (signatures stay valid)', async () => {
    const raw = '{ "event_type":"PAYMENT.CAPTURE.COMPLETED",\n  "resource": {"id":"X1", "amount": 1.10 } }'
    await fetch(`${gw.url}/api/matching/webhooks/paypal`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'paypal-transmission-id': 't-1' },
      body: raw,
    })
    const [seen] = stubs.matching.seenAt('/webhooks/paypal')
    expect(seen.body.toString('utf8')).toBe(raw)
    expect(seen.headers['paypal-transmission-id']).toBe('t-1')
  })

  test('responses stream back: the first chunk arrives before the service has finished', async () => {
    const res = await fetch(`${gw.url}/api/documents/stream.csv`)
    expect(res.headers.get('content-type')).toBe('text/csv')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="x.csv"')
    const reader = res.body!.getReader()
    let timer: NodeJS.Timeout | undefined
    const first = await Promise.race([
      reader.read(),
      new Promise<never>(
        (_, reject) => (timer = setTimeout(() => reject(new Error('response was buffered')), 3000)),
      ),
    ]).finally(() => clearTimeout(timer))
    expect(Buffer.from(first.value!).toString()).toBe('Date,Amount\n')
    stubs.documents.releaseStream()
    let rest = ''
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
      rest += Buffer.from(chunk.value).toString()
    expect(rest).toBe('2026-01-01,10.00\n')
  })

  test("a service's own status, headers and cookies come back unchanged; its 503 is not retried", async () => {
    const cookie = await fetch(`${gw.url}/api/matching/cookie`)
    expect(cookie.headers.getSetCookie()).toEqual(['stub_session=abc; Path=/; HttpOnly'])
    const before = stubs.matching.seenAt('/unavailable').length
    const res = await fetch(`${gw.url}/api/matching/unavailable`)
    expect(res.status).toBe(503)
    expect(await res.json()).toEqual({ error: { code: 'X', message: 'down' } })
    expect(stubs.matching.seenAt('/unavailable')).toHaveLength(before + 1)
  })

  test('paths with ".." segments are refused with 400 and never reach the service', async () => {
    const before = stubs.matching.seen.length
    for (const rawPath of [
      '/api/matching/a/../admin',
      '/api/matching/a/%2e%2e/admin',
      '/api/matching/..%2fadmin',
    ]) {
      const res = await rawGet(gw.port, rawPath)
      expect(res.status).toBe(400)
      expect(JSON.parse(res.body).error.code).toBe('VALIDATION_ERROR')
    }
    expect(stubs.matching.seen).toHaveLength(before)
  })

  test('HEAD, 204, large and hop-by-hop answers come back as the service sent them', async () => {
    const head = await fetch(`${gw.url}/api/matching/large`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-length')).toBe(String(1024 * 1024))
    expect(await head.text()).toBe('')

    const empty = await fetch(`${gw.url}/api/matching/empty`)
    expect(empty.status).toBe(204)
    expect(await empty.text()).toBe('')

    const large = await fetch(`${gw.url}/api/matching/large`)
    const bytes = Buffer.from(await large.arrayBuffer())
    expect(bytes.length).toBe(1024 * 1024)
    expect(bytes.every((b) => b === 7)).toBe(true)

    const hop = await fetch(`${gw.url}/api/matching/hop`)
    expect(hop.headers.get('x-kept')).toBe('1')
    expect(hop.headers.get('x-hop-only')).toBeNull()
  })

  test("a body over a service's limit gets that service's 413; the connection stays usable", async () => {
    const res = await fetch(`${gw.url}/api/auth/logout`, {
      method: 'POST',
      ...json({ padding: 'x'.repeat(3 * 1024 * 1024) }),
    })
    expect(res.status).toBe(413)
    expect(await res.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
    })
    expect((await fetch(`${gw.url}/api/matching/after-413`)).status).toBe(200)
  })

  test("a chunked body over a service's limit always gets that service's 413, never a 503", async () => {
    // No declared length: the service counts as the bytes come, reads the rest and answers once it is in.
    for (let attempt = 0; attempt < 6; attempt++) {
      const res = await fetch(`${gw.url}/api/auth/logout`, chunkedPost(3 * 1024 * 1024))
      expect(res.status).toBe(413)
      expect(await res.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' } })
    }
    expect((await fetch(`${gw.url}/api/matching/after-chunked-413`)).status).toBe(200)
  })

  test("a chunked body over the gateway's own limit gets 413 from the gateway", async () => {
    const strict = await startGateway({ maxRequestBodyBytes: 64 * 1024 })
    const res = await fetch(`${strict.url}/api/matching/things`, chunkedPost(1024 * 1024))
    expect(res.status).toBe(413)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE')
  })

  test('a service that hangs up while the body is still coming: an answer, not a hang', async () => {
    // A plain Fastify upstream refuses a declared oversize body at once and closes the socket; whether
    // its 413 or the broken pipe reaches the gateway first is a race, but the browser always gets an answer.
    const res = await fetch(`${gw.url}/api/documents/too-big`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(3 * 1024 * 1024, 1),
    })
    expect([413, 503]).toContain(res.status)
    await res.arrayBuffer()
    expect((await fetch(`${gw.url}/api/documents/after-hang-up`)).status).toBe(200)
  })

  test("a body over the gateway's own limit gets 413 and never reaches a service, uploads included", async () => {
    const strict = await startGateway({ maxRequestBodyBytes: 1024 })
    const before = stubs.matching.seen.length
    for (const contentType of ['application/json', 'multipart/form-data; boundary=x']) {
      const res = await fetch(`${strict.url}/api/matching/things`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: 'x'.repeat(4096),
      })
      expect(res.status).toBe(413)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE')
    }
    expect(stubs.matching.seen).toHaveLength(before)
  })

  test('unknown /api routes answer 404 in the error shape', async () => {
    for (const url of ['/api/nope/things', '/api', '/api/']) {
      const res = await fetch(`${gw.url}${url}`, { method: 'POST' })
      expect(res.status).toBe(404)
      const body = (await res.json()) as { error: { code: string; message: string } }
      expect(body.error.code).toBe('NOT_FOUND')
      expect(typeof body.error.message).toBe('string')
    }
  })

  test('a service that is down answers 503 SERVICE_UNAVAILABLE naming it', async () => {
    for (const method of ['GET', 'POST']) {
      const res = await fetch(`${gw.url}/api/payments/payments`, {
        method,
        ...(method === 'POST' ? json({ a: 1 }) : {}),
      })
      expect(res.status).toBe(503)
      expect(await res.json()).toEqual({
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'The payments service is unavailable. Please try again shortly.',
        },
      })
    }
  })
})

// Issue 16: the gateway's route table is @cosign/api's declarations: anything else is a 404 of its own.
describe('the route table', () => {
  test('forwards declared endpoints and answers 404 for undeclared paths and methods without reaching a service', async () => {
    const real = await startGateway({}, {}, API_ENDPOINTS)
    const declared = await fetch(`${real.url}/api/contracts/contracts/${runId}/sign`, { method: 'POST' })
    expect(declared.status).toBe(200)
    expect(await declared.json()).toMatchObject({ service: 'contracts', method: 'POST', url: `/contracts/${runId}/sign` })

    for (const [method, path] of [
      ['GET', `/api/contracts/contracts/${runId}/sign`],
      ['GET', '/api/contracts/contracts/x/y/z'],
      ['GET', '/api/contracts'],
      ['DELETE', '/api/contracts/contracts'],
    ]) {
      const refused = await fetch(`${real.url}${path}`, { method })
      expect([method, path, refused.status]).toEqual([method, path, 404])
      expect(await refused.json()).toEqual({
        error: { code: 'NOT_FOUND', message: `Route ${method} ${path} not found` },
      })
    }
    expect(stubs.contracts.seen.filter((r) => r.method !== 'POST' && r.url.includes(runId))).toEqual([])
    expect(stubs.contracts.seenAt('/contracts/x/y/z')).toEqual([])
  })
})

test('a service that does not answer in time gets 504 GATEWAY_TIMEOUT', async () => {
  const impatient = await startGateway({ upstreamTimeoutMs: 200 })
  const res = await fetch(`${impatient.url}/api/contracts/slow`)
  expect(res.status).toBe(504)
  expect(await res.json()).toEqual({
    error: {
      code: 'GATEWAY_TIMEOUT',
      message: 'The contracts service took too long to answer. Please try again shortly.',
    },
  })
})

describe('auth rate limit (Redis)', () => {
  test('429 in the error shape after the limit, per path; the service never sees the extra attempts', async () => {
    const limited = await startGateway({ services: { ...gw.config.services, auth: stubs.auth.url } })
    const attempt = (path: string) =>
      fetch(`${limited.url}/api/auth${path}`, { method: 'POST', ...json({ email: 'a@b.co', password: 'x' }) })

    for (let i = 0; i < RATE_LIMIT_MAX; i++) expect((await attempt('/login')).status).toBe(200)
    const refused = await attempt('/login')
    expect(refused.status).toBe(429)
    expect(await refused.json()).toEqual({
      error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait a moment and try again.' },
    })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(stubs.auth.seenAt('/login')).toHaveLength(RATE_LIMIT_MAX)

    // another limited path has its own budget; other auth routes are not limited
    expect((await attempt('/admin/login')).status).toBe(200)
    // /refresh (a cookie, nothing to guess; once per page load) has a larger one
    for (let i = 0; i < RATE_LIMIT_MAX * 3; i++) expect((await attempt('/refresh')).status).toBe(200)
    expect((await attempt('/refresh')).status).toBe(429)
    for (let i = 0; i < RATE_LIMIT_MAX + 2; i++)
      expect((await fetch(`${limited.url}/api/auth/me`)).status).toBe(200)

    // the counters live in Redis under this gateway's key prefix
    expect(await redis.keys(`${limited.config.authRateLimit.keyPrefix}*`)).not.toHaveLength(0)
  })

  test('Redis down: logins are not blocked (fail open)', async () => {
    const noRedis = await startGateway(
      {
        services: { ...gw.config.services, auth: stubs.auth.url },
        redisUrl: `redis://127.0.0.1:${downPort}`,
      },
      {},
    )
    const before = stubs.auth.seenAt('/signup').length
    for (let i = 0; i < RATE_LIMIT_MAX + 2; i++) {
      const res = await fetch(`${noRedis.url}/api/auth/signup`, { method: 'POST', ...json({}) })
      expect(res.status).toBe(200)
    }
    expect(stubs.auth.seenAt('/signup')).toHaveLength(before + RATE_LIMIT_MAX + 2)
  })
})

describe('health', () => {
  test('/healthz is up', async () => {
    const res = await fetch(`${gw.url}/healthz`)
    expect(res.status).toBe(200)
  })

  test('/readyz is 503 naming the service that is down', async () => {
    const res = await fetch(`${gw.url}/readyz`)
    expect(res.status).toBe(503)
    const body = (await res.json()) as {
      error: { code: string; message: string }
      services: Record<string, string>
    }
    expect(body.error).toEqual({ code: 'NOT_READY', message: 'Not ready: payments' })
    expect(body.services).toMatchObject({ auth: 'ready', matching: 'ready', payments: 'unreachable' })
  })

  test('/readyz is 200 when every service is ready', async () => {
    const allUp = await startGateway({ services: { ...gw.config.services, payments: stubs.contracts.url } })
    const res = await fetch(`${allUp.url}/readyz`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      status: 'ready',
      services: {
        auth: 'ready',
        matching: 'ready',
        contracts: 'ready',
        payments: 'ready',
        chat: 'ready',
        documents: 'ready',
      },
    })
  })
})

describe('web', () => {
  test('/config.json gives the shell its remotes and API base, not cached', async () => {
    const res = await fetch(`${gw.url}/config.json`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.json()).toEqual({
      remotes: {
        mfe_marketing: 'http://localhost:3001/remoteEntry.js',
        mfe_renter: 'http://localhost:3002/remoteEntry.js',
        mfe_cosigner: 'http://localhost:3003/remoteEntry.js',
        mfe_admin: 'http://localhost:3004/remoteEntry.js',
      },
      apiBase: '/api',
      support: { email: null, phone: null },
    })
  })

  const page = (url: string, accept = 'text/html,application/xhtml+xml') =>
    fetch(`${gw.url}${url}`, { headers: { accept } })

  test('an app route gets the shell index.html with 200; an unknown page gets it with 404', async () => {
    const ok = await page('/dashboard')
    expect(ok.status).toBe(200)
    expect(ok.headers.get('content-type')).toMatch(/^text\/html/)
    expect(ok.headers.get('cache-control')).toBe('no-cache')
    const okHtml = await ok.text()
    expect(okHtml).toContain('<div id="root">shell</div>')
    // The runtime config inlined, so the shell does not wait for /config.json.
    const inline = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(okHtml)?.[1]
    expect(JSON.parse(inline as string)).toEqual(await (await fetch(`${gw.url}/config.json`)).json())
    // The route's remote entry preloaded (/dashboard: the renter app's); the shell's own screens preload none.
    expect(okHtml).toContain('<link rel="preload" as="script" href="http://localhost:3002/remoteEntry.js">')
    expect(await (await page('/login')).text()).not.toContain('rel="preload"')

    const profile = await page('/profile/3f1c2a9e-7b1d-4d7e-9f7c-0a1b2c3d4e5f?tab=1')
    expect(profile.status).toBe(200)

    const missing = await page('/definitely-not-a-page')
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('<div id="root">shell</div>')
  })

  test('a non-HTML request for an unknown path gets the JSON 404', async () => {
    const res = await page('/definitely-not-a-page', 'application/json')
    expect(res.status).toBe(404)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND')
  })

  test('shell files: hashed assets cached for a year, others revalidated; no dot-files or traversal', async () => {
    const asset = await fetch(`${gw.url}/main.0123abcd.js`)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await asset.text()).toBe('console.log("shell")')

    const icon = await fetch(`${gw.url}/favicon.ico`)
    expect(icon.headers.get('cache-control')).toBe('no-cache')
    const index = await fetch(`${gw.url}/index.html`)
    expect(index.headers.get('cache-control')).toBe('no-cache')

    // raw paths: fetch would normalise the dot segments away before sending
    for (const rawPath of [
      '/../../../../etc/passwd',
      '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2f..%2fetc%2fpasswd',
    ]) {
      const traversal = await rawGet(gw.port, rawPath)
      expect(traversal.status).toBe(404)
      expect(traversal.body).not.toContain('root:')
    }
  })

  test('security headers: CSP allowing the remotes, no framing, no HSTS on http', async () => {
    const res = await page('/dashboard')
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toMatch(
      /script-src 'self' http:\/\/localhost:3001 http:\/\/localhost:3002 http:\/\/localhost:3003 http:\/\/localhost:3004/,
    )
    expect(csp).toContain(`connect-src 'self' ws://localhost:8080`)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })

  test('HSTS when the public origin is https', async () => {
    const secure = await startGateway({}, { PUBLIC_ORIGIN: 'https://cosign.example.com' })
    const res = await fetch(`${secure.url}/config.json`)
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/)
    expect(res.headers.get('content-security-policy')).toContain(
      "connect-src 'self' wss://cosign.example.com",
    )
  })

  test('the gateway starts without a shell build and answers pages with a 503 page', async () => {
    const noShell = await startGateway({ shellDir: path.join(shellDir, 'does-not-exist') })
    const res = await fetch(`${noShell.url}/dashboard`, { headers: { accept: 'text/html' } })
    expect(res.status).toBe(503)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await res.text()).toContain('Temporarily unavailable')
    expect((await fetch(`${noShell.url}/healthz`)).status).toBe(200)
  })
})

describe('chat websocket', () => {
  function connect(query: string, origin?: string) {
    return new WebSocket(`ws://127.0.0.1:${gw.port}/api/chat/ws${query}`, origin ? { origin } : {})
  }
  function refusal(ws: WebSocket) {
    return new Promise<number>((resolve, reject) => {
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
      ws.on('open', () => reject(new Error('upgrade was accepted')))
      ws.on('error', () => undefined)
    })
  }

  test('with a valid token: proxied to chat /ws with the query string, messages relayed both ways', async () => {
    const accessToken = token()
    const ws = connect(`?token=${accessToken}&contractId=c-1`)
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
    })
    const reply = new Promise<string>((resolve) => ws.once('message', (data) => resolve(data.toString())))
    ws.send('hello')
    expect(await reply).toBe('echo:hello')
    ws.close()
    const upgrade = chat.upgrades.at(-1)!
    expect(upgrade.url).toBe(`/ws?token=${accessToken}&contractId=c-1`)
    expect(upgrade.headers['x-request-id']).toBeTruthy()
    expect(upgrade.headers['x-internal-token']).toBe(INTERNAL_TOKEN)
  })

  test('without a token, or with a bad one, the upgrade is refused with 401 before reaching chat', async () => {
    const before = chat.upgrades.length
    expect(await refusal(connect(''))).toBe(401)
    expect(await refusal(connect('?token=not-a-token'))).toBe(401)
    expect(await refusal(connect(`?token=${token({ exp: Math.floor(Date.now() / 1000) - 5 })}`))).toBe(401)
    expect(chat.upgrades).toHaveLength(before)
  })

  test('a page of another origin is refused with 403, even with a valid token; the public origin is accepted', async () => {
    const before = chat.upgrades.length
    expect(await refusal(connect(`?token=${token()}`, 'http://evil.example'))).toBe(403)
    expect(chat.upgrades).toHaveLength(before)
    const ws = connect(`?token=${token()}`, gw.config.publicOrigin)
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
    })
    // The stub records the upgrade once its side of the socket is open, which may come after ours.
    for (let i = 0; i < 50 && chat.upgrades.length === before; i++) await new Promise((r) => setTimeout(r, 20))
    ws.close()
    expect(chat.upgrades).toHaveLength(before + 1)
  })
})

describe('metrics', () => {
  test('open chat websockets are a gauge on /metrics: up while one is open, down once it closed', async () => {
    const metricsToken = randomBytes(16).toString('hex')
    const before = process.env.METRICS_TOKEN
    process.env.METRICS_TOKEN = metricsToken
    const observed = await startGateway().finally(() => {
      if (before === undefined) delete process.env.METRICS_TOKEN
      else process.env.METRICS_TOKEN = before
    })
    const sample = async (name: string) => {
      const res = await fetch(`${observed.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
      expect(res.status).toBe(200)
      const line = (await res.text()).split('\n').find((l) => l.startsWith(`${name}{`))
      return Number(line?.split(' ').at(-1))
    }
    expect(await sample('websocket_connections')).toBe(0)
    const ws = new WebSocket(`ws://127.0.0.1:${observed.port}/api/chat/ws?token=${token()}`)
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve())
      ws.once('error', reject)
    })
    // The proxy counts the link once its side to chat is open too.
    let open = 0
    for (let i = 0; i < 50 && open === 0; i++) {
      open = await sample('websocket_connections')
      if (open === 0) await new Promise((r) => setTimeout(r, 20))
    }
    expect(open).toBe(1)
    expect(await sample('websocket_connections_opened_total')).toBe(1)
    ws.close()
    for (let i = 0; i < 50 && open === 1; i++) {
      open = await sample('websocket_connections')
      if (open === 1) await new Promise((r) => setTimeout(r, 20))
    }
    expect(open).toBe(0)
  })
})

describe('CORS', () => {
  const preflight = (origin: string) =>
    fetch(`${gw.url}/api/auth/login`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })

  test('a micro-frontend origin may call with credentials', async () => {
    const res = await preflight('http://localhost:3002')
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3002')
    expect(res.headers.get('access-control-allow-credentials')).toBe('true')
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')

    const actual = await fetch(`${gw.url}/api/matching/cors`, {
      headers: { origin: 'http://localhost:3002' },
    })
    expect(actual.headers.get('access-control-allow-origin')).toBe('http://localhost:3002')
    expect(actual.headers.get('access-control-expose-headers')).toContain('x-request-id')
  })

  test('another origin is refused: no CORS headers, preflight not answered', async () => {
    const res = await preflight('http://evil.example')
    expect(res.status).toBe(404)
    expect(res.headers.get('access-control-allow-origin')).toBeNull()
    expect(res.headers.get('access-control-allow-credentials')).toBeNull()

    const actual = await fetch(`${gw.url}/api/matching/cors`, { headers: { origin: 'http://evil.example' } })
    expect(actual.headers.get('access-control-allow-origin')).toBeNull()
  })
})
