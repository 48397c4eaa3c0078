// Notification emails (issue 29) against the real mail catcher, PostgreSQL, Redis and NATS: the events the
// in-app notifications come from also mail their recipient, once per event (two auth instances share the
// consumer; a redelivered event sends nothing more); a kind switched off sends nothing; the List-Unsubscribe
// link shows a page on GET (changing nothing) and switches the kind off on the one-click POST; a tampered
// token is refused with the error envelope.
import { randomBytes, randomUUID } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { EventBus, applyMigrations, cleanupTestRun, redeliverEvent, sessionKeyPrefix, testRunNames } from '@cosign/service-kit'
import { EMAIL_NOTIFICATION_KINDS, type DomainEvents, type EventEnvelope, type EventType, type NotificationPreferencesResponse, type SessionResponse } from '@cosign/api'
import { buildMailCatcher, type CaughtMail, type MailCatcher } from '@cosign/mail-catcher'
import { buildApp } from '../src/app.js'
import { readConfig, type AuthConfig } from '../src/config.js'
import { NOTIFICATION_MAILS_CONSUMER } from '../src/plugins/notification-mail-consumer.js'
import { writeNotificationMail } from '../src/domain/write-notification-mail.js'

const names = testRunNames('auth')
const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../prisma/migrations')
const redis = new Redis(readConfig({ NODE_ENV: 'test' }).redisUrl, { lazyConnect: true })

let catcher: MailCatcher
let auth: FastifyInstance
let otherAuth: FastifyInstance // a second instance: the consumer's messages go to either
let bus: EventBus
let config: AuthConfig

beforeAll(async () => {
  catcher = await buildMailCatcher({ host: '127.0.0.1', smtpPort: 0 })
  await applyMigrations({ databaseUrl: names.databaseUrl, schema: names.schema, migrationsDir })
  config = {
    ...readConfig({ NODE_ENV: 'test', ADMIN_PASSWORD: 'admin-pass-1', PUBLIC_ORIGIN: 'http://app.test' }),
    databaseUrl: names.databaseUrl,
    natsUrl: names.natsUrl,
    schema: names.schema,
    eventStream: names.eventStream,
    subjectPrefix: names.subjectPrefix,
    smtpUrl: `smtp://127.0.0.1:${catcher.smtpPort()}`,
    mailPollMs: 3_600_000,
    logLevel: 'error',
  }
  auth = await buildApp(config)
  otherAuth = await buildApp(config)
  await Promise.all([auth.ready(), otherAuth.ready()])
  bus = await EventBus.connect({
    natsUrl: names.natsUrl,
    stream: names.eventStream,
    subjectPrefix: names.subjectPrefix,
    name: 'auth-notification-test',
  })
  await redis.connect()
}, 60_000)
afterAll(async () => {
  await Promise.all([auth?.close(), otherAuth?.close()])
  await bus?.close()
  await catcher?.close()
  const keys = await redis.keys(`${sessionKeyPrefix(names.subjectPrefix)}:*`)
  if (keys.length) await redis.del(...keys)
  redis.disconnect()
  await cleanupTestRun(names)
}, 60_000)

interface Account {
  id: string
  email: string
  headers: { authorization: string }
}

async function signUp(role: 'RENTER' | 'COSIGNER', firstName = 'Casey'): Promise<Account> {
  const email = `${role.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`
  const res = await auth.inject({
    method: 'POST',
    url: '/signup',
    payload: { email, password: 'secret-pass-1', confirmPassword: 'secret-pass-1', acceptTerms: true, role, firstName },
  })
  expect(res.statusCode).toBe(201)
  const session = res.json<SessionResponse>()
  await drain() // the confirmation email goes first: each test then reads only the notifications
  return { id: session.user.id, email, headers: { authorization: `Bearer ${session.accessToken}` } }
}

const drain = () => Promise.all([auth.mail.drainMail(), otherAuth.mail.drainMail()])

function envelope<T extends EventType>(type: T, data: DomainEvents[T], occurredAt = new Date()): EventEnvelope<T> {
  return { id: randomUUID(), type, occurredAt: occurredAt.toISOString(), data }
}

/** Publishes as the producer's outbox does and waits until the auth consumer acknowledged it; then sends mail. */
async function deliver<T extends EventType>(event: EventEnvelope<T>): Promise<EventEnvelope<T>> {
  const { seq } = await bus.js.publish(bus.subject(event.type), JSON.stringify(event), { msgID: event.id })
  const jsm = await bus.js.jetstreamManager()
  const deadline = Date.now() + 15_000
  for (;;) {
    const info = await jsm.consumers.info(names.eventStream, NOTIFICATION_MAILS_CONSUMER).catch(() => null)
    if (info && info.ack_floor.stream_seq >= seq) break
    if (Date.now() > deadline) throw new Error(`${event.type} ${event.id} was not acknowledged`)
    await new Promise((r) => setTimeout(r, 50))
  }
  await drain()
  return event
}

const notifications = async (to: string): Promise<CaughtMail[]> =>
  (await catcher.http.inject({ url: `/api/messages?to=${encodeURIComponent(to)}` }))
    .json<{ messages: CaughtMail[] }>()
    .messages.filter((m) => 'list-unsubscribe' in m.headers)

/** The path of the one-click link (the service's own, without the gateway's /api/auth). */
const unsubscribePath = (mail: CaughtMail) => {
  const url = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'])![1]
  expect(url.startsWith('http://app.test/api/auth/unsubscribe?token=')).toBe(true)
  return url.slice('http://app.test/api/auth'.length)
}

const prefs = async (account: Account) => {
  const res = await auth.inject({ method: 'GET', url: '/me/notification-preferences', headers: account.headers })
  expect(res.statusCode).toBe(200)
  return res.json<NotificationPreferencesResponse>().email
}

describe('notification emails', () => {
  test('a new match request mails the cosigner once, with the link to the request and one-click unsubscribe', async () => {
    const cosigner = await signUp('COSIGNER', 'Cora')
    const renter = await signUp('RENTER')
    const requestId = randomUUID()
    const event = await deliver(envelope('match_request.created', { requestId, renterId: renter.id, cosignerId: cosigner.id }))

    const [mail, ...more] = await notifications(cosigner.email)
    expect(more).toHaveLength(0)
    expect(await notifications(renter.email)).toHaveLength(0)
    expect(mail.subject).toBe('New match request')
    expect(mail.text).toContain('Hello Cora,')
    expect(mail.text).toContain(`http://app.test/renter-requests#request-${requestId}`)
    expect(mail.html).toContain(`http://app.test/renter-requests#request-${requestId}`)
    expect(mail.html).not.toMatch(/<img/i)
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click')
    expect(mail.text).toContain('Unsubscribe from these emails: http://app.test/api/auth/unsubscribe?token=')

    // Delivered again (at least once), and written again by hand: still one email.
    await redeliverEvent(bus, event, NOTIFICATION_MAILS_CONSUMER)
    expect(await auth.prisma.$transaction((tx) => writeNotificationMail(auth.deps, tx, event))).toBe('duplicate')
    await drain()
    expect(await notifications(cosigner.email)).toHaveLength(1)
    expect(await auth.prisma.outboundMail.count({ where: { idempotencyKey: `notification:${event.id}` } })).toBe(1)
  })

  test('each kind reaches the party whose move it is, with the screen of the next action', async () => {
    const cosigner = await signUp('COSIGNER')
    const renter = await signUp('RENTER')
    const parties = { renterId: renter.id, cosignerId: cosigner.id }
    const contractId = randomUUID()
    await deliver(envelope('match_request.accepted', { requestId: randomUUID(), ...parties, cosignerName: 'Cora C.' }))
    await deliver(envelope('match_request.declined', { requestId: randomUUID(), ...parties }))
    await deliver(envelope('contract.created', { contractId, ...parties, feeCents: 50_000, createdBy: cosigner.id, status: 'cosigner_signed' }))
    const adminContract = randomUUID()
    await deliver(envelope('contract.created', { contractId: adminContract, ...parties, feeCents: 50_000, createdBy: randomUUID(), status: 'awaiting_cosigner' }))
    await deliver(envelope('contract.cosigner_signed', { contractId: adminContract, ...parties }))
    const paymentId = randomUUID()
    await deliver(
      envelope('payment.completed', {
        paymentId,
        userId: renter.id,
        purpose: 'contract_platform_fee',
        amountCents: 12_345,
        subjectId: contractId,
        metadata: null,
      }),
    )
    await deliver(envelope('cosigner_profile.approved', { profileId: randomUUID(), userId: cosigner.id }))
    await deliver(envelope('cosigner_profile.rejected', { profileId: randomUUID(), userId: cosigner.id, reason: 'Blurry ID photo' }))

    const toRenter = await notifications(renter.email)
    const toCosigner = await notifications(cosigner.email)
    const summary = (mails: CaughtMail[]) =>
      mails.map((m) => [m.subject, /\n(?:[A-Z][^:\n]+): (http:\/\/app\.test\/[^\s]+)\n/.exec(m.text)?.[1]]).sort()
    expect(summary(toRenter)).toEqual(
      [
        ['Your match request was accepted', 'http://app.test/chat'],
        ['Your match request was declined', 'http://app.test/listings'],
        ['A contract is waiting for your signature', `http://app.test/contracts/${contractId}`],
        ['A contract is waiting for your signature', `http://app.test/contracts/${adminContract}`],
        // The payment's row, where its receipt downloads.
        ['Payment received', `http://app.test/payments#payment-${paymentId}`],
      ].sort(),
    )
    expect(summary(toCosigner)).toEqual(
      [
        ['A contract is waiting for your signature', `http://app.test/contracts/${adminContract}`],
        ['Your cosigner profile is approved', 'http://app.test/profile/cosigner'],
        ['Your cosigner profile was not approved', 'http://app.test/profile/cosigner'],
      ].sort(),
    )
    expect(toRenter.find((m) => m.subject === 'Your match request was accepted')!.text).toContain('Cora C. has accepted')
    expect(toRenter.find((m) => m.subject === 'Payment received')!.text).toContain('$123.45 payment for the contract service fee')
    expect(toCosigner.find((m) => m.subject.includes('not approved'))!.text).toContain('Reason: Blurry ID photo')
  })

  test('the rest of the list: credit reviews, the other party signed, finalized (both), installments, disputes, the chat digest', async () => {
    const cosigner = await signUp('COSIGNER', 'Cora')
    const renter = await signUp('RENTER', 'Rita')
    const parties = { contractId: randomUUID(), renterId: renter.id, cosignerId: cosigner.id }
    const review = { userId: renter.id, documentId: randomUUID(), creditScore: 712, reviewedBy: randomUUID(), reviewedAt: new Date().toISOString() }
    const entry = { ...parties, entryId: randomUUID(), amountCents: 25_000, dueDate: '2026-12-01' }
    await deliver(envelope('credit_report.verified', review))
    await deliver(envelope('credit_report.rejected', { ...review, reason: 'Blurry scan' }))
    await deliver(envelope('contract.fully_signed', { ...parties, feeCents: 50_000, cosignerPaypalEmail: cosigner.email }))
    const finalized = await deliver(envelope('contract.finalized', parties))
    await deliver(envelope('ledger_entry.due_soon', entry))
    await deliver(envelope('ledger_entry.overdue', entry))
    const dispute = { disputeId: randomUUID(), reporterId: renter.id, actorId: randomUUID(), status: 'in_progress' as const }
    await deliver(envelope('dispute.updated', { ...dispute, changes: [{ field: 'status', from: 'open', to: 'in_progress' }] }))
    await deliver(envelope('dispute.updated', { ...dispute, changes: [{ field: 'priority', from: 'low', to: 'high' }] }))
    await deliver(
      envelope('chat.unread_digest', {
        userId: cosigner.id,
        conversations: [{ conversationId: randomUUID(), with: 'Rita Renter', unreadCount: 3 }],
      }),
    )
    // A redelivered two-recipient event: still one email each.
    await redeliverEvent(bus, finalized, NOTIFICATION_MAILS_CONSUMER)
    await drain()

    const summary = (mails: CaughtMail[]) =>
      mails.map((m) => [m.subject, /\n(?:[A-Z][^:\n]+): (http:\/\/app\.test\/[^\s]+)\n/.exec(m.text)?.[1]]).sort()
    const toRenter = await notifications(renter.email)
    const toCosigner = await notifications(cosigner.email)
    expect(summary(toRenter)).toEqual(
      [
        ['Your credit report is verified', 'http://app.test/dashboard'],
        ['Your credit report could not be verified', 'http://app.test/dashboard'],
        ['Your contract is finalized', `http://app.test/contracts/${parties.contractId}#agreement`],
        ['An installment is due soon', `http://app.test/ledger?contractId=${parties.contractId}`],
        ['An installment is overdue', `http://app.test/ledger?contractId=${parties.contractId}`],
        ['Your problem report is in progress', 'http://app.test/support'],
      ].sort(),
    )
    expect(summary(toCosigner)).toEqual(
      [
        ['The renter signed your contract', `http://app.test/contracts/${parties.contractId}`],
        ['Your contract is finalized', `http://app.test/contracts/${parties.contractId}#agreement`],
        ['You have 3 unread messages', 'http://app.test/chat'],
      ].sort(),
    )
    expect(toRenter.find((m) => m.subject === 'An installment is due soon')!.text).toContain('$250.00 installment is due on')
    expect(toCosigner.find((m) => m.subject === 'You have 3 unread messages')!.text).toContain('Rita Renter: 3 unread messages')
  })

  test('a kind switched off in the settings sends no email; the others still do; old events send none', async () => {
    const cosigner = await signUp('COSIGNER')
    // Every kind of the list, each on until changed.
    expect(await prefs(cosigner)).toEqual(Object.fromEntries(EMAIL_NOTIFICATION_KINDS.map((kind) => [kind, true])))
    const put = await auth.inject({
      method: 'PUT',
      url: '/me/notification-preferences',
      headers: cosigner.headers,
      payload: { email: { match_request_received: false } },
    })
    expect(put.statusCode).toBe(200)
    expect(put.json<NotificationPreferencesResponse>().email).toMatchObject({ match_request_received: false, profile_review: true })
    expect(await prefs(cosigner)).toMatchObject({ match_request_received: false, profile_review: true })

    await deliver(envelope('match_request.created', { requestId: randomUUID(), renterId: randomUUID(), cosignerId: cosigner.id }))
    expect(await notifications(cosigner.email)).toHaveLength(0)
    await deliver(envelope('cosigner_profile.approved', { profileId: randomUUID(), userId: cosigner.id }))
    expect((await notifications(cosigner.email)).map((m) => m.subject)).toEqual(['Your cosigner profile is approved'])
    // A week-old event (a new consumer catching up with the stream) is history, not news.
    const weekAgo = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000)
    await deliver(envelope('payment.completed', { paymentId: randomUUID(), userId: cosigner.id, purpose: 'profile_creation', amountCents: 100, subjectId: null, metadata: null }, weekAgo))
    expect(await notifications(cosigner.email)).toHaveLength(1)
  })

  test('an unknown kind or a malformed body is refused with the error envelope', async () => {
    const renter = await signUp('RENTER')
    for (const payload of [{ email: { everything: false } }, { email: { payment_received: 'no' } }, {}]) {
      const res = await auth.inject({ method: 'PUT', url: '/me/notification-preferences', headers: renter.headers, payload })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } })
    }
    expect((await auth.inject({ method: 'GET', url: '/me/notification-preferences' })).statusCode).toBe(401)
  })
})

describe('one-click unsubscribe', () => {
  test('GET shows a page and changes nothing; the one-click POST switches that kind off, without signing in', async () => {
    const renter = await signUp('RENTER')
    const parties = { renterId: renter.id, cosignerId: randomUUID() }
    await deliver(envelope('match_request.declined', { requestId: randomUUID(), ...parties }))
    const [mail] = await notifications(renter.email)
    const link = unsubscribePath(mail)

    const page = await auth.inject({ method: 'GET', url: link })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.body).toContain('Answers to your match requests')
    expect(page.body).toMatch(/<form method="post" action="\/api\/auth\/unsubscribe\?token=/)
    expect(await prefs(renter)).toMatchObject({ match_request_answered: true })

    // What a mail provider sends (RFC 8058): a form body, no cookie, no token header.
    const post = await auth.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(post.statusCode).toBe(200)
    expect(post.body).toContain('You will no longer receive emails about: Answers to your match requests.')
    expect(await prefs(renter)).toMatchObject({ match_request_answered: false, payment_received: true })
    // Again: still off, still fine.
    expect((await auth.inject({ method: 'POST', url: link })).statusCode).toBe(200)

    await deliver(envelope('match_request.accepted', { requestId: randomUUID(), ...parties }))
    expect(await notifications(renter.email)).toHaveLength(1)
  })

  test('a tampered or foreign token is refused with the error envelope and changes nothing', async () => {
    const renter = await signUp('RENTER')
    const other = await signUp('RENTER')
    await deliver(envelope('match_request.declined', { requestId: randomUUID(), renterId: renter.id, cosignerId: randomUUID() }))
    const link = unsubscribePath((await notifications(renter.email))[0])
    const token = decodeURIComponent(link.split('token=')[1])
    const [, kind, sig] = token.split('.')
    const tampered = [
      `${other.id}.${kind}.${sig}`,
      `${renter.id}.payment_received.${sig}`,
      `${renter.id}.${kind}.${sig.slice(0, -2)}xx`,
      'garbage',
    ]
    for (const bad of tampered)
      for (const method of ['GET', 'POST'] as const) {
        const res = await auth.inject({ method, url: `/unsubscribe?token=${encodeURIComponent(bad)}` })
        expect(res.statusCode).toBe(400)
        expect(res.json()).toEqual({ error: { code: 'UNSUBSCRIBE_LINK_INVALID', message: expect.any(String) } })
      }
    expect((await auth.inject({ method: 'POST', url: '/unsubscribe' })).statusCode).toBe(400)
    expect(await prefs(renter)).toMatchObject({ match_request_answered: true, payment_received: true })
    expect(await prefs(other)).toMatchObject({ match_request_answered: true })
  })
})
