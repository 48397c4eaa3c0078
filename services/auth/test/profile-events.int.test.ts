import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { EventBus, applyMigrations, cleanupTestRun, redeliverEvent, testRunNames } from '@cosign/service-kit'
import type { DomainEvents, EventEnvelope, EventType, SessionResponse, UserDto } from '@cosign/api'
import { buildApp } from '../src/app.js'
import { readConfig } from '../src/config.js'
import { PROFILE_EVENTS_CONSUMER } from '../src/plugins/profile-events-consumer.js'

// The matching and documents services announce profile and credit facts; here the test publishes them on
// the run's stream the way those services' outboxes do, and reads the result through GET /me.
const names = testRunNames('auth')
const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../prisma/migrations')
const config = {
  // A user cache that outlives the test: /me can only be fresh because the consumer evicts the user.
  ...readConfig({ NODE_ENV: 'test', USER_CACHE_TTL_MS: '600000' }),
  databaseUrl: names.databaseUrl,
  natsUrl: names.natsUrl,
  schema: names.schema,
  eventStream: names.eventStream,
  subjectPrefix: names.subjectPrefix,
  logLevel: 'error',
}
let app: FastifyInstance
let bus: EventBus

beforeAll(async () => {
  await applyMigrations({ databaseUrl: names.databaseUrl, schema: names.schema, migrationsDir })
  app = await buildApp(config)
  await app.ready()
  bus = await EventBus.connect({
    natsUrl: names.natsUrl,
    stream: names.eventStream,
    subjectPrefix: names.subjectPrefix,
    name: 'auth-test',
  })
}, 30_000)
afterAll(async () => {
  await app?.close()
  await bus?.close()
  await cleanupTestRun(names)
}, 30_000)

interface Account {
  id: string
  headers: { authorization: string }
}

async function signup(role: 'RENTER' | 'COSIGNER'): Promise<Account> {
  const res = await app.inject({
    method: 'POST',
    url: '/signup',
    payload: {
      email: `${role.toLowerCase()}-${randomUUID()}@example.com`,
      password: 'secret1',
      confirmPassword: 'secret1', acceptTerms: true,
      role,
    },
  })
  expect(res.statusCode).toBe(201)
  const session = res.json<SessionResponse>()
  return { id: session.user.id, headers: { authorization: `Bearer ${session.accessToken}` } }
}

async function me(account: Account): Promise<UserDto> {
  const res = await app.inject({ method: 'GET', url: '/me', headers: account.headers })
  expect(res.statusCode).toBe(200)
  return res.json<{ user: UserDto }>().user
}

const T0 = Date.parse('2026-03-01T12:00:00.000Z')
/** An event as a producer's outbox writes it, `seconds` after T0 (the order the producer saw). */
function envelope<T extends EventType>(type: T, data: DomainEvents[T], seconds = 0): EventEnvelope<T> {
  return { id: randomUUID(), type, occurredAt: new Date(T0 + seconds * 1000).toISOString(), data }
}

/** Publishes on the stream and waits until the auth consumer has acknowledged it (handled and evicted). */
async function deliver<T extends EventType>(event: EventEnvelope<T>): Promise<EventEnvelope<T>> {
  const { seq } = await bus.js.publish(bus.subject(event.type), JSON.stringify(event), { msgID: event.id })
  const jsm = await bus.js.jetstreamManager()
  const deadline = Date.now() + 15_000
  for (;;) {
    const info = await jsm.consumers.info(names.eventStream, PROFILE_EVENTS_CONSUMER).catch(() => null)
    if (info && info.ack_floor.stream_seq >= seq) return event
    if (Date.now() > deadline) throw new Error(`${event.type} ${event.id} was not acknowledged`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** After a direct write: evicts the user and lets the eviction's NATS echo pass, so /me can cache again. */
async function evicted(id: string): Promise<void> {
  app.users.changed(id)
  await new Promise((r) => setTimeout(r, 200))
}

const row = (id: string) => app.prisma.user.findUniqueOrThrow({ where: { id } })
// This consumer's rows only: auth's notification-mail consumer also records the approved/rejected events.
const processed = (eventId: string) =>
  app.prisma.processedEvent.findMany({ where: { eventId, consumer: PROFILE_EVENTS_CONSUMER } })

describe('cosigner profile events', () => {
  test('submitted, then approved: /me shows each at once; the account stays active', async () => {
    const cosigner = await signup('COSIGNER')
    const profileId = randomUUID()
    // Primes the user cache with the sign-up values.
    expect(await me(cosigner)).toMatchObject({ profileCompleted: false, profileStatus: null, isActive: true })

    const submitted = await deliver(
      envelope('cosigner_profile.submitted', { profileId, userId: cosigner.id }, 0),
    )
    expect(await me(cosigner)).toMatchObject({
      profileCompleted: true,
      profileStatus: 'pending_review',
      isActive: true,
      role: 'COSIGNER',
    })
    expect(await processed(submitted.id)).toEqual([
      expect.objectContaining({ consumer: PROFILE_EVENTS_CONSUMER }),
    ])

    await deliver(envelope('cosigner_profile.approved', { profileId, userId: cosigner.id }, 10))
    expect(await me(cosigner)).toMatchObject({
      profileCompleted: true,
      profileStatus: 'approved',
      isActive: true,
    })
  })

  test('rejected, then re-submitted after an edit and approved', async () => {
    const cosigner = await signup('COSIGNER')
    const profileId = randomUUID()
    await deliver(envelope('cosigner_profile.submitted', { profileId, userId: cosigner.id }, 0))
    await deliver(
      envelope('cosigner_profile.rejected', { profileId, userId: cosigner.id, reason: 'Blurry photo' }, 10),
    )
    expect(await me(cosigner)).toMatchObject({ profileCompleted: true, profileStatus: 'rejected' })
    await deliver(envelope('cosigner_profile.submitted', { profileId, userId: cosigner.id }, 20))
    expect(await me(cosigner)).toMatchObject({ profileStatus: 'pending_review' })
    await deliver(envelope('cosigner_profile.approved', { profileId, userId: cosigner.id }, 30))
    expect(await me(cosigner)).toMatchObject({ profileStatus: 'approved' })
  })

  test('an older submission delivered after the approval leaves the profile approved', async () => {
    const cosigner = await signup('COSIGNER')
    const profileId = randomUUID()
    const submitted = envelope('cosigner_profile.submitted', { profileId, userId: cosigner.id }, 0)
    await deliver(envelope('cosigner_profile.approved', { profileId, userId: cosigner.id }, 10))
    expect(await me(cosigner)).toMatchObject({ profileCompleted: true, profileStatus: 'approved' })
    const before = await row(cosigner.id)

    await deliver(submitted)
    expect(await me(cosigner)).toMatchObject({ profileCompleted: true, profileStatus: 'approved' })
    expect((await row(cosigner.id)).updatedAt).toEqual(before.updatedAt)
    // It was handled (and recorded), just not applied.
    expect(await processed(submitted.id)).toHaveLength(1)
  })

  test('a redelivered event is acknowledged without effect', async () => {
    const cosigner = await signup('COSIGNER')
    const profileId = randomUUID()
    const approved = await deliver(
      envelope('cosigner_profile.approved', { profileId, userId: cosigner.id }, 10),
    )
    const before = await row(cosigner.id)

    await redeliverEvent(bus, approved, PROFILE_EVENTS_CONSUMER)
    const after = await row(cosigner.id)
    expect(after.updatedAt).toEqual(before.updatedAt)
    expect(after.profileStatus).toBe('approved')
    expect(await processed(approved.id)).toHaveLength(1)
  })
})

describe('cosigner_profile.saved', () => {
  const saved = (
    profileId: string,
    userId: string,
    status: DomainEvents['cosigner_profile.saved']['status'],
  ) => ({ profileId, userId, status })

  test('a draft shows awaiting_payment and does not complete the profile; the payment submits it', async () => {
    const cosigner = await signup('COSIGNER')
    const profileId = randomUUID()
    expect(await me(cosigner)).toMatchObject({ profileCompleted: false, profileStatus: null })
    await deliver(envelope('cosigner_profile.saved', saved(profileId, cosigner.id, 'awaiting_payment'), 0))
    expect(await me(cosigner)).toMatchObject({ profileCompleted: false, profileStatus: 'awaiting_payment' })
    await deliver(envelope('cosigner_profile.submitted', { profileId, userId: cosigner.id }, 10))
    expect(await me(cosigner)).toMatchObject({ profileCompleted: true, profileStatus: 'pending_review' })
  })

  test('a refunded creation fee moves an approved profile back to awaiting_payment; it stays completed', async () => {
    const cosigner = await signup('COSIGNER')
    const profileId = randomUUID()
    await deliver(envelope('cosigner_profile.submitted', { profileId, userId: cosigner.id }, 0))
    await deliver(envelope('cosigner_profile.approved', { profileId, userId: cosigner.id }, 10))
    expect(await me(cosigner)).toMatchObject({ profileCompleted: true, profileStatus: 'approved' })

    const refunded = await deliver(
      envelope('cosigner_profile.saved', saved(profileId, cosigner.id, 'awaiting_payment'), 20),
    )
    expect(await me(cosigner)).toMatchObject({ profileCompleted: true, profileStatus: 'awaiting_payment' })
    expect(await row(cosigner.id)).toMatchObject({ profileStatusEventAt: new Date(refunded.occurredAt) })

    // Paid again: back to review.
    await deliver(envelope('cosigner_profile.submitted', { profileId, userId: cosigner.id }, 30))
    expect(await me(cosigner)).toMatchObject({ profileStatus: 'pending_review' })
  })

  test('order: an older draft announcement delivered late changes nothing; a newer review event wins', async () => {
    const cosigner = await signup('COSIGNER')
    const profileId = randomUUID()
    const draft = envelope('cosigner_profile.saved', saved(profileId, cosigner.id, 'awaiting_payment'), 0)
    await deliver(envelope('cosigner_profile.submitted', { profileId, userId: cosigner.id }, 10))
    const before = await row(cosigner.id)
    await deliver(draft)
    expect(await me(cosigner)).toMatchObject({ profileCompleted: true, profileStatus: 'pending_review' })
    expect((await row(cosigner.id)).updatedAt).toEqual(before.updatedAt)
    expect(await processed(draft.id)).toHaveLength(1)

    // A refund announced at 20, then an approval from before the refund (15) delivered late: still unpaid.
    await deliver(envelope('cosigner_profile.saved', saved(profileId, cosigner.id, 'awaiting_payment'), 20))
    await deliver(envelope('cosigner_profile.approved', { profileId, userId: cosigner.id }, 15))
    expect(await me(cosigner)).toMatchObject({ profileStatus: 'awaiting_payment' })
  })

  test('an unknown status is skipped as malformed', async () => {
    const cosigner = await signup('COSIGNER')
    const bad = envelope(
      'cosigner_profile.saved',
      { profileId: randomUUID(), userId: cosigner.id, status: 'archived' } as never,
      0,
    )
    await deliver(bad)
    expect(await me(cosigner)).toMatchObject({ profileCompleted: false, profileStatus: null })
    expect(await processed(bad.id)).toHaveLength(1)
  })
})

describe('renter profile events', () => {
  test('a saved renter profile completes the profile; the status stays empty', async () => {
    const renter = await signup('RENTER')
    const profileId = randomUUID()
    expect(await me(renter)).toMatchObject({ profileCompleted: false, profileStatus: null })

    await deliver(envelope('renter_profile.saved', { profileId, userId: renter.id }, 0))
    expect(await me(renter)).toMatchObject({ profileCompleted: true, profileStatus: null, isActive: true })
    const before = await row(renter.id)

    // Every later save is announced too; it changes nothing here.
    await deliver(envelope('renter_profile.saved', { profileId, userId: renter.id }, 10))
    expect((await row(renter.id)).updatedAt).toEqual(before.updatedAt)
    expect(await me(renter)).toMatchObject({ profileCompleted: true, profileStatus: null })
  })
})

describe('credit report events', () => {
  test('an upload sets the score, unverified; an older upload delivered late does not win', async () => {
    const renter = await signup('RENTER')
    // Pretend an earlier score was verified, then cached by /me.
    await app.prisma.user.update({ where: { id: renter.id }, data: { creditVerified: true } })
    await evicted(renter.id)
    expect(await me(renter)).toMatchObject({ creditScore: 0, creditVerified: true })

    const older = envelope(
      'credit_report.uploaded',
      { userId: renter.id, creditScore: 640, documentId: randomUUID() },
      0,
    )
    const newer = envelope(
      'credit_report.uploaded',
      { userId: renter.id, creditScore: 712, documentId: randomUUID() },
      10,
    )
    await deliver(newer)
    expect(await me(renter)).toMatchObject({
      creditScore: 712,
      creditVerified: false,
      profileCompleted: false,
    })

    await deliver(older)
    expect(await me(renter)).toMatchObject({ creditScore: 712, creditVerified: false })

    // A redelivery of the newer upload does not reset a verification that happened since.
    await app.prisma.user.update({ where: { id: renter.id }, data: { creditVerified: true } })
    await evicted(renter.id)
    await redeliverEvent(bus, newer, PROFILE_EVENTS_CONSUMER)
    expect(await me(renter)).toMatchObject({ creditScore: 712, creditVerified: true })
  })

  test("an admin's verification shows on /me while it is about the latest upload; a newer upload clears it", async () => {
    const renter = await signup('RENTER')
    const first = randomUUID()
    const second = randomUUID()
    const review = { userId: renter.id, creditScore: 720, reviewedBy: randomUUID(), reviewedAt: new Date(T0).toISOString() }
    await deliver(envelope('credit_report.uploaded', { userId: renter.id, creditScore: 720, documentId: first }, 0))
    await deliver(envelope('credit_report.verified', { ...review, documentId: first }, 5))
    expect(await me(renter)).toMatchObject({ creditScore: 720, creditVerified: true })

    await deliver(envelope('credit_report.uploaded', { userId: renter.id, creditScore: 650, documentId: second }, 10))
    expect(await me(renter)).toMatchObject({ creditScore: 650, creditVerified: false })
    // A late decision about the first upload changes nothing; the second one's rejection neither.
    await deliver(envelope('credit_report.verified', { ...review, documentId: first }, 15))
    await deliver(envelope('credit_report.rejected', { ...review, documentId: second, reason: 'Blurry' }, 20))
    expect(await me(renter)).toMatchObject({ creditScore: 650, creditVerified: false })
    await deliver(envelope('credit_report.verified', { ...review, creditScore: 650, documentId: second }, 25))
    expect(await me(renter)).toMatchObject({ creditScore: 650, creditVerified: true })
  })
})

describe('events the consumer cannot apply', () => {
  test('malformed events and unknown users are skipped; later events still apply', async () => {
    const renter = await signup('RENTER')
    const bad = [
      envelope('credit_report.uploaded', { userId: renter.id, creditScore: 9000, documentId: randomUUID() }),
      envelope('renter_profile.saved', { profileId: randomUUID(), userId: 'not-a-uuid' }),
      envelope('cosigner_profile.approved', { profileId: randomUUID(), userId: randomUUID() }),
    ]
    for (const event of bad) {
      await deliver(event)
      expect(await processed(event.id)).toHaveLength(1)
    }
    expect(await me(renter)).toMatchObject({ creditScore: 0, profileCompleted: false })

    await deliver(
      envelope('credit_report.uploaded', { userId: renter.id, creditScore: 700, documentId: randomUUID() }),
    )
    expect(await me(renter)).toMatchObject({ creditScore: 700 })
  })
})
