// Mail and password reset (issue 29) against the real mail catcher (tools/mail-catcher), PostgreSQL, Redis and
// NATS: one email per cause also with two senders and a retried pass; SMTP refusing or unreachable -> retried,
// nothing lost; reset links single use and expiring (injected clock); the same answer for known and unknown
// addresses; throttles with Retry-After; a new password ends every session.
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { applyMigrations, cleanupTestRun, freePort, sessionKeyPrefix, testRunNames } from '@cosign/service-kit'
import { ACCOUNT_MESSAGES, REFRESH_COOKIE, type SessionResponse } from '@cosign/api'
import { buildMailCatcher, type CaughtMail, type MailCatcher } from '@cosign/mail-catcher'
import { buildApp } from '../src/app.js'
import { readConfig, type AuthConfig } from '../src/config.js'
import { sendDueMail } from '../src/domain/send-due-mail.js'
import { resetPassword } from '../src/domain/reset-password.js'
import { verifyEmail } from '../src/domain/verify-email.js'
import { refreshCookie } from './helpers.js'

const names = testRunNames('auth')
const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../prisma/migrations')
const PASSWORD = 'secret-pass-1'
const NEW_PASSWORD = 'brand-new-pass-2'
const redis = new Redis(readConfig({ NODE_ENV: 'test' }).redisUrl, { lazyConnect: true })

let catcher: MailCatcher
let auth: FastifyInstance
let otherAuth: FastifyInstance // a second instance sending the same outbox
let config: AuthConfig

beforeAll(async () => {
  catcher = await buildMailCatcher({ host: '127.0.0.1', smtpPort: 0 })
  await applyMigrations({ databaseUrl: names.databaseUrl, schema: names.schema, migrationsDir })
  config = {
    ...readConfig({ NODE_ENV: 'test', ADMIN_PASSWORD: 'admin-pass-1', PUBLIC_ORIGIN: 'http://app.test', MAIL_POSTAL_ADDRESS: '1 Test Road, Testville' }),
    databaseUrl: names.databaseUrl,
    natsUrl: names.natsUrl,
    schema: names.schema,
    eventStream: names.eventStream,
    subjectPrefix: names.subjectPrefix,
    smtpUrl: `smtp://127.0.0.1:${catcher.smtpPort()}`,
    // The tests run the passes themselves (drainMail); the timer would race them.
    mailPollMs: 3_600_000,
  }
  auth = await buildApp(config)
  otherAuth = await buildApp(config)
  await redis.connect()
})
afterAll(async () => {
  await Promise.all([auth?.close(), otherAuth?.close()])
  await catcher?.close()
  const keys = await redis.keys(`${sessionKeyPrefix(names.subjectPrefix)}:*`)
  if (keys.length) await redis.del(...keys)
  redis.disconnect()
  await cleanupTestRun(names)
})

const json = { 'content-type': 'application/json' }
/** Each test its own client address, so the per-client throttle of one does not hold another back. */
const clientAddress = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`

async function signUp() {
  const email = `user-${randomBytes(4).toString('hex')}@example.com`
  const res = await auth.inject({
    method: 'POST',
    url: '/signup',
    headers: json,
    payload: JSON.stringify({ email, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true, role: 'RENTER', firstName: 'Rita' }),
  })
  expect(res.statusCode).toBe(201)
  // Its confirmation email goes first, so a test sees only the mail of what it does next.
  await auth.mail.drainMail()
  return { email, session: res.json<SessionResponse>(), cookie: refreshCookie(res) }
}
const forgot = (email: string, remoteAddress = clientAddress(), app = auth) =>
  app.inject({ method: 'POST', url: '/password/forgot', headers: json, payload: JSON.stringify({ email }), remoteAddress })
const reset = (token: string, password = NEW_PASSWORD, remoteAddress = clientAddress()) =>
  auth.inject({
    method: 'POST',
    url: '/password/reset',
    headers: json,
    payload: JSON.stringify({ token, password, confirmPassword: password }),
    remoteAddress,
  })
async function inbox(to: string): Promise<CaughtMail[]> {
  return (await catcher.http.inject({ url: `/api/messages?to=${encodeURIComponent(to)}` })).json<{ messages: CaughtMail[] }>().messages
}
const RESET_SUBJECT = 'Reset your Cosign password'
/** The password-reset emails sent to `to`. */
const resetMails = async (to: string) => (await inbox(to)).filter((m) => m.subject === RESET_SUBJECT)
const tokenOf = (mail: CaughtMail) => /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]
const rows = (kind: string, to: string) =>
  auth.prisma.outboundMail.findMany({ where: { kind, toAddress: to } })

describe('forgot password', () => {
  it('answers the same for a known and an unknown address, and mails only the account', async () => {
    const { email } = await signUp()
    const unknown = `nobody-${randomBytes(4).toString('hex')}@example.com`
    const [known, other] = await Promise.all([forgot(email), forgot(unknown)])
    expect(known.statusCode).toBe(200)
    expect(other.statusCode).toBe(200)
    expect(known.json()).toEqual({ message: ACCOUNT_MESSAGES.resetLinkSent })
    expect(other.json()).toEqual(known.json())
    expect(Object.keys(other.headers).sort()).toEqual(Object.keys(known.headers).sort())

    await auth.mail.drainMail()
    const [mail, ...more] = await resetMails(email)
    expect(more).toHaveLength(0)
    expect(await resetMails(unknown)).toHaveLength(0)
    expect(mail.subject).toBe('Reset your Cosign password')
    expect(mail.text).toContain('http://app.test/reset-password?token=')
    expect(mail.text).toContain('1 Test Road, Testville')
    expect(mail.html).toContain('http://app.test/reset-password?token=')
    expect(mail.html).not.toMatch(/<img/i)
    // The token is stored hashed, and the sent row keeps no body (it held the link).
    const stored = await auth.prisma.accountToken.findMany({ where: { user: { email }, purpose: 'PASSWORD_RESET' } })
    expect(stored).toHaveLength(1)
    expect(stored[0].tokenHash).not.toBe(tokenOf(mail))
    const [row] = await rows('password-reset', email)
    expect(row).toMatchObject({ text: '', html: '', attempts: 1 })
    expect(row.sentAt).not.toBeNull()
  })

  it('sends one email per cause with two senders draining at once and passes repeated', async () => {
    const { email } = await signUp()
    expect((await forgot(email)).statusCode).toBe(200)
    await Promise.all([auth.mail.drainMail(), otherAuth.mail.drainMail(), auth.mail.drainMail(), otherAuth.mail.drainMail()])
    await Promise.all([auth.mail.drainMail(), otherAuth.mail.drainMail()])
    expect(await resetMails(email)).toHaveLength(1)
  })

  it('keeps a refused message and sends it on a later pass, once', async () => {
    const { email } = await signUp()
    await catcher.http.inject({ method: 'POST', url: '/api/refuse', payload: { count: 1 } })
    expect((await forgot(email)).statusCode).toBe(200)
    expect(await auth.mail.drainMail()).toBe(0)
    expect(await resetMails(email)).toHaveLength(0)
    const [row] = await rows('password-reset', email)
    expect(row.sentAt).toBeNull()
    expect(row.lastError).toMatch(/451/)
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())
    // Not due yet: a pass now sends nothing.
    expect(await auth.mail.drainMail()).toBe(0)
    // Once the backoff has passed (clock injected), it goes.
    const later = () => new Date(Date.now() + 60 * 60 * 1000)
    await sendDueMail({ prisma: auth.prisma, mailer: auth.mail.mailer, now: later, log: auth.log }, 'cosign.local')
    await sendDueMail({ prisma: auth.prisma, mailer: auth.mail.mailer, now: later, log: auth.log }, 'cosign.local')
    expect(await resetMails(email)).toHaveLength(1)
    expect((await rows('password-reset', email))[0]).toMatchObject({ attempts: 2, text: '' })
  })

  it('loses nothing while the SMTP server is unreachable', async () => {
    const down = await buildApp({ ...config, smtpUrl: `smtp://127.0.0.1:${await freePort()}` })
    try {
      const { email } = await signUp()
      expect((await forgot(email, clientAddress(), down)).statusCode).toBe(200)
      expect(await down.mail.drainMail()).toBe(0)
      const [row] = await rows('password-reset', email)
      expect(row).toMatchObject({ sentAt: null, attempts: 1 })
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i)
      const later = () => new Date(Date.now() + 60 * 60 * 1000)
      await sendDueMail({ prisma: auth.prisma, mailer: auth.mail.mailer, now: later, log: auth.log }, 'cosign.local')
      expect(await resetMails(email)).toHaveLength(1)
    } finally {
      await down.close()
    }
  })

  it('throttles one address the same whether or not it has an account, with Retry-After', async () => {
    const { email } = await signUp()
    const unknown = `nobody-${randomBytes(4).toString('hex')}@example.com`
    for (let i = 0; i < 3; i += 1) {
      expect((await forgot(email)).statusCode).toBe(200)
      expect((await forgot(unknown)).statusCode).toBe(200)
    }
    const [known, other] = [await forgot(email), await forgot(unknown)]
    for (const res of [known, other]) {
      expect(res.statusCode).toBe(429)
      expect(res.json().error.code).toBe('RATE_LIMITED')
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    }
  })

  it('throttles one client address across addresses', async () => {
    const from = clientAddress()
    const answers = []
    for (let i = 0; i < 21; i += 1) answers.push((await forgot(`x${i}-${randomBytes(3).toString('hex')}@example.com`, from)).statusCode)
    expect(answers.slice(0, 20).every((s) => s === 200)).toBe(true)
    expect(answers[20]).toBe(429)
  })
})

describe('reset password', () => {
  async function linkFor(email: string) {
    await catcher.http.inject({ method: 'DELETE', url: '/api/messages' })
    expect((await forgot(email)).statusCode).toBe(200)
    await auth.mail.drainMail()
    const [mail] = await resetMails(email)
    return tokenOf(mail)
  }

  it('sets the new password once, ends every session and says so by email', async () => {
    const { email, session, cookie } = await signUp()
    const token = await linkFor(email)
    const res = await reset(token)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.passwordChanged })
    // Single use.
    const again = await reset(token, 'another-pass-3')
    expect(again.statusCode).toBe(400)
    expect(again.json()).toEqual({ error: { code: 'RESET_LINK_INVALID', message: ACCOUNT_MESSAGES.resetLinkInvalid } })
    // Every session ended: the access token and the refresh cookie are refused.
    expect((await auth.inject({ method: 'GET', url: '/me', headers: { authorization: `Bearer ${session.accessToken}` } })).statusCode).toBe(401)
    expect((await otherAuth.inject({ method: 'GET', url: '/me', headers: { authorization: `Bearer ${session.accessToken}` } })).statusCode).toBe(401)
    expect((await auth.inject({ method: 'POST', url: '/refresh', cookies: { [REFRESH_COOKIE]: cookie } })).statusCode).toBe(401)
    // The new password works, the old one not.
    const login = (password: string) =>
      auth.inject({ method: 'POST', url: '/login', headers: json, payload: JSON.stringify({ email, password }) })
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200)
    expect((await login(PASSWORD)).statusCode).toBe(401)
    await auth.mail.drainMail()
    const changed = (await inbox(email)).filter((m) => m.subject === 'Your Cosign password was changed')
    expect(changed).toHaveLength(1)
    expect(changed[0].text).toContain('1 Test Road, Testville')
  })

  it('refuses an expired link (clock injected) and an older link once a newer one was used', async () => {
    const { email } = await signUp()
    const first = await linkFor(email)
    const second = await linkFor(email)
    const in61Minutes = () => new Date(Date.now() + 61 * 60 * 1000)
    await expect(
      resetPassword({ ...auth.deps, now: in61Minutes }, { token: second, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }, clientAddress()),
    ).rejects.toMatchObject({ statusCode: 400, message: ACCOUNT_MESSAGES.resetLinkInvalid })
    expect((await reset(second)).statusCode).toBe(200)
    expect((await reset(first)).statusCode).toBe(400)
  })

  it('refuses an unknown token, mismatched passwords and a short one', async () => {
    expect((await reset('not-a-real-token')).json().error.code).toBe('RESET_LINK_INVALID')
    const mismatch = await auth.inject({
      method: 'POST',
      url: '/password/reset',
      headers: json,
      payload: JSON.stringify({ token: 'x', password: 'abcdefg', confirmPassword: 'abcdefh' }),
      remoteAddress: clientAddress(),
    })
    expect(mismatch.statusCode).toBe(400)
    expect((await reset('x', 'abc')).statusCode).toBe(400)
    const extra = await auth.inject({ method: 'POST', url: '/password/reset', headers: json, payload: JSON.stringify({ token: 'x', password: 'abcdefg', confirmPassword: 'abcdefg', admin: true }) })
    expect(extra.statusCode).toBe(400)
  })
})

describe('email verification', () => {
  const verifyTokenOf = (mail: CaughtMail) => /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]
  const me = async (token: string) =>
    (await auth.inject({ method: 'GET', url: '/me', headers: { authorization: `Bearer ${token}` } })).json<{ user: { emailVerified: boolean } }>().user
  const verify = (token: string) =>
    auth.inject({ method: 'POST', url: '/email/verify', headers: json, payload: JSON.stringify({ token }), remoteAddress: clientAddress() })
  const resend = (accessToken: string) =>
    auth.inject({ method: 'POST', url: '/me/email-verification', headers: { authorization: `Bearer ${accessToken}` }, remoteAddress: clientAddress() })

  const claimsOf = (accessToken: string) => auth.jwt.decode<{ email_verified?: boolean }>(accessToken)

  it('mails one link at sign-up that confirms the address once', async () => {
    const { email, session, cookie } = await signUp()
    expect(session.user.emailVerified).toBe(false)
    // The token says so too: paying and signing (payments, contracts) read this claim.
    expect(claimsOf(session.accessToken)?.email_verified).toBe(false)
    await Promise.all([auth.mail.drainMail(), otherAuth.mail.drainMail()])
    const mails = (await inbox(email)).filter((m) => m.subject === 'Confirm your email for Cosign')
    expect(mails).toHaveLength(1)
    const res = await verify(verifyTokenOf(mails[0]))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.emailVerified })
    expect((await me(session.accessToken)).emailVerified).toBe(true)
    // The next token of the session (the screen refreshes at once) carries the confirmation.
    const refreshed = await auth.inject({ method: 'POST', url: '/refresh', cookies: { [REFRESH_COOKIE]: cookie } })
    expect(refreshed.statusCode).toBe(200)
    expect(claimsOf(refreshed.json<SessionResponse>().accessToken)?.email_verified).toBe(true)
    const again = await verify(verifyTokenOf(mails[0]))
    expect(again.statusCode).toBe(400)
    expect(again.json().error.code).toBe('VERIFICATION_LINK_INVALID')
    // Confirmed: "Resend" sends nothing more.
    expect((await resend(session.accessToken)).json()).toEqual({ message: ACCOUNT_MESSAGES.alreadyVerified })
    await auth.mail.drainMail()
    expect((await inbox(email)).filter((m) => m.subject === 'Confirm your email for Cosign')).toHaveLength(1)
  })

  it('resends a link on request, throttled, and refuses an expired one (clock injected)', async () => {
    const { email, session } = await signUp()
    expect((await resend(session.accessToken)).json()).toEqual({ message: ACCOUNT_MESSAGES.verificationSent })
    await auth.mail.drainMail()
    const mails = (await inbox(email)).filter((m) => m.subject === 'Confirm your email for Cosign')
    expect(mails).toHaveLength(2)
    const in49Hours = () => new Date(Date.now() + 49 * 60 * 60 * 1000)
    await expect(verifyEmail({ ...auth.deps, now: in49Hours }, { token: verifyTokenOf(mails[1]) }, clientAddress())).rejects.toMatchObject({
      statusCode: 400,
    })
    expect((await verify(verifyTokenOf(mails[1]))).statusCode).toBe(200)
    // The older link ended with the confirmation.
    expect((await verify(verifyTokenOf(mails[0]))).statusCode).toBe(400)
    // Three resends an hour per account.
    const answers = []
    for (let i = 0; i < 3; i += 1) answers.push((await resend(session.accessToken)).statusCode)
    expect(answers).toEqual([200, 200, 429])
  })

  it('needs a session to resend', async () => {
    expect((await auth.inject({ method: 'POST', url: '/me/email-verification' })).statusCode).toBe(401)
  })
})
