// Issue 27: the PayPal payout email is confirmed before it can receive money. Matching's cosigner_profile.saved
// (published here on the run's stream, as matching's outbox does) gives auth the address; a link goes to it
// through the mail outbox (read from the real mail catcher); opening it marks `paypalVerified` and writes
// user.paypal_verified. Links are single use and expire (injected clock); a changed address resets the
// confirmation and is mailed its own link; stale and redelivered saves mail nothing.
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { EventBus, applyMigrations, cleanupTestRun, testRunNames } from '@cosign/service-kit'
import { ACCOUNT_MESSAGES, type DomainEvents, type EventEnvelope, type SessionResponse, type UserDto } from '@cosign/api'
import { buildMailCatcher, type CaughtMail, type MailCatcher } from '@cosign/mail-catcher'
import { buildApp } from '../src/app.js'
import { readConfig } from '../src/config.js'
import { confirmPaypalEmail } from '../src/domain/confirm-paypal-email.js'
import { PROFILE_EVENTS_CONSUMER } from '../src/plugins/profile-events-consumer.js'

const names = testRunNames('auth')
const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../prisma/migrations')
const SUBJECT = 'Confirm your PayPal email for Cosign'

let catcher: MailCatcher
let app: FastifyInstance
let bus: EventBus

beforeAll(async () => {
  catcher = await buildMailCatcher({ host: '127.0.0.1', smtpPort: 0 })
  await applyMigrations({ databaseUrl: names.databaseUrl, schema: names.schema, migrationsDir })
  app = await buildApp({
    ...readConfig({ NODE_ENV: 'test', PUBLIC_ORIGIN: 'http://app.test', MAIL_POSTAL_ADDRESS: '1 Test Road, Testville' }),
    databaseUrl: names.databaseUrl,
    natsUrl: names.natsUrl,
    schema: names.schema,
    eventStream: names.eventStream,
    subjectPrefix: names.subjectPrefix,
    smtpUrl: `smtp://127.0.0.1:${catcher.smtpPort()}`,
    // The tests send the outbox themselves (drainMail); the timer would race them.
    mailPollMs: 3_600_000,
    logLevel: 'error',
  })
  await app.ready()
  bus = await EventBus.connect({ natsUrl: names.natsUrl, stream: names.eventStream, subjectPrefix: names.subjectPrefix, name: 'auth-paypal-test' })
}, 30_000)
afterAll(async () => {
  await app?.close()
  await bus?.close()
  await catcher?.close()
  await cleanupTestRun(names)
}, 30_000)

/** Each test its own client address, so the per-client throttle of one does not hold another back. */
const clientAddress = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`

interface Cosigner {
  id: string
  headers: { authorization: string }
}

async function signUpCosigner(): Promise<Cosigner> {
  const res = await app.inject({
    method: 'POST',
    url: '/signup',
    payload: { email: `cosigner-${randomUUID()}@example.com`, password: 'secret-pass-1', confirmPassword: 'secret-pass-1', acceptTerms: true, role: 'COSIGNER', firstName: 'Cora' },
  })
  expect(res.statusCode).toBe(201)
  const session = res.json<SessionResponse>()
  return { id: session.user.id, headers: { authorization: `Bearer ${session.accessToken}` } }
}

const me = async (c: Cosigner) => (await app.inject({ url: '/me', headers: c.headers })).json<{ user: UserDto }>().user

const T0 = Date.parse('2026-03-01T12:00:00.000Z')

/** Publishes matching's save of the profile (with `paypalEmail`), `seconds` after T0; waits for auth's ack. */
async function saved(c: Cosigner, paypalEmail: string | null, seconds: number, id: string = randomUUID()) {
  const data: DomainEvents['cosigner_profile.saved'] = { profileId: c.id, userId: c.id, status: 'approved', paypalEmail }
  const event: EventEnvelope<'cosigner_profile.saved'> = {
    id,
    type: 'cosigner_profile.saved',
    occurredAt: new Date(T0 + seconds * 1000).toISOString(),
    data,
  }
  const { seq } = await bus.js.publish(bus.subject(event.type), JSON.stringify(event), { msgID: randomUUID() })
  const jsm = await bus.js.jetstreamManager()
  const deadline = Date.now() + 15_000
  for (;;) {
    const info = await jsm.consumers.info(names.eventStream, PROFILE_EVENTS_CONSUMER).catch(() => null)
    if (info && info.ack_floor.stream_seq >= seq) break
    if (Date.now() > deadline) throw new Error('cosigner_profile.saved was not acknowledged')
    await new Promise((r) => setTimeout(r, 50))
  }
  await app.mail.drainMail()
}

async function linkMails(to: string): Promise<CaughtMail[]> {
  const res = await catcher.http.inject({ url: `/api/messages?to=${encodeURIComponent(to)}` })
  return res.json<{ messages: CaughtMail[] }>().messages.filter((m) => m.subject === SUBJECT)
}
const tokenOf = (mail: CaughtMail) => /confirm-paypal-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]
const confirm = (token: string) =>
  app.inject({ method: 'POST', url: '/paypal-email/verify', payload: { token }, remoteAddress: clientAddress() })
// Oldest first: unordered, the relay's publish update of a row moves it behind newer ones.
const verifiedEvents = async (userId: string) =>
  (
    await app.prisma.outboxEvent.findMany({
      where: { subject: { endsWith: '.user.paypal_verified' } },
      orderBy: { createdAt: 'asc' },
    })
  )
    .map((r) => (r.payload as { data: DomainEvents['user.paypal_verified'] }).data)
    .filter((d) => d.userId === userId)

describe('PayPal payout email confirmation', () => {
  test('a saved address is mailed a link; opening it confirms the address once and announces it', async () => {
    const cosigner = await signUpCosigner()
    const paypal = `pay-${randomUUID()}@paypal.test`
    await saved(cosigner, paypal, 0)
    expect(await me(cosigner)).toMatchObject({ paypalVerified: false })
    const mails = await linkMails(paypal)
    expect(mails).toHaveLength(1)
    expect(mails[0].text).toContain('http://app.test/confirm-paypal-email?token=')

    const res = await confirm(tokenOf(mails[0]))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ message: ACCOUNT_MESSAGES.paypalEmailConfirmed })
    expect(await me(cosigner)).toMatchObject({ paypalVerified: true })
    expect(await verifiedEvents(cosigner.id)).toEqual([
      { userId: cosigner.id, paypalEmail: paypal, verifiedAt: expect.any(String) },
    ])

    // Single use.
    const again = await confirm(tokenOf(mails[0]))
    expect(again.statusCode).toBe(400)
    expect(again.json().error).toEqual({ code: 'PAYPAL_LINK_INVALID', message: ACCOUNT_MESSAGES.paypalLinkInvalid })
    expect(await verifiedEvents(cosigner.id)).toHaveLength(1)
    // The same address saved again (a later edit of other fields, or a redelivery): no new link, still confirmed.
    await saved(cosigner, paypal, 5)
    expect(await linkMails(paypal)).toHaveLength(1)
    expect(await me(cosigner)).toMatchObject({ paypalVerified: true })
    // Confirmed: "Send a new link" has nothing to send.
    const resend = await app.inject({ method: 'POST', url: '/me/paypal-email-verification', headers: cosigner.headers })
    expect(resend.statusCode).toBe(409)
    expect(resend.json().error.code).toBe('PAYPAL_ALREADY_CONFIRMED')
  })

  test('an expired link is refused (clock injected); a new one on request works', async () => {
    const cosigner = await signUpCosigner()
    const paypal = `pay-${randomUUID()}@paypal.test`
    await saved(cosigner, paypal, 0)
    const [first] = await linkMails(paypal)
    const in49Hours = () => new Date(Date.now() + 49 * 60 * 60 * 1000)
    await expect(
      confirmPaypalEmail({ ...app.deps, now: in49Hours }, { token: tokenOf(first) }, clientAddress()),
    ).rejects.toMatchObject({ statusCode: 400, code: 'PAYPAL_LINK_INVALID' })
    expect(await me(cosigner)).toMatchObject({ paypalVerified: false })

    const resend = await app.inject({
      method: 'POST',
      url: '/me/paypal-email-verification',
      headers: cosigner.headers,
      remoteAddress: clientAddress(),
    })
    expect(resend.statusCode).toBe(200)
    expect(resend.json()).toEqual({ message: ACCOUNT_MESSAGES.paypalLinkSent(paypal) })
    await app.mail.drainMail()
    const mails = await linkMails(paypal)
    expect(mails).toHaveLength(2)
    // The new link ended the older one.
    expect((await confirm(tokenOf(mails[0]))).statusCode).toBe(400)
    expect((await confirm(tokenOf(mails[1]))).statusCode).toBe(200)
    expect(await me(cosigner)).toMatchObject({ paypalVerified: true })
  })

  test('a changed address resets the confirmation and gets its own link; older saves and links change nothing', async () => {
    const cosigner = await signUpCosigner()
    const first = `first-${randomUUID()}@paypal.test`
    const second = `second-${randomUUID()}@paypal.test`
    await saved(cosigner, first, 0)
    const [firstLink] = await linkMails(first)
    await saved(cosigner, first, 1) // an unrelated edit: the first link stays valid
    expect((await confirm(tokenOf(firstLink))).statusCode).toBe(200)
    expect(await me(cosigner)).toMatchObject({ paypalVerified: true })

    await saved(cosigner, `  ${second.toUpperCase()} `, 10)
    expect(await me(cosigner)).toMatchObject({ paypalVerified: false })
    const secondLinks = await linkMails(second)
    expect(secondLinks).toHaveLength(1)

    // A save older than the change, delivered late, does not bring the first address back or mail it.
    await saved(cosigner, first, 5)
    expect(await linkMails(first)).toHaveLength(1)
    expect((await app.prisma.user.findUniqueOrThrow({ where: { id: cosigner.id } })).paypalEmail).toBe(second)

    // A third address before the second was confirmed: the second's link no longer confirms anything.
    const third = `third-${randomUUID()}@paypal.test`
    await saved(cosigner, third, 20)
    const stale = await confirm(tokenOf(secondLinks[0]))
    expect(stale.statusCode).toBe(400)
    expect(await me(cosigner)).toMatchObject({ paypalVerified: false })
    const [thirdLink] = await linkMails(third)
    expect((await confirm(tokenOf(thirdLink))).statusCode).toBe(200)
    expect((await verifiedEvents(cosigner.id)).map((e) => e.paypalEmail)).toEqual([first, third])

    // The address removed: nothing is confirmed and nothing is mailed.
    await saved(cosigner, null, 30)
    expect(await me(cosigner)).toMatchObject({ paypalVerified: false })
    const resend = await app.inject({
      method: 'POST',
      url: '/me/paypal-email-verification',
      headers: cosigner.headers,
      remoteAddress: clientAddress(),
    })
    expect(resend.statusCode).toBe(409)
    expect(resend.json().error.code).toBe('NO_PAYPAL_EMAIL')
  })

  test('a redelivered save mails one link', async () => {
    const cosigner = await signUpCosigner()
    const paypal = `pay-${randomUUID()}@paypal.test`
    const id = randomUUID()
    await saved(cosigner, paypal, 0, id)
    // The same event again (JetStream redelivers at least once; a new message id so the stream keeps it).
    await saved(cosigner, paypal, 0, id)
    expect(await linkMails(paypal)).toHaveLength(1)
  })

  test('only cosigners ask for a new link; a garbage token is refused', async () => {
    const visitor = await app.inject({ method: 'POST', url: '/me/paypal-email-verification' })
    expect(visitor.statusCode).toBe(401)
    const bad = await confirm('not-a-token')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('PAYPAL_LINK_INVALID')
  })
})
