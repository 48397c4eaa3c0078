// The edge (issue 17): the platform's own HAProxy configuration (scripts/platform.mjs) in front of a gateway and
// the real auth service. A token reaches a service past the gateway only after the gateway admitted it, for a
// bounded time, with what the gateway would add; forged tokens, dot segments and credential endpoints always
// pass the gateway; a logout withdraws the admission; the edge's own errors use the API's envelope.
import { spawn, type ChildProcess } from 'node:child_process'
import { createHmac, randomBytes, randomInt } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { applyMigrations, cleanupTestRun, testRunNames } from '@cosign/service-kit'
import { REFRESH_COOKIE } from '@cosign/api'
import { buildApp } from '../src/app.js'
import { readConfig, type GatewayConfig } from '../src/config.js'
import { admissionKey } from '../src/plugins/edge-admission.js'
import { closedPort, startStubChat, startStubService, type StubChat, type StubService } from './helpers/upstreams.js'
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

async function runtimeApi(command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = ''
    const socket = net.connect(platform.edgeSocketFile(), () => socket.end(`${command}\n`))
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('error', reject)
    socket.on('close', () => resolve(answer))
  })
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

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
      confirmPassword: 'secret12',
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

    const configFile = platform.writeEdgeFiles({ ...process.env, PUBLIC_ORIGIN: publicUrl })
    edge = spawn(HAPROXY, ['-db', '-f', configFile], { env: { ...process.env, INTERNAL_TOKEN }, stdio: 'ignore' })
    // The edge marks the gateway up after two health checks.
    await until('the edge to serve', async () => (await fetch(`${publicUrl}/healthz`).catch(() => null))?.status === 200)
  }, 60_000)

  afterAll(async () => {
    edge?.kill()
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
