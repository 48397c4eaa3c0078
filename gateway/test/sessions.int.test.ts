// Sessions that end (issue 14), at the edge: two gateway instances in front of the real auth service. Once a
// logout, a deactivation or a role change has been answered through one of them, the old access token is refused
// by both on the very next request, and never reaches a service.
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { applyMigrations, cleanupTestRun, testRunNames } from '@cosign/service-kit'
import { API_ENDPOINTS, REFRESH_COOKIE } from '@cosign/api'
import { buildApp } from '../src/app.js'
import { readConfig, type GatewayConfig } from '../src/config.js'
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
import { ensureAdmin } from '../../services/auth/dist/domain/ensure-admin.js'
import { totpCodeOf } from '../../services/auth/dist/model/second-factor.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const names = testRunNames('auth')
const runId = randomBytes(4).toString('hex')
const INTERNAL_TOKEN = randomBytes(32).toString('hex')
const ADMIN = { email: `admin-${runId}@example.com`, password: 'admin-pass-1' }

let auth: FastifyInstance
let matching: StubService
let chat: StubChat
let shellDir: string
const gateways: Array<{ app: FastifyInstance; url: string }> = []

async function startGateway(authUrl: string, downPort: number) {
  const base = readConfig({ NODE_ENV: 'test', INTERNAL_TOKEN })
  const config: GatewayConfig = {
    ...base,
    // The deployment's prefix: the gateway reads the session records auth writes under it.
    subjectPrefix: names.subjectPrefix,
    services: {
      auth: authUrl,
      matching: matching.url,
      contracts: `http://127.0.0.1:${downPort}`,
      payments: `http://127.0.0.1:${downPort}`,
      chat: chat.url,
      documents: `http://127.0.0.1:${downPort}`,
    },
    shellDir,
    authRateLimit: { max: 1000, refreshMax: 1000, windowMs: 60_000, keyPrefix: `test:gateway:${runId}:` },
  }
  // The matching service is a stand-in probed at paths of its own (`/logout-probe`...): forward any path.
  // auth is real (its real route table); the matching stand-in answers made-up paths.
  const app = await buildApp(config, { ...API_ENDPOINTS, matching: anyPathRouteTable().matching })
  await app.listen({ port: 0, host: '127.0.0.1' })
  gateways.push({ app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` })
}

beforeAll(async () => {
  await applyMigrations({
    databaseUrl: names.databaseUrl,
    schema: names.schema,
    migrationsDir: path.resolve(here, '../../services/auth/prisma/migrations'),
  })
  auth = await buildAuthApp({
    ...readAuthConfig({ NODE_ENV: 'test', INTERNAL_TOKEN, ADMIN_PASSWORD: ADMIN.password }),
    databaseUrl: names.databaseUrl,
    natsUrl: names.natsUrl,
    schema: names.schema,
    eventStream: names.eventStream,
    subjectPrefix: names.subjectPrefix,
  })
  await ensureAdmin({ prisma: auth.prisma, log: auth.log }, ADMIN.email, ADMIN.password)
  await auth.events.connected
  await auth.listen({ port: 0, host: '127.0.0.1' })
  const authUrl = `http://127.0.0.1:${(auth.server.address() as AddressInfo).port}`
  matching = await startStubService('matching')
  chat = await startStubChat()
  shellDir = await mkdtemp(path.join(tmpdir(), 'gateway-shell-'))
  await writeFile(path.join(shellDir, 'index.html'), '<!doctype html><html><body>shell</body></html>')
  const downPort = await closedPort()
  await startGateway(authUrl, downPort)
  await startGateway(authUrl, downPort)
})

afterAll(async () => {
  for (const { app } of gateways) await app.close()
  await Promise.all([matching?.close(), chat?.close()])
  await auth?.close()
  await cleanupTestRun(names)
  if (shellDir) await rm(shellDir, { recursive: true, force: true })
})

const post = (gateway: number, url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${gateways[gateway].url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${REFRESH_COOKIE}=`))!
    .split(';')[0]
const get = (gateway: number, url: string, token: string) =>
  fetch(`${gateways[gateway].url}${url}`, { headers: { authorization: `Bearer ${token}` } })

async function signUp(role: 'RENTER' | 'COSIGNER' = 'RENTER') {
  const email = `gw-${randomBytes(4).toString('hex')}@example.com`
  const res = await post(0, '/api/auth/signup', {
    email,
    password: 'secret12',
    confirmPassword: 'secret12', acceptTerms: true,
    role,
  })
  expect(res.status).toBe(201)
  const session = (await res.json()) as { accessToken: string; user: { id: string } }
  return { email, session, cookie: cookieOf(res) }
}

/** Both gateways accept the token, for auth and for another service (so each has it in its verified-token cache). */
async function expectAcceptedByBoth(token: string, probe: string) {
  for (const g of [0, 1]) {
    expect((await get(g, '/api/auth/me', token)).status).toBe(200)
    expect((await get(g, `/api/matching/${probe}`, token)).status).toBe(200)
  }
  expect(matching.seenAt(`/${probe}`)).toHaveLength(2)
}

/** Both gateways refuse it on the next request, and the service behind never sees it. */
async function expectRefusedByBoth(token: string, probe: string) {
  const before = matching.seenAt(`/${probe}`).length
  for (const g of [0, 1]) {
    for (const url of ['/api/auth/me', `/api/matching/${probe}`]) {
      const res = await get(g, url, token)
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({
        error: { code: 'TOKEN_EXPIRED', message: 'Your session has expired. Please log in again.' },
      })
    }
  }
  expect(matching.seenAt(`/${probe}`)).toHaveLength(before)
}

test('logout through one gateway: both gateways refuse the token on the next request', async () => {
  const { session, cookie } = await signUp()
  await expectAcceptedByBoth(session.accessToken, 'logout-probe')
  const out = await fetch(`${gateways[1].url}/api/auth/logout`, { method: 'POST', headers: { cookie } })
  expect(out.status).toBe(204)
  await expectRefusedByBoth(session.accessToken, 'logout-probe')
})

test('an admin switches a user off: both gateways refuse the user at once (a checkout would have been a 201)', async () => {
  const { session } = await signUp()
  await expectAcceptedByBoth(session.accessToken, 'checkout-probe')
  // The admin's first sign-in through the gateway: password, enrollment, then the TOTP code (issue 30).
  const login = await post(0, '/api/auth/admin/login', ADMIN)
  expect(login.status).toBe(200)
  const { challenge } = ((await login.json()) as { secondFactor: { challenge: string } }).secondFactor
  const enrollment = await post(0, '/api/auth/login/second-factor/enrollment', { challenge })
  expect(enrollment.status).toBe(200)
  const { secret } = (await enrollment.json()) as { secret: string }
  const code = await totpCodeOf(secret, Math.floor(Date.now() / 1000))
  const admin = await post(1, '/api/auth/login/second-factor', { challenge, code })
  expect(admin.status).toBe(200)
  const adminToken = ((await admin.json()) as { accessToken: string }).accessToken
  const off = await fetch(`${gateways[0].url}/api/auth/admin/users/${session.user.id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ isActive: false }),
  })
  expect(off.status).toBe(200)
  await expectRefusedByBoth(session.accessToken, 'checkout-probe')
})

test('a role change: the old token is refused by both gateways; the new one and a refresh carry the new role', async () => {
  const { session, cookie } = await signUp('RENTER')
  await expectAcceptedByBoth(session.accessToken, 'role-probe')
  const changed = await fetch(`${gateways[1].url}/api/auth/me/role`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${session.accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ role: 'COSIGNER' }),
  })
  expect(changed.status).toBe(200)
  await expectRefusedByBoth(session.accessToken, 'role-probe')
  const answered = ((await changed.json()) as { accessToken: string }).accessToken
  const me = await get(0, '/api/auth/me', answered)
  expect(((await me.json()) as { user: { role: string } }).user.role).toBe('COSIGNER')
  const refreshed = await fetch(`${gateways[0].url}/api/auth/refresh`, {
    method: 'POST',
    headers: { cookie },
  })
  expect(refreshed.status).toBe(200)
  expect(((await refreshed.json()) as { user: { role: string } }).user.role).toBe('COSIGNER')
})
