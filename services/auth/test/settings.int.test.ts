// Account settings (issue 29) against the real mail catcher, PostgreSQL, Redis and NATS: name; a password change
// needs the current password, ends the other sessions (this one stays) and is mailed; the sessions list and
// "sign out everywhere"; an email change takes effect only through the link mailed to the new address (single
// use, expiring: clock injected), the old address is told; throttles answer 429 with Retry-After.
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { applyMigrations, cleanupTestRun, sessionKeyPrefix, testRunNames } from '@cosign/service-kit'
import { REFRESH_COOKIE, SETTINGS_MESSAGES, type AccountSessionListResponse, type SessionResponse } from '@cosign/api'
import { buildMailCatcher, type CaughtMail, type MailCatcher } from '@cosign/mail-catcher'
import { buildApp } from '../src/app.js'
import { readConfig } from '../src/config.js'
import { confirmEmailChange } from '../src/domain/confirm-email-change.js'
import { logIn, refreshCookie } from './helpers.js'

const names = testRunNames('auth')
const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../prisma/migrations')
const PASSWORD = 'secret-pass-1'
const NEW_PASSWORD = 'brand-new-pass-2'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0'
const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'
const redis = new Redis(readConfig({ NODE_ENV: 'test' }).redisUrl, { lazyConnect: true })

let catcher: MailCatcher
let auth: FastifyInstance

beforeAll(async () => {
  catcher = await buildMailCatcher({ host: '127.0.0.1', smtpPort: 0 })
  await applyMigrations({ databaseUrl: names.databaseUrl, schema: names.schema, migrationsDir })
  auth = await buildApp({
    ...readConfig({ NODE_ENV: 'test', ADMIN_PASSWORD: 'admin-pass-1', PUBLIC_ORIGIN: 'http://app.test' }),
    databaseUrl: names.databaseUrl,
    natsUrl: names.natsUrl,
    schema: names.schema,
    eventStream: names.eventStream,
    subjectPrefix: names.subjectPrefix,
    smtpUrl: `smtp://127.0.0.1:${catcher.smtpPort()}`,
    mailPollMs: 3_600_000, // the tests send the mail themselves (drainMail)
  })
  await redis.connect()
})
afterAll(async () => {
  await auth?.close()
  await catcher?.close()
  const keys = await redis.keys(`${sessionKeyPrefix(names.subjectPrefix)}:*`)
  if (keys.length) await redis.del(...keys)
  redis.disconnect()
  await cleanupTestRun(names)
})

const json = { 'content-type': 'application/json' }
const bearer = (session: SessionResponse) => ({ authorization: `Bearer ${session.accessToken}` })
const newAddress = () => `user-${randomBytes(5).toString('hex')}@example.com`

async function signUp(email = newAddress()) {
  const res = await auth.inject({
    method: 'POST',
    url: '/signup',
    headers: { ...json, 'user-agent': FIREFOX },
    payload: JSON.stringify({ email, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true, role: 'RENTER', firstName: 'Rita' }),
  })
  expect(res.statusCode).toBe(201)
  await auth.mail.drainMail()
  return { email, session: res.json<SessionResponse>(), cookie: refreshCookie(res) }
}
const call = (session: SessionResponse, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) =>
  auth.inject({ method, url, headers: body ? { ...bearer(session), ...json } : bearer(session), payload: body ? JSON.stringify(body) : undefined })
const me = (session: SessionResponse) => call(session, 'GET', '/me')
const refresh = (cookie: string) => auth.inject({ method: 'POST', url: '/refresh', cookies: { [REFRESH_COOKIE]: cookie } })
async function inbox(to: string): Promise<CaughtMail[]> {
  await auth.mail.drainMail()
  return (await catcher.http.inject({ url: `/api/messages?to=${encodeURIComponent(to)}` })).json<{ messages: CaughtMail[] }>().messages
}
const changeTokenOf = (mail: CaughtMail) => /confirm-email-change\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]
const confirm = (token: string) =>
  auth.inject({ method: 'POST', url: '/email/change', headers: json, payload: JSON.stringify({ token }), remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` })

describe('name', () => {
  it('saves the trimmed first and last name, and refuses a blank one', async () => {
    const { session } = await signUp()
    const res = await call(session, 'PATCH', '/me', { firstName: '  Rena ', lastName: 'Lopez' })
    expect(res.statusCode).toBe(200)
    expect(res.json().user).toMatchObject({ firstName: 'Rena', lastName: 'Lopez', fullName: 'Rena Lopez' })
    expect((await me(session)).json().user.fullName).toBe('Rena Lopez')
    // Announced in the same transaction, for the other services' copies.
    const announced = (await auth.prisma.outboxEvent.findMany({ where: { subject: { endsWith: 'user.updated' } } })).filter((row) =>
      JSON.stringify(row.payload).includes(session.user.id),
    )
    expect(announced).toHaveLength(1)
    expect(JSON.stringify(announced[0].payload)).toContain('"firstName":"Rena"')
    const blank = await call(session, 'PATCH', '/me', { firstName: '   ', lastName: 'Lopez' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().error.message).toBe(SETTINGS_MESSAGES.nameRequired)
  })
})

describe('password change', () => {
  it('needs the current password; ends the other sessions, keeps this one, and says so by email', async () => {
    const { email, session, cookie } = await signUp()
    const otherLogin = await logIn(auth, email, PASSWORD)
    const other = otherLogin.json<SessionResponse>()
    const otherCookie = refreshCookie(otherLogin)

    const wrong = await call(session, 'POST', '/me/password', { currentPassword: 'not-it', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toEqual({ error: { code: 'CURRENT_PASSWORD_WRONG', message: SETTINGS_MESSAGES.currentPasswordWrong } })
    expect((await me(other)).statusCode).toBe(200)

    const res = await call(session, 'POST', '/me/password', { currentPassword: PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: SETTINGS_MESSAGES.passwordUpdated })
    // The other session is over: its access token and its refresh cookie are refused.
    expect((await me(other)).statusCode).toBe(401)
    expect((await refresh(otherCookie)).statusCode).toBe(401)
    // This one renews its token with its cookie and goes on.
    const renewed = await refresh(cookie)
    expect(renewed.statusCode).toBe(200)
    expect((await me(renewed.json<SessionResponse>())).statusCode).toBe(200)
    expect((await logIn(auth, email, PASSWORD)).statusCode).toBe(401)
    expect((await logIn(auth, email, NEW_PASSWORD)).statusCode).toBe(200)
    const changed = (await inbox(email)).filter((m) => m.subject === 'Your Cosign password was changed')
    expect(changed).toHaveLength(1)
    expect(changed[0].text).toContain('Every other device that was signed in has been signed out.')
  })

  it('is throttled per account: 429 with Retry-After in the error envelope', async () => {
    const { session } = await signUp()
    const attempt = () => call(session, 'POST', '/me/password', { currentPassword: 'guess', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(400)
    const held = await attempt()
    expect(held.statusCode).toBe(429)
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0)
    expect(held.json().error.code).toBe('RATE_LIMITED')
  })
})

describe('sessions', () => {
  it('lists each device, ends one, then every other, and never another user\'s', async () => {
    const { email, session, cookie } = await signUp()
    const chrome = await auth.inject({ method: 'POST', url: '/login', headers: { ...json, 'user-agent': CHROME }, payload: JSON.stringify({ email, password: PASSWORD }) })
    const third = await logIn(auth, email, PASSWORD)
    const list = async () => (await call(session, 'GET', '/me/sessions')).json<AccountSessionListResponse>().sessions
    const before = await list()
    expect(before).toHaveLength(3)
    expect(before[0]).toMatchObject({ current: true, device: 'Firefox on Linux' })
    expect(before.filter((s) => s.current)).toHaveLength(1)
    expect(before.map((s) => s.device)).toContain('Chrome on Windows')
    expect(Object.keys(before[0]).sort()).toEqual(['current', 'device', 'id', 'lastActiveAt', 'signedInAt'])
    const chromeId = before.find((s) => s.device === 'Chrome on Windows')!.id

    // Someone else cannot end it (404), the owner can.
    const stranger = (await signUp()).session
    expect((await call(stranger, 'DELETE', `/me/sessions/${chromeId}`)).statusCode).toBe(404)
    expect((await call(session, 'DELETE', `/me/sessions/${chromeId}`)).statusCode).toBe(200)
    expect((await me(chrome.json<SessionResponse>())).statusCode).toBe(401)
    expect((await refresh(refreshCookie(chrome))).statusCode).toBe(401)
    expect(await list()).toHaveLength(2)

    // Sign out everywhere: only this session is left.
    const ended = await call(session, 'POST', '/me/sessions/end-others')
    expect(ended.json()).toEqual({ message: SETTINGS_MESSAGES.otherSessionsEnded })
    expect((await me(third.json<SessionResponse>())).statusCode).toBe(401)
    expect((await refresh(refreshCookie(third))).statusCode).toBe(401)
    const renewed = (await refresh(cookie)).json<SessionResponse>()
    const after = (await call(renewed, 'GET', '/me/sessions')).json<AccountSessionListResponse>().sessions
    expect(after.map((s) => s.current)).toEqual([true])
  })
})

describe('settings without a throttle of their own', () => {
  it('are counted per account, reads and changes together: the 61st in a minute gets 429 with Retry-After', async () => {
    const { session } = await signUp()
    const other = (await signUp()).session
    const requests = [
      () => call(session, 'GET', '/me/sessions'),
      () => call(session, 'PATCH', '/me', { firstName: 'Rita', lastName: 'Settings' }),
      () => call(session, 'GET', '/me/notification-preferences'),
    ]
    for (let i = 0; i < 60; i++) expect((await requests[i % requests.length]()).statusCode).toBe(200)
    for (const next of [...requests, () => call(session, 'POST', '/me/sessions/end-others')]) {
      const held = await next()
      expect(held.statusCode).toBe(429)
      expect(Number(held.headers['retry-after'])).toBeGreaterThan(0)
      expect(held.json()).toEqual({ error: { code: 'RATE_LIMITED', message: expect.any(String) } })
    }
    // Another account is not held.
    expect((await call(other, 'GET', '/me/sessions')).statusCode).toBe(200)
  })

  it('the emails\' unsubscribe link is counted per client address (wide: providers post from shared servers)', async () => {
    const from = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
    const open = (remoteAddress: string) =>
      auth.inject({ method: 'GET', url: '/unsubscribe?token=not-a-real-token', remoteAddress })
    for (let i = 0; i < 300; i++) expect((await open(from)).statusCode).not.toBe(429)
    const held = await open(from)
    expect(held.statusCode).toBe(429)
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0)
    const posted = await auth.inject({ method: 'POST', url: '/unsubscribe?token=not-a-real-token', remoteAddress: from })
    expect(posted.statusCode).toBe(429)
    expect((await open('10.78.0.1')).statusCode).not.toBe(429)
  })
})

describe('email change', () => {
  it('takes effect only through the link mailed to the new address; the old address is told; single use', async () => {
    const { email, session, cookie } = await signUp()
    const next = newAddress()
    const wrong = await call(session, 'POST', '/me/email', { newEmail: next, currentPassword: 'nope' })
    expect(wrong.statusCode).toBe(400)
    const res = await call(session, 'POST', '/me/email', { newEmail: ` ${next.toUpperCase()} `, currentPassword: PASSWORD })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: SETTINGS_MESSAGES.emailChangeSent(next) })

    // Nothing changed yet.
    expect((await me(session)).json().user.email).toBe(email)
    expect((await logIn(auth, next, PASSWORD)).statusCode).toBe(401)
    const [link, ...moreLinks] = await inbox(next)
    expect(moreLinks).toHaveLength(0)
    expect(link.subject).toBe('Confirm your new email for Cosign')
    const notice = (await inbox(email)).filter((m) => m.subject === 'Your Cosign email is being changed')
    expect(notice).toHaveLength(1)
    expect(notice[0].text).toContain(next)
    expect(notice[0].text).not.toContain('confirm-email-change')
    // Stored hashed, with the new address.
    const token = changeTokenOf(link)
    const stored = await auth.prisma.accountToken.findMany({ where: { user: { email }, purpose: 'EMAIL_CHANGE' } })
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ newEmail: next })
    expect(stored[0].tokenHash).not.toBe(token)

    const done = await confirm(token)
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({ message: SETTINGS_MESSAGES.emailChanged })
    const renewed = (await refresh(cookie)).json<SessionResponse>()
    expect(renewed.user).toMatchObject({ email: next, emailVerified: true })
    expect((await logIn(auth, next, PASSWORD)).statusCode).toBe(200)
    expect((await logIn(auth, email, PASSWORD)).statusCode).toBe(401)
    // Single use.
    const again = await confirm(token)
    expect(again.statusCode).toBe(400)
    expect(again.json().error).toEqual({ code: 'EMAIL_CHANGE_LINK_INVALID', message: SETTINGS_MESSAGES.emailChangeLinkInvalid })
  })

  it('refuses an expired link (clock injected), a superseded one, and an address another account has', async () => {
    const { email, session } = await signUp()
    const first = newAddress()
    const second = newAddress()
    expect((await call(session, 'POST', '/me/email', { newEmail: first, currentPassword: PASSWORD })).statusCode).toBe(200)
    expect((await call(session, 'POST', '/me/email', { newEmail: second, currentPassword: PASSWORD })).statusCode).toBe(200)
    const firstToken = changeTokenOf((await inbox(first))[0])
    const secondToken = changeTokenOf((await inbox(second))[0])
    // A newer request ends the older link.
    expect((await confirm(firstToken)).statusCode).toBe(400)
    // 25 hours later the link has expired.
    const in25Hours = () => new Date(Date.now() + 25 * 60 * 60 * 1000)
    await expect(confirmEmailChange({ ...auth.deps, now: in25Hours }, { token: secondToken }, '10.8.0.1')).rejects.toMatchObject({
      statusCode: 400,
      message: SETTINGS_MESSAGES.emailChangeLinkInvalid,
    })
    expect((await me(session)).json().user.email).toBe(email)
    // Within the 24 hours it works.
    expect((await confirm(secondToken)).statusCode).toBe(200)
    expect((await me(session)).json().user.email).toBe(second)

    // An address someone else has is refused at once, and at the link if they took it meanwhile.
    // (Another account: each may ask three times an hour.)
    const mover = await signUp()
    const taken = (await signUp()).email
    expect((await call(mover.session, 'POST', '/me/email', { newEmail: taken, currentPassword: PASSWORD })).statusCode).toBe(409)
    const meanwhile = newAddress()
    expect((await call(mover.session, 'POST', '/me/email', { newEmail: meanwhile, currentPassword: PASSWORD })).statusCode).toBe(200)
    const link = changeTokenOf((await inbox(meanwhile))[0])
    await signUp(meanwhile)
    const late = await confirm(link)
    expect(late.statusCode).toBe(409)
    expect(late.json().error.message).toBe(SETTINGS_MESSAGES.emailTaken)
    expect((await me(mover.session)).json().user.email).toBe(mover.email)
  })

  it('is throttled per account and per new address: 429 with Retry-After', async () => {
    const target = newAddress()
    for (let i = 0; i < 3; i++) {
      const { session } = await signUp()
      expect((await call(session, 'POST', '/me/email', { newEmail: target, currentPassword: PASSWORD })).statusCode).toBe(200)
    }
    const { session } = await signUp()
    const held = await call(session, 'POST', '/me/email', { newEmail: target, currentPassword: PASSWORD })
    expect(held.statusCode).toBe(429)
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0)
    // The same account asking for other addresses: three, then held.
    for (let i = 0; i < 2; i++)
      expect((await call(session, 'POST', '/me/email', { newEmail: newAddress(), currentPassword: PASSWORD })).statusCode).toBe(200)
    expect((await call(session, 'POST', '/me/email', { newEmail: newAddress(), currentPassword: PASSWORD })).statusCode).toBe(429)
  })
})
