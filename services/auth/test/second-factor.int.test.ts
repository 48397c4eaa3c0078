// The second factor (issue 30): admins enroll TOTP at first sign-in and need it for every admin route; recovery
// codes work once; any user may turn it on in settings; wrong codes are throttled like the login.
import type { FastifyInstance } from 'fastify'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { applyMigrations, cleanupTestRun, testRunNames } from '@cosign/service-kit'
import { REFRESH_COOKIE, SECOND_FACTOR_MESSAGES, type SessionResponse } from '@cosign/api'
import { buildApp } from '../src/app.js'
import { readConfig } from '../src/config.js'
import { ensureAdmin } from '../src/domain/ensure-admin.js'
import { logIn, postJson, refreshCookie, totpNow } from './helpers.js'

const names = testRunNames('auth')
const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../prisma/migrations')
const config = {
  ...readConfig({ NODE_ENV: 'test', ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'admin-pass-1' }),
  databaseUrl: names.databaseUrl,
  natsUrl: names.natsUrl,
  schema: names.schema,
  eventStream: names.eventStream,
  subjectPrefix: names.subjectPrefix,
}
const ADMIN = { email: 'boss@example.com', password: 'admin-pass-1' }
const PASSWORD = 'secret1'

let app: FastifyInstance
let adminSecret = ''
let recoveryCodes: string[] = []

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>
const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
const challengeOf = async (email: string, password: string, url = '/admin/login') => {
  const res = await logIn(app, email, password, url)
  expect(res.statusCode).toBe(200)
  return res.json<{ secondFactor: { challenge: string; enrolled: boolean } }>().secondFactor
}
const pass = (challenge: string, code: string) => postJson(app, '/login/second-factor', { challenge, code })
const listUsers = (token: string) => app.inject({ method: 'GET', url: '/admin/users', headers: bearer(token) })

beforeAll(async () => {
  await applyMigrations({ databaseUrl: names.databaseUrl, schema: names.schema, migrationsDir })
  app = await buildApp(config)
  await app.ready()
  await ensureAdmin({ prisma: app.prisma, log: app.log }, ADMIN.email, ADMIN.password)
})
afterAll(async () => {
  await app.close()
  await cleanupTestRun(names)
})

describe('the first admin enrolls at first sign-in', () => {
  test('the password answers a challenge only; enrollment shows a QR code and the secret; the first code gives the session and ten recovery codes', async () => {
    const challenge = await challengeOf(ADMIN.email, ADMIN.password)
    expect(challenge.enrolled).toBe(false)
    // Without enrolling there is nothing to pass.
    const early = await pass(challenge.challenge, '123456')
    expect(early.statusCode).toBe(409)
    expect(early.json().error.message).toBe(SECOND_FACTOR_MESSAGES.notStarted)

    const enrollment = await postJson(app, '/login/second-factor/enrollment', { challenge: challenge.challenge })
    expect(enrollment.statusCode).toBe(200)
    const { secret, otpauthUrl, qrCode } = enrollment.json<{ secret: string; otpauthUrl: string; qrCode: string }>()
    adminSecret = secret
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
    expect(otpauthUrl).toContain(`secret=${secret}`)
    expect(otpauthUrl.startsWith('otpauth://totp/')).toBe(true)
    expect(Buffer.from(qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain('<svg')
    // The secret is stored encrypted.
    const row = await app.prisma.secondFactor.findFirstOrThrow({ where: { user: { email: ADMIN.email } } })
    expect(row.secretCipher).not.toContain(secret)
    expect(row.enabledAt).toBeNull()

    const wrong = await pass(challenge.challenge, '000000')
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().error.message).toBe(SECOND_FACTOR_MESSAGES.invalidCode)

    const ok = await pass(challenge.challenge, await totpNow(secret))
    expect(ok.statusCode).toBe(200)
    const session = ok.json<SessionResponse & { recoveryCodes: string[] }>()
    expect(session.user.role).toBe('ADMIN')
    expect(claimsOf(session.accessToken).mfa).toBe(true)
    recoveryCodes = session.recoveryCodes
    expect(recoveryCodes).toHaveLength(10)
    expect(new Set(recoveryCodes).size).toBe(10)
    expect((await listUsers(session.accessToken)).statusCode).toBe(200)

    // The challenge worked once; enrollment is over and never shows the secret again.
    expect((await pass(challenge.challenge, await totpNow(secret))).statusCode).toBe(401)
    const next = await challengeOf(ADMIN.email, ADMIN.password)
    expect(next.enrolled).toBe(true)
    expect((await postJson(app, '/login/second-factor/enrollment', { challenge: next.challenge })).statusCode).toBe(409)
  })
})

describe('every admin route requires a session that passed the second factor', () => {
  test('an admin token without the claim is refused (403) on each admin route; with it, served', async () => {
    const admin = await app.prisma.user.findUniqueOrThrow({ where: { email: ADMIN.email } })
    const without = app.jwt.sign({ sub: admin.id, email: admin.email, role: 'ADMIN', ver: admin.sessionVersion })
    for (const request of [
      { method: 'GET' as const, url: '/admin/users' },
      { method: 'PATCH' as const, url: `/admin/users/${admin.id}`, payload: { isActive: true } },
      { method: 'GET' as const, url: '/me' },
    ]) {
      const res = await app.inject({ ...request, headers: bearer(without) })
      expect(res.statusCode).toBe(403)
      expect(res.json().error).toEqual({ code: 'SECOND_FACTOR_REQUIRED', message: SECOND_FACTOR_MESSAGES.sessionNeedsIt })
    }
  })

  test('the session keeps the claim across refreshes', async () => {
    const challenge = await challengeOf(ADMIN.email, ADMIN.password)
    const ok = await pass(challenge.challenge, await totpNow(adminSecret))
    const refreshed = await app.inject({ method: 'POST', url: '/refresh', cookies: { [REFRESH_COOKIE]: refreshCookie(ok) } })
    expect(refreshed.statusCode).toBe(200)
    const token = refreshed.json<SessionResponse>().accessToken
    expect(claimsOf(token).mfa).toBe(true)
    expect((await listUsers(token)).statusCode).toBe(200)
  })
})

describe('recovery codes', () => {
  test('each works once, in place of a code', async () => {
    const first = await challengeOf(ADMIN.email, ADMIN.password)
    const used = await pass(first.challenge, recoveryCodes[0]!.toUpperCase())
    expect(used.statusCode).toBe(200)
    expect((await listUsers(used.json<SessionResponse>().accessToken)).statusCode).toBe(200)
    const again = await challengeOf(ADMIN.email, ADMIN.password)
    expect((await pass(again.challenge, recoveryCodes[0]!)).statusCode).toBe(401)
    const status = await app.inject({ method: 'GET', url: '/me/second-factor', headers: bearer(used.json<SessionResponse>().accessToken) })
    expect(status.json()).toEqual({ enabled: true, recoveryCodesLeft: 9 })
    expect((await pass(again.challenge, recoveryCodes[1]!)).statusCode).toBe(200)
  })

  test('admins cannot turn the second factor off', async () => {
    const challenge = await challengeOf(ADMIN.email, ADMIN.password)
    const token = (await pass(challenge.challenge, await totpNow(adminSecret))).json<SessionResponse>().accessToken
    const off = await postJson(app, '/me/second-factor/off', { currentPassword: ADMIN.password }, bearer(token))
    expect(off.statusCode).toBe(403)
    expect(off.json().error.message).toBe(SECOND_FACTOR_MESSAGES.adminsKeepIt)
  })
})

describe('any user may opt in from settings', () => {
  test('turn on with the first code, then sign-in asks for it; turned off with the password, it asks no more', async () => {
    const email = 'rita.totp@example.com'
    const signup = await postJson(app, '/signup', {
      email, password: PASSWORD, confirmPassword: PASSWORD, firstName: 'Rita', lastName: 'Totp', role: 'RENTER', acceptTerms: true,
    })
    expect(signup.statusCode).toBe(201)
    const token = signup.json<SessionResponse>().accessToken
    const status = () => app.inject({ method: 'GET', url: '/me/second-factor', headers: bearer(token) }).then((r) => r.json())
    expect(await status()).toEqual({ enabled: false, recoveryCodesLeft: 0 })
    expect((await postJson(app, '/me/second-factor', { code: '123456' }, bearer(token))).statusCode).toBe(409)

    const started = await postJson(app, '/me/second-factor/enrollment', {}, bearer(token))
    expect(started.statusCode).toBe(200)
    const { secret } = started.json<{ secret: string }>()
    // Not on until confirmed: the login still gives a session.
    expect((await logIn(app, email, PASSWORD)).json<SessionResponse>().accessToken).toBeDefined()
    const confirmed = await postJson(app, '/me/second-factor', { code: await totpNow(secret) }, bearer(token))
    expect(confirmed.statusCode).toBe(200)
    expect(confirmed.json().recoveryCodes).toHaveLength(10)
    expect(await status()).toEqual({ enabled: true, recoveryCodesLeft: 10 })
    expect((await postJson(app, '/me/second-factor/enrollment', {}, bearer(token))).statusCode).toBe(409)

    const challenge = await challengeOf(email, PASSWORD, '/login')
    expect(challenge.enrolled).toBe(true)
    expect((await pass(challenge.challenge, await totpNow(secret))).statusCode).toBe(200)

    const wrongPassword = await postJson(app, '/me/second-factor/off', { currentPassword: 'nope-nope' }, bearer(token))
    expect(wrongPassword.statusCode).toBe(400)
    const off = await postJson(app, '/me/second-factor/off', { currentPassword: PASSWORD }, bearer(token))
    expect(off.json()).toEqual({ enabled: false, recoveryCodesLeft: 0 })
    expect((await logIn(app, email, PASSWORD)).json<SessionResponse>().accessToken).toBeDefined()
  })

  test('wrong codes are throttled like the login: the account pauses with Retry-After', async () => {
    const challenge = await challengeOf(ADMIN.email, ADMIN.password)
    const statuses: number[] = []
    let paused: Awaited<ReturnType<typeof pass>> | undefined
    for (let i = 0; i < 8 && !paused; i++) {
      const res = await pass(challenge.challenge, '000000')
      statuses.push(res.statusCode)
      if (res.statusCode === 429) paused = res
    }
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true)
    expect(paused?.headers['retry-after']).toBeDefined()
    // Paused: even the right code waits.
    expect((await pass(challenge.challenge, await totpNow(adminSecret))).statusCode).toBe(429)
  })
})
