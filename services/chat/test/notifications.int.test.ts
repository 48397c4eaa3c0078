import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { applyMigrations, cleanupTestRun, testRunNames, type EventBus } from '@cosign/service-kit'
import type { NotificationDto, NotificationListResponse, SessionResponse } from '@cosign/api'
import { notificationRepository } from '../src/repositories/notification-repository.js'
// The real auth service, to sign up for real: its outbox publishes user.registered to this run's stream.
import { buildApp as buildAuthApp } from '../../auth/src/app.js'
import { readConfig as readAuthConfig } from '../../auth/src/config.js'
import {
  chatApp,
  envelope,
  knownUser,
  migrateChat,
  streamMessageCount,
  testBus,
  tokenFor,
  waitFor,
  waitForConsumerIdle,
} from './helpers.js'

const names = testRunNames('chat')
const authSchema = `${names.schema}_auth`
const here = path.dirname(fileURLToPath(import.meta.url))
let app: FastifyInstance
let auth: FastifyInstance
let bus: EventBus

const list = async (headers: Record<string, string>) => {
  const res = await app.inject({ method: 'GET', url: '/notifications', headers })
  expect(res.statusCode).toBe(200)
  return res.json() as NotificationListResponse
}

beforeAll(async () => {
  await migrateChat(names)
  await applyMigrations({
    databaseUrl: names.databaseUrl,
    schema: authSchema,
    migrationsDir: path.join(here, '../../auth/prisma/migrations'),
  })
  app = await chatApp(names)
  auth = await buildAuthApp({
    ...readAuthConfig({ NODE_ENV: 'test' }),
    databaseUrl: names.databaseUrl,
    natsUrl: names.natsUrl,
    schema: authSchema,
    eventStream: names.eventStream,
    subjectPrefix: names.subjectPrefix,
  })
  bus = await testBus(names)
}, 30_000)

afterAll(async () => {
  await auth?.close()
  await app?.close()
  await bus?.close()
  await cleanupTestRun(names, [authSchema])
}, 30_000)

describe('notifications from domain events', () => {
  it('welcomes a user who signs up through the auth service', async () => {
    const signup = await auth.inject({
      method: 'POST',
      url: '/signup',
      payload: {
        email: `maya-${randomUUID()}@example.com`,
        password: 'secret123',
        confirmPassword: 'secret123', acceptTerms: true,
        firstName: 'Maya',
        lastName: 'Lopez',
        role: 'RENTER',
      },
    })
    expect(signup.statusCode).toBe(201)
    const session = signup.json() as SessionResponse
    const headers = { authorization: `Bearer ${session.accessToken}` }

    const welcome = await waitFor('the welcome notification', async () => (await list(headers)).items[0])
    expect(welcome).toMatchObject({ title: 'Welcome to Cosign Marketplace!', read: false })
    expect(welcome.message).toContain('Welcome to Cosign Marketplace, Maya!')
    expect((await list(headers)).unreadCount).toBe(1)
  }, 30_000)

  it('stores one notification when the same event is delivered twice', async () => {
    const { userId, auth: headers } = tokenFor(app)
    const event = envelope('user.registered', {
      userId,
      email: 'twice@example.com',
      firstName: 'Twice',
      lastName: '',
      role: 'COSIGNER',
    })
    const before = await streamMessageCount(bus)
    await bus.publish(event)
    // A plain publish bypasses JetStream's msg-id de-duplication: the stream now holds the event twice.
    bus.nc.publish(bus.subject(event.type), JSON.stringify(event))
    await waitFor('both copies in the stream', async () => (await streamMessageCount(bus)) === before + 2)
    await waitForConsumerIdle(bus)

    const { items, unreadCount } = await list(headers)
    expect(items).toHaveLength(1)
    expect(items[0].message).toContain('Twice')
    expect(unreadCount).toBe(1)
  }, 30_000)

  it('tells the requester, and only the requester, that a credit report request was approved', async () => {
    const requester = tokenFor(app)
    const target = tokenFor(app)
    await bus.publish(
      envelope('credit_report_request.approved', {
        requestId: randomUUID(),
        requesterId: requester.userId,
        targetUserId: target.userId,
      }),
    )
    const note = await waitFor('the approval notification', async () => (await list(requester.auth)).items[0])
    expect(note).toMatchObject({
      title: 'Request Approved',
      message: 'Credit report request has been approved.',
    })
    await waitForConsumerIdle(bus)
    expect((await list(target.auth)).items).toHaveLength(0)
  }, 30_000)

  it('acknowledges an event without a valid recipient instead of retrying it', async () => {
    await bus.publish(envelope('notification.requested', { userId: 'nobody', title: 'Hi', message: 'there' }))
    const { userId, auth: headers } = tokenFor(app)
    await bus.publish(envelope('notification.requested', { userId, title: 'After', message: 'the bad one' }))
    await waitFor('the next notification', async () => (await list(headers)).items[0])
    await waitForConsumerIdle(bus)
  }, 30_000)
})

describe('notification API', () => {
  const owner = () => tokenFor(app)

  async function seed(userId: string, count: number) {
    const start = Date.now() - count * 1000
    for (let i = 0; i < count; i++)
      await app.prisma.notification.create({
        data: { userId, title: `N${i}`, message: `message ${i}`, createdAt: new Date(start + i * 1000) },
      })
  }

  it('lists the newest 20 and counts every unread one', async () => {
    const { userId, auth: headers } = owner()
    await seed(userId, 22)
    const { items, unreadCount } = await list(headers)
    expect(items).toHaveLength(20)
    expect(items[0].title).toBe('N21')
    expect(items[19].title).toBe('N2')
    expect(unreadCount).toBe(22)
  })

  it('resumes after the newest notification held: only later ones, newest first, none twice', async () => {
    const { userId, auth: headers } = owner()
    const other = owner()
    await seed(userId, 3)
    await knownUser(app, userId)
    const held = (await list(headers)).items
    // Stored while the client was away, concurrently (often within one millisecond).
    const admin = tokenFor(app, randomUUID(), 'ADMIN')
    const sends = await Promise.all(
      ['A', 'B', 'C'].map((title) =>
        app.inject({ method: 'POST', url: '/admin/notifications', headers: admin.auth, payload: { userId, title, message: 'later' } }),
      ),
    )
    expect(sends.map((res) => res.statusCode)).toEqual([201, 201, 201])
    const stored = sends.map((res) => (res.json() as { notification: NotificationDto }).notification)
    // Stored in commit order: each one strictly after the previous, so a cursor can never skip one.
    const times = stored.map((n) => Date.parse(n.createdAt)).sort((a, b) => a - b)
    expect(new Set(times).size).toBe(3)

    const resumed = await app.inject({ method: 'GET', url: `/notifications?after=${held[0].id}`, headers })
    expect(resumed.statusCode).toBe(200)
    const body = resumed.json() as NotificationListResponse
    const byStoredTime = [...stored].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    expect(body.items.map((n) => n.id)).toEqual(byStoredTime.map((n) => n.id))
    expect(body.unreadCount).toBe(6)
    // Nothing after the newest: an empty page, the count still exact.
    const none = await app.inject({ method: 'GET', url: `/notifications?after=${byStoredTime[0].id}`, headers })
    expect(none.json()).toEqual({ items: [], unreadCount: 6 })
    // Another user's notification id is no cursor for this one.
    await seed(other.userId, 1)
    const foreign = (await list(other.auth)).items[0]
    const refused = await app.inject({ method: 'GET', url: `/notifications?after=${foreign.id}`, headers })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({
      error: { code: 'INVALID_CURSOR', message: 'after must be the id of one of your notifications.' },
    })
    const malformed = await app.inject({ method: 'GET', url: '/notifications?after=12', headers })
    expect(malformed.statusCode).toBe(400)
  })

  it('resumes with the newest 20 of those stored after the cursor when more were missed', async () => {
    const { userId, auth: headers } = owner()
    await seed(userId, 1)
    const [held] = (await list(headers)).items
    for (let i = 0; i < 22; i++)
      await app.prisma.$transaction((tx) =>
        notificationRepository.create(tx, { userId, title: `M${i}`, message: 'missed' }),
      )
    const body = (
      await app.inject({ method: 'GET', url: `/notifications?after=${held.id}`, headers })
    ).json() as NotificationListResponse
    expect(body.items.map((n) => n.title)).toEqual(Array.from({ length: 20 }, (_, i) => `M${21 - i}`))
    expect(body.unreadCount).toBe(23)
  })

  it('marks one notification read; someone else gets 404 for it', async () => {
    const { userId, auth: headers } = owner()
    const other = owner()
    await seed(userId, 2)
    const [newest] = (await list(headers)).items

    const stranger = await app.inject({
      method: 'POST',
      url: `/notifications/${newest.id}/read`,
      headers: other.auth,
    })
    expect(stranger.statusCode).toBe(404)
    expect(stranger.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Notification not found' } })
    expect((await list(headers)).unreadCount).toBe(2)

    const res = await app.inject({ method: 'POST', url: `/notifications/${newest.id}/read`, headers })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ notification: { id: newest.id, read: true }, unreadCount: 1 })
    expect((await list(headers)).items.find((n) => n.id === newest.id)?.read).toBe(true)
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const { auth: headers } = owner()
    expect(
      (await app.inject({ method: 'POST', url: `/notifications/${randomUUID()}/read`, headers })).statusCode,
    ).toBe(404)
    const bad = await app.inject({ method: 'POST', url: '/notifications/not-a-uuid/read', headers })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('VALIDATION_ERROR')
  })

  it('marks all of the user’s notifications read and nobody else’s', async () => {
    const { userId, auth: headers } = owner()
    const other = owner()
    await seed(userId, 3)
    await seed(other.userId, 2)

    const res = await app.inject({ method: 'POST', url: '/notifications/read-all', headers })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ updated: 3, unreadCount: 0 })
    expect((await list(headers)).items.every((n) => n.read)).toBe(true)
    expect((await list(other.auth)).unreadCount).toBe(2)
  })

  it('requires a valid token', async () => {
    for (const req of [
      { method: 'GET' as const, url: '/notifications' },
      { method: 'POST' as const, url: `/notifications/${randomUUID()}/read` },
      { method: 'POST' as const, url: '/notifications/read-all' },
    ]) {
      const none = await app.inject(req)
      expect(none.statusCode).toBe(401)
      expect(none.json().error.code).toBe('UNAUTHORIZED')
      const forged = await app.inject({ ...req, headers: { authorization: 'Bearer not.a.token' } })
      expect(forged.statusCode).toBe(401)
      // A visitor learns nothing about the inputs: 401 comes before the body is parsed.
      const badBody = await app.inject({
        ...req,
        headers: { 'content-type': 'application/json' },
        payload: '{x',
      })
      expect(badBody.statusCode).toBe(401)
    }
  })

  it('answers health and readiness', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' })
    const ready = await app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready', nats: 'connected' })
  })
})
