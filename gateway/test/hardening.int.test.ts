import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { MESSAGES } from '@cosign/api'
import { buildApp } from '../src/app.js'
import { readConfig, type GatewayConfig } from '../src/config.js'
import { anyPathRouteTable, startStubService, type StubService } from './helpers/upstreams.js'

// Issue 14 at the edge: the public agreement verification (no login: by fingerprint or by uploading the PDF) is
// rate limited per client IP in Redis, like the credential endpoints; API answers carry nosniff whatever the
// service sent; request ids of any shape are never passed on.
const runId = randomBytes(4).toString('hex')
const MAX = 3
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true })
let documents: StubService
let gateway: FastifyInstance
let url = ''

beforeAll(async () => {
  documents = await startStubService('documents')
  const base = readConfig({ NODE_ENV: 'test' })
  const config: GatewayConfig = {
    ...base,
    services: Object.fromEntries(
      Object.keys(base.services).map((s) => [s, documents.url]),
    ) as GatewayConfig['services'],
    authRateLimit: { ...base.authRateLimit, keyPrefix: `test:gateway-public:${runId}:` },
    publicRateLimit: { verifyMax: MAX, windowMs: 60_000 },
  }
  gateway = await buildApp(config, anyPathRouteTable())
  await gateway.listen({ port: 0, host: '127.0.0.1' })
  url = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`
  await redis.connect()
})

afterAll(async () => {
  await gateway?.close()
  await documents?.close()
  const keys = await redis.keys(`test:gateway-public:${runId}:*`)
  if (keys.length) await redis.del(...keys)
  redis.disconnect()
})

const hash = () => randomBytes(32).toString('hex')

test('verification by fingerprint: 429 in the envelope after the limit, whatever the fingerprint', async () => {
  for (let i = 0; i < MAX; i++)
    expect((await fetch(`${url}/api/documents/agreements/verify/${hash()}`)).status).toBe(200)
  const refused = await fetch(`${url}/api/documents/agreements/verify/${hash()}`)
  expect(refused.status).toBe(429)
  expect(await refused.json()).toEqual({ error: { code: 'RATE_LIMITED', message: MESSAGES.tooManyRequests } })
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(documents.seen.filter((r) => r.url.startsWith('/agreements/verify/'))).toHaveLength(MAX)
  expect(await redis.keys(`test:gateway-public:${runId}:*`)).not.toHaveLength(0)
})

test('verification by upload has its own budget; other documents routes are not limited', async () => {
  const upload = () =>
    fetch(`${url}/api/documents/agreements/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/pdf' },
      body: 'pdf',
    })
  for (let i = 0; i < MAX; i++) expect((await upload()).status).toBe(200)
  expect((await upload()).status).toBe(429)
  for (let i = 0; i < MAX + 2; i++) expect((await fetch(`${url}/api/documents/documents`)).status).toBe(200)
})

test('API answers carry X-Content-Type-Options: nosniff, proxied or answered by the gateway itself', async () => {
  // The stand-in service sends no such header: the gateway adds it.
  const proxied = await fetch(`${url}/api/documents/anything`)
  expect(proxied.headers.get('x-content-type-options')).toBe('nosniff')
  const unknown = await fetch(`${url}/api/nowhere`)
  expect(unknown.status).toBe(404)
  expect(unknown.headers.get('x-content-type-options')).toBe('nosniff')
  expect((await unknown.json()) as unknown).toMatchObject({ error: { code: 'NOT_FOUND' } })
})

test('431 for oversized headers at the gateway, in the envelope', async () => {
  const res = await fetch(`${url}/api/documents/anything`, { headers: { 'x-big': 'a'.repeat(20_000) } })
  expect(res.status).toBe(431)
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  expect(await res.json()).toEqual({
    error: { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' },
  })
})

test('an unsafe incoming request id is replaced before it reaches the service', async () => {
  const before = documents.seen.length
  const res = await fetch(`${url}/api/documents/rid`, { headers: { 'x-request-id': 'evil id\twith tab' } })
  const forwarded = documents.seen.slice(before).find((r) => r.url === '/rid')
  expect(forwarded?.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  expect(res.headers.get('x-request-id')).toBe(forwarded?.headers['x-request-id'])
})
