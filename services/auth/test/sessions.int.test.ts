// Sessions that end (issue 14): logout, deactivation and role change refuse the old access token from the very
// next request, on every auth instance and on any other service's jwtAuth; the refresh grace answer is the same
// session, once; the per-account login throttle. Real PostgreSQL, Redis and NATS.
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import {
  applyMigrations,
  cleanupTestRun,
  createHttpServer,
  errorHandling,
  INTERNAL_TOKEN_HEADER,
  jwtAuth,
  sessionKeyPrefix,
  testRunNames,
} from '@cosign/service-kit'
import { MESSAGES, REFRESH_COOKIE, type SessionResponse } from '@cosign/api'
import { buildApp } from '../src/app.js'
import { readConfig, type AuthConfig } from '../src/config.js'
import { ensureAdmin } from '../src/domain/ensure-admin.js'
import { DEVICE_COOKIE } from '../src/model/login-throttle.js'
import { adminAccessToken, logIn, refreshCookie } from './helpers.js'

const names = testRunNames('auth')
const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../prisma/migrations')
const INTERNAL_TOKEN = randomBytes(32).toString('hex')
const config: AuthConfig = {
  ...readConfig({ NODE_ENV: 'test', ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'admin-pass-1' }),
  databaseUrl: names.databaseUrl,
  natsUrl: names.natsUrl,
  schema: names.schema,
  eventStream: names.eventStream,
  subjectPrefix: names.subjectPrefix,
  // Small numbers, so the pauses run out within a test.
  loginThrottle: { maxFailures: 3, windowMs: 60_000, firstPauseMs: 1_500, maxPauseMs: 2_500 },
}
const PASSWORD = 'secret-pass-1'
const redis = new Redis(config.redisUrl, { lazyConnect: true })

let auth: FastifyInstance // the instance that ends sessions
let otherAuth: FastifyInstance // a second auth instance, sharing nothing in memory with the first
let service: FastifyInstance // any other service: only service-kit's jwtAuth, no NATS, reached with the internal token
let adminToken = ''

/** A service as every service is built (service-kit jwtAuth), without the events plugin: Redis alone must do. */
async function buildOtherService(): Promise<FastifyInstance> {
  const app = createHttpServer({ name: 'other', logLevel: 'warn', internalToken: INTERNAL_TOKEN })
  await app.register(errorHandling)
  await app.register(jwtAuth, {
    secret: config.jwtSecret,
    subjectPrefix: config.subjectPrefix,
    redis: config.redisUrl,
  })
  app.get('/checkout', { onRequest: app.requireRole('RENTER') }, async (request) => ({
    user: request.user.sub,
  }))
  app.get('/anything', { onRequest: app.authenticate }, async (request) => ({ role: request.user.role }))
  await app.ready()
  return app
}

beforeAll(async () => {
  await applyMigrations({ databaseUrl: names.databaseUrl, schema: names.schema, migrationsDir })
  auth = await buildApp(config)
  otherAuth = await buildApp(config)
  await ensureAdmin({ prisma: auth.prisma, log: auth.log }, config.adminEmail, config.adminPassword)
  await Promise.all([auth.events.connected, otherAuth.events.connected])
  service = await buildOtherService()
  await redis.connect()
  adminToken = await adminAccessToken(auth, 'boss@example.com', 'admin-pass-1')
})
afterAll(async () => {
  await Promise.all([auth?.close(), otherAuth?.close(), service?.close()])
  const keys = await redis.keys(`${sessionKeyPrefix(names.subjectPrefix)}:*`)
  if (keys.length) await redis.del(...keys)
  redis.disconnect()
  await cleanupTestRun(names)
})

const json = { 'content-type': 'application/json' }
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
async function signUp(role: 'RENTER' | 'COSIGNER' = 'RENTER') {
  const email = `user-${randomBytes(4).toString('hex')}@example.com`
  const res = await auth.inject({
    method: 'POST',
    url: '/signup',
    headers: json,
    payload: JSON.stringify({ email, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true, role }),
  })
  expect(res.statusCode).toBe(201)
  return { email, session: res.json<SessionResponse>(), cookie: refreshCookie(res) }
}
const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/me', headers: bearer(token) })
const checkout = (token: string) =>
  service.inject({
    method: 'GET',
    url: '/checkout',
    headers: { ...bearer(token), [INTERNAL_TOKEN_HEADER]: INTERNAL_TOKEN },
  })
const refresh = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'POST', url: '/refresh', cookies: { [REFRESH_COOKIE]: cookie } })
const sessionExpired = { error: { code: 'TOKEN_EXPIRED', message: MESSAGES.sessionExpired } }

/** The old token must be refused everywhere, right after the answer (no waiting, no retries). */
async function expectRefusedEverywhere(token: string) {
  const answers = await Promise.all([me(auth, token), me(otherAuth, token), checkout(token)])
  for (const res of answers) {
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual(sessionExpired)
  }
}

describe('logout ends the session at once', () => {
  test('the access token is refused on the next request by every instance and service; other sessions live on', async () => {
    const { email, session, cookie } = await signUp()
    const laptop = await logIn(auth, email, PASSWORD)
    // Both instances and the other service accept the tokens (and have them in their verified-token caches).
    for (const token of [session.accessToken, laptop.json<SessionResponse>().accessToken]) {
      expect((await me(auth, token)).statusCode).toBe(200)
      expect((await me(otherAuth, token)).statusCode).toBe(200)
      expect((await checkout(token)).statusCode).toBe(200)
    }

    const out = await auth.inject({ method: 'POST', url: '/logout', cookies: { [REFRESH_COOKIE]: cookie } })
    expect(out.statusCode).toBe(204)
    await expectRefusedEverywhere(session.accessToken)
    expect((await refresh(otherAuth, cookie)).statusCode).toBe(401)

    // The other login of the same user is another session: untouched.
    const other = laptop.json<SessionResponse>().accessToken
    expect((await me(otherAuth, other)).statusCode).toBe(200)
    expect((await checkout(other)).statusCode).toBe(200)
    // Logging out twice is harmless.
    expect(
      (await otherAuth.inject({ method: 'POST', url: '/logout', cookies: { [REFRESH_COOKIE]: cookie } }))
        .statusCode,
    ).toBe(204)
  })

  test('a refresh rotating the session while it logs out does not leave a live refresh token behind', async () => {
    const { cookie } = await signUp()
    const stored = await auth.prisma.refreshToken.findFirstOrThrow({
      where: { revokedAt: null, rotatedAt: null },
      orderBy: { createdAt: 'desc' },
    })
    let commit: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (commit = resolve))
    let rotatedInside: () => void = () => undefined
    const inside = new Promise<void>((resolve) => (rotatedInside = resolve))
    // The rotation as refresh-session.ts does it, held open until the logout is waiting on its row.
    const rotation = auth.prisma.$transaction(
      async (tx) => {
        await tx.refreshToken.updateMany({ where: { id: stored.id }, data: { rotatedAt: new Date() } })
        await tx.refreshToken.create({
          data: {
            userId: stored.userId,
            familyId: stored.familyId,
            tokenHash: `racing-${stored.id}`,
            expiresAt: stored.expiresAt,
          },
        })
        rotatedInside()
        await gate
      },
      { timeout: 10_000 },
    )
    await inside
    const out = otherAuth.inject({ method: 'POST', url: '/logout', cookies: { [REFRESH_COOKIE]: cookie } })
    await new Promise((resolve) => setTimeout(resolve, 300))
    commit()
    await rotation
    expect((await out).statusCode).toBe(204)
    expect(
      await auth.prisma.refreshToken.count({ where: { familyId: stored.familyId, revokedAt: null } }),
    ).toBe(0)
  })

  test('a token refreshed before the logout belongs to the same session and ends with it', async () => {
    const { session, cookie } = await signUp()
    const refreshed = await refresh(auth, cookie)
    expect(refreshed.statusCode).toBe(200)
    const newer = refreshed.json<SessionResponse>().accessToken
    const out = await auth.inject({
      method: 'POST',
      url: '/logout',
      cookies: { [REFRESH_COOKIE]: refreshCookie(refreshed) },
    })
    expect(out.statusCode).toBe(204)
    await expectRefusedEverywhere(session.accessToken)
    await expectRefusedEverywhere(newer)
  })
})

describe('switching a user off ends their sessions at once', () => {
  test('every token of the user is refused at once (the seen case: a checkout after the switch answered 201)', async () => {
    const { email, session } = await signUp()
    const phone = (await logIn(auth, email, PASSWORD)).json<SessionResponse>().accessToken
    const bystander = (await signUp()).session.accessToken
    expect((await checkout(session.accessToken)).statusCode).toBe(200)
    expect((await me(otherAuth, phone)).statusCode).toBe(200)

    const off = await otherAuth.inject({
      method: 'PATCH',
      url: `/admin/users/${session.user.id}`,
      headers: { ...bearer(adminToken), ...json },
      payload: JSON.stringify({ isActive: false }),
    })
    expect(off.statusCode).toBe(200)
    await expectRefusedEverywhere(session.accessToken)
    await expectRefusedEverywhere(phone)
    expect((await checkout(bystander)).statusCode).toBe(200)

    // Switched on again: the old tokens stay dead, a new login works everywhere.
    const on = await auth.inject({
      method: 'PATCH',
      url: `/admin/users/${session.user.id}`,
      headers: { ...bearer(adminToken), ...json },
      payload: JSON.stringify({ isActive: true }),
    })
    expect(on.statusCode).toBe(200)
    await expectRefusedEverywhere(phone)
    const fresh = (await logIn(otherAuth, email, PASSWORD)).json<SessionResponse>().accessToken
    expect((await me(auth, fresh)).statusCode).toBe(200)
    expect((await checkout(fresh)).statusCode).toBe(200)
  })
})

describe('a role change ends the tokens of the old role at once', () => {
  test('the old token is refused everywhere; the answer and a refresh carry the new role', async () => {
    const { session, cookie } = await signUp('RENTER')
    expect((await checkout(session.accessToken)).statusCode).toBe(200)

    const changed = await auth.inject({
      method: 'PUT',
      url: '/me/role',
      headers: { ...bearer(session.accessToken), ...json },
      payload: JSON.stringify({ role: 'COSIGNER' }),
    })
    expect(changed.statusCode).toBe(200)
    await expectRefusedEverywhere(session.accessToken)

    // The renter-only route no longer admits this user: the new token is a cosigner's.
    const answered = changed.json<SessionResponse>().accessToken
    expect((await me(otherAuth, answered)).json().user.role).toBe('COSIGNER')
    expect((await checkout(answered)).statusCode).toBe(403)
    const other = await service.inject({
      method: 'GET',
      url: '/anything',
      headers: { ...bearer(answered), [INTERNAL_TOKEN_HEADER]: INTERNAL_TOKEN },
    })
    expect(other.json()).toEqual({ role: 'COSIGNER' })

    // Another tab of the same session refreshes and gets the new role too.
    const refreshed = await refresh(otherAuth, cookie)
    expect(refreshed.statusCode).toBe(200)
    expect(refreshed.json<SessionResponse>().user.role).toBe('COSIGNER')
    const token = refreshed.json<SessionResponse>().accessToken
    expect(otherAuth.jwt.decode<{ role: string }>(token)?.role).toBe('COSIGNER')
    expect((await me(auth, token)).statusCode).toBe(200)
  })
})

describe('refresh grace answer', () => {
  const familyTokens = (userId: string) => auth.prisma.refreshToken.count({ where: { userId } })

  test('a replay within the grace period gets the same new session, once; a further replay revokes the family', async () => {
    const { session, cookie } = await signUp()
    const rotated = await refresh(auth, cookie)
    expect(rotated.statusCode).toBe(200)
    const next = refreshCookie(rotated)
    const sid = (token: string) => auth.jwt.decode<{ sid: string }>(token)?.sid

    // The seen case: six replays of the rotated token within the grace period. One answer, the same session.
    const replays = []
    for (let i = 0; i < 6; i++) replays.push(await refresh(i % 2 ? otherAuth : auth, cookie))
    expect(replays[0].statusCode).toBe(200)
    expect(refreshCookie(replays[0])).toBe(next)
    const graceToken = replays[0].json<SessionResponse>().accessToken
    expect(sid(graceToken)).toBe(sid(rotated.json<SessionResponse>().accessToken))
    expect(sid(graceToken)).toBe(sid(session.accessToken))
    for (const res of replays.slice(1)) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual(sessionExpired)
    }
    // Nothing new was minted: the login's token and its one rotation.
    expect(await familyTokens(session.user.id)).toBe(2)
    // The second replay was reuse: the family is revoked and its access tokens end at once.
    expect((await refresh(auth, next)).statusCode).toBe(401)
    await expectRefusedEverywhere(graceToken)
  })

  test('two refreshes with the same token at once both get the same new token', async () => {
    const { session, cookie } = await signUp()
    const [a, b] = await Promise.all([refresh(auth, cookie), refresh(otherAuth, cookie)])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(refreshCookie(a)).toBe(refreshCookie(b))
    expect(await familyTokens(session.user.id)).toBe(2)
    // That new token is live: it rotates normally.
    expect((await refresh(auth, refreshCookie(a))).statusCode).toBe(200)
  })

  test('after the grace period a replay is reuse; the kept answer holds no token in the clear', async () => {
    const { cookie } = await signUp()
    const rotated = await refresh(auth, cookie)
    const next = refreshCookie(rotated)
    const keys = await redis.keys(`${sessionKeyPrefix(names.subjectPrefix)}:grace:*`)
    const values = await Promise.all(keys.map((k) => redis.get(k)))
    expect(values.some((v) => v !== null && v.includes(next))).toBe(false)
    expect(keys.length).toBeGreaterThan(0)
    // In PostgreSQL only digests.
    expect(await auth.prisma.refreshToken.count({ where: { tokenHash: { in: [cookie, next] } } })).toBe(0)

    await auth.prisma.refreshToken.updateMany({
      where: { rotatedAt: { not: null }, revokedAt: null },
      data: { rotatedAt: new Date(Date.now() - 60_000) },
    })
    expect((await refresh(auth, cookie)).statusCode).toBe(401)
    expect((await refresh(auth, next)).statusCode).toBe(401)
  })
})

describe('per-account login throttle', () => {
  const attempt = (app: FastifyInstance, email: string, password: string, url = '/login', device?: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: json,
      payload: JSON.stringify({ email, password }),
      cookies: device ? { [DEVICE_COOKIE]: device } : {},
    })
  const paused = (res: { statusCode: number; json(): { error: { code: string; message: string } } }) =>
    res.statusCode === 429 && res.json().error.code === 'RATE_LIMITED'
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

  test('failures on /login and /admin/login, on any instance, pause the account; the message says so; the pause runs out', async () => {
    const { email } = await signUp()
    const first = await attempt(auth, email, 'wrong-1')
    expect(first.statusCode).toBe(401)
    expect((await attempt(otherAuth, ` ${email.toUpperCase()} `, 'wrong-2', '/admin/login')).statusCode).toBe(
      401,
    )
    const third = await attempt(auth, email, 'wrong-3')
    expect(paused(third)).toBe(true)
    expect(third.json().error.message).toBe(
      'Too many failed login attempts for this account. Please wait 1 minute and try again.',
    )
    expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1)

    // Even the right password waits, on either form and either instance, and is not checked meanwhile.
    expect(paused(await attempt(otherAuth, email, PASSWORD))).toBe(true)
    expect(paused(await attempt(auth, email, PASSWORD, '/admin/login'))).toBe(true)
    // Other accounts are not held back.
    const bystander = await signUp()
    expect((await attempt(auth, bystander.email, PASSWORD)).statusCode).toBe(200)

    await sleep(1_600)
    const ok = await attempt(otherAuth, email, PASSWORD)
    expect(ok.statusCode).toBe(200)
    // A success clears the count: a new failure is an ordinary 401 again.
    expect((await attempt(auth, email, 'wrong-4')).statusCode).toBe(401)
  })

  test('pauses grow with further failures, up to the cap; unknown emails are throttled the same', async () => {
    const email = `nobody-${randomBytes(4).toString('hex')}@example.com`
    for (let i = 0; i < 2; i++) expect((await attempt(auth, email, 'x')).statusCode).toBe(401)
    const firstPause = await attempt(auth, email, 'x')
    expect(paused(firstPause)).toBe(true)
    await sleep(1_600)
    const longer = await attempt(otherAuth, email, 'x')
    expect(paused(longer)).toBe(true)
    const pttl = async () => {
      const keys = await redis.keys(`${sessionKeyPrefix(names.subjectPrefix)}:login:account:*:paused`)
      return Math.max(...(await Promise.all(keys.map((k) => redis.pttl(k)))))
    }
    // The fourth failure pauses for twice the first pause, capped at 2.5 s: Retry-After says 3 s where the first
    // said 2 (read from the answers: the key's remaining time shrinks while a busy machine gets to it).
    expect([firstPause.headers['retry-after'], longer.headers['retry-after']]).toEqual(['2', '3'])
    expect(await pttl()).toBeLessThanOrEqual(2_500)
  })

  test('a browser that logged in to the account before keeps its own count: an attacker cannot lock its owner out', async () => {
    const { email } = await signUp()
    const ownerLogin = await attempt(auth, email, PASSWORD)
    const device = ownerLogin.cookies.find((c) => c.name === DEVICE_COOKIE)
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' })
    // Another account's browser, set up before the pause: the pause (1.5 s here) must not run out while a
    // sign-up hashes its password on a loaded machine.
    const other = await signUp()
    const otherDevice = (await attempt(auth, other.email, PASSWORD)).cookies.find(
      (c) => c.name === DEVICE_COOKIE,
    )!

    // The attacker (no device cookie) pauses the account.
    for (let i = 0; i < 3; i++) await attempt(otherAuth, email, `guess-${i}`)
    expect(paused(await attempt(auth, email, PASSWORD))).toBe(true)
    // A device cookie of another account, or a forged one, counts for nothing.
    expect(paused(await attempt(auth, email, PASSWORD, '/login', otherDevice.value))).toBe(true)
    expect(
      paused(await attempt(auth, email, PASSWORD, '/login', `${device!.value.split('.')[0]}.forged`)),
    ).toBe(true)
    // The owner's browser still logs in, on either instance (and its success clears the account's pause).
    expect((await attempt(otherAuth, email, PASSWORD, '/login', device!.value)).statusCode).toBe(200)
    expect((await attempt(auth, email, PASSWORD)).statusCode).toBe(200)
  })
})
