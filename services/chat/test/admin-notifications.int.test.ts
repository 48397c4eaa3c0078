import type { FastifyInstance } from 'fastify'
import { cleanupTestRun, testRunNames } from '@cosign/service-kit'
import { NOTIFICATION_MESSAGES, type AdminSendNotificationResponse, type NotificationListResponse } from '@cosign/api'
import { chatApp, closeSockets, connect, knownUser, migrateChat, tokenFor, waitFor } from './helpers.js'

const names = testRunNames('chat')
let app: FastifyInstance

beforeAll(async () => {
  await migrateChat(names)
  app = await chatApp(names)
  await app.listen({ port: 0, host: '127.0.0.1' })
}, 30_000)

afterAll(async () => {
  closeSockets()
  await app?.close()
  await cleanupTestRun(names)
}, 30_000)

describe('POST /admin/notifications (Send Message)', () => {
  it('stores one notification for the client and pushes it live', async () => {
    const admin = tokenFor(app, undefined, 'ADMIN')
    const client = tokenFor(app)
    await knownUser(app, client.userId)
    const live = await connect(app, client.userId)
    const res = await app.inject({
      method: 'POST',
      url: '/admin/notifications',
      headers: admin.auth,
      payload: { userId: client.userId, title: '  Welcome ', message: 'Your profile looks great.' },
    })
    expect(res.statusCode).toBe(201)
    const body = res.json() as AdminSendNotificationResponse
    expect(body.notification).toMatchObject({
      title: 'Welcome',
      message: 'Your profile looks great.',
      read: false,
    })

    const mine = await app.inject({ url: '/notifications', headers: client.auth })
    expect((mine.json() as NotificationListResponse).items.map((n) => n.id)).toEqual([body.notification.id])
    await waitFor('the live push', () =>
      live.received.some(
        (m) => m.type === 'notification.created' && m.notification.id === body.notification.id,
      ),
    )
  })

  it('answers 404 for a user id no account has, and stores nothing', async () => {
    const admin = tokenFor(app, undefined, 'ADMIN')
    const stranger = tokenFor(app)
    const res = await app.inject({
      method: 'POST',
      url: '/admin/notifications',
      headers: admin.auth,
      payload: { userId: stranger.userId, title: 'Hi', message: 'Hello' },
    })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: { code: expect.any(String), message: NOTIFICATION_MESSAGES.recipientNotFound } })
    expect(await app.prisma.notification.count({ where: { userId: stranger.userId } })).toBe(0)
  })

  it('refuses visitors (401), members (403) and blank or oversized texts (400), in the envelope', async () => {
    const payload = { userId: tokenFor(app).userId, title: 'Hi', message: 'Hello' }
    await knownUser(app, payload.userId)
    const send = (headers: Record<string, string>, body: object = payload) =>
      app.inject({ method: 'POST', url: '/admin/notifications', headers, payload: body })
    expect((await send({})).statusCode).toBe(401)
    for (const role of ['RENTER', 'COSIGNER'] as const) {
      const res = await send(tokenFor(app, undefined, role).auth)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } })
    }
    const admin = tokenFor(app, undefined, 'ADMIN').auth
    for (const body of [
      { ...payload, title: '   ' },
      { ...payload, message: '' },
      { ...payload, title: 'x'.repeat(121) },
      { ...payload, message: 'x'.repeat(2001) },
      { ...payload, userId: 'not-a-uuid' },
      { ...payload, extra: 1 },
    ]) {
      const res = await send(admin, body)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ error: { message: expect.any(String) } })
    }
  })
})
