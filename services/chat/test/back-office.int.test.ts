// Activity timeline and admin alerts against the real PostgreSQL and NATS: events in through the stream (and
// again, as JetStream redelivers), rows and pushes out, admin routes closed to everyone else.
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import WebSocket from 'ws'
import { cleanupTestRun, redeliverEvent, testRunNames, type EventBus, signedInClaims } from '@cosign/service-kit'
import {
  LARGE_TRANSACTION_THRESHOLD_CENTS,
  type ActivityPageResponse,
  type AdminAlertListResponse,
  type EventEnvelope,
  type RealtimePush,
  type Role,
} from '@cosign/api'
import { ACTIVITY_CONSUMER } from '../src/plugins/activity-consumer.js'
import { ADMIN_ALERTS_CONSUMER } from '../src/plugins/admin-alerts-consumer.js'
import { CONVERSATIONS_CONSUMER } from '../src/plugins/conversation-consumer.js'
import { chatApp, closeSockets, connect, envelope, migrateChat, testBus, tokenFor, urlOf, waitFor, waitForConsumerIdle } from './helpers.js'

const names = testRunNames('chat_backoffice')
let app: FastifyInstance
let bus: EventBus

const as = (role: Role) => tokenFor(app, randomUUID(), role)
const get = (url: string, who: { auth: object } | null) => app.inject({ method: 'GET', url, headers: who?.auth ?? {} })
const post = (url: string, who: { auth: object } | null) => app.inject({ method: 'POST', url, headers: who?.auth ?? {} })

async function publish(...events: EventEnvelope[]) {
  for (const event of events) await bus.publish(event)
  await waitForConsumerIdle(bus, ACTIVITY_CONSUMER)
  await waitForConsumerIdle(bus, ADMIN_ALERTS_CONSUMER)
  await waitForConsumerIdle(bus, CONVERSATIONS_CONSUMER)
}
/** Delivers an already handled event again (a JetStream redelivery) to both consumers. */
async function redeliver(event: EventEnvelope) {
  await redeliverEvent(bus, event, ACTIVITY_CONSUMER)
  await waitForConsumerIdle(bus, ADMIN_ALERTS_CONSUMER)
}

/** An admin's websocket, collecting what it receives. */
async function adminSocket() {
  const token = app.jwt.sign(signedInClaims({ sub: randomUUID(), email: 'admin@example.com', role: 'ADMIN' }))
  const before = app.adminRealtime.connectionCount()
  const socket = new WebSocket(urlOf(app, `?token=${token}`))
  const received: RealtimePush[] = []
  socket.on('message', (data) => received.push(JSON.parse(data.toString()) as RealtimePush))
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  await waitFor('the admin socket to be registered', () => app.adminRealtime.connectionCount() > before)
  return { socket, received }
}

const payment = (userId: string, amountCents: number) => ({
  paymentId: randomUUID(),
  userId,
  purpose: 'contract_cosigner_payment' as const,
  amountCents,
  subjectId: randomUUID(),
  metadata: null,
})

beforeAll(async () => {
  await migrateChat(names)
  app = await chatApp(names)
  await app.listen({ port: 0, host: '127.0.0.1' })
  bus = await testBus(names)
  await app.events.connected
}, 30_000)

afterAll(async () => {
  closeSockets()
  await app?.close()
  await bus?.close()
  await cleanupTestRun(names)
}, 30_000)

describe('activity timeline', () => {
  it('each event produces one activity row per client, even when delivered twice', async () => {
    const renter = randomUUID()
    const cosigner = randomUUID()
    const events: EventEnvelope[] = [
      envelope('user.registered', { userId: renter, email: 'r@example.com', firstName: 'Rena', lastName: 'Lopez', role: 'RENTER' }),
      envelope('renter_profile.saved', { profileId: randomUUID(), userId: renter }),
      envelope('payment.completed', payment(renter, 4_900)),
      envelope('payment.refunded', { ...payment(renter, 4_900), refundedAt: new Date().toISOString() }),
      envelope('match_request.created', { requestId: randomUUID(), renterId: renter, cosignerId: cosigner }),
      envelope('lease_armor.enrolled', { userId: renter, planId: '3A', monthlyFeeCents: 16_783 }),
      envelope('dispute.opened', { disputeId: randomUUID(), reporterId: renter, reporterRole: 'RENTER', subjectType: 'payment', subjectId: randomUUID(), title: 'Charged twice', priority: 'high' }),
      envelope('contract.created', { contractId: randomUUID(), renterId: renter, cosignerId: cosigner, feeCents: 100_000, createdBy: cosigner }),
    ]
    await publish(...events)
    for (const event of events) await redeliver(event)

    const rows = await app.prisma.activityEvent.findMany({ where: { clientId: { in: [renter, cosigner] } } })
    // match_request.created and contract.created go on both timelines.
    expect(rows).toHaveLength(events.length + 2)
    for (const event of events) {
      const forEvent = rows.filter((r) => r.sourceEventId === event.id)
      expect(new Set(forEvent.map((r) => r.clientId)).size).toBe(forEvent.length)
      expect(forEvent.length).toBeGreaterThan(0)
    }
    expect(new Set(rows.filter((r) => r.clientId === renter).map((r) => r.type))).toEqual(
      new Set(['profile_update', 'payment_made', 'payment_received', 'match_request', 'lease_armor_enrollment', 'dispute_filed', 'contract_update']),
    )
  })

  it('pages newest first with a cursor, filtered by client and type, with the client’s name', async () => {
    const admin = as('ADMIN')
    const client = randomUUID()
    const base = Date.parse('2026-01-01T00:00:00Z')
    const events: EventEnvelope[] = [
      { ...envelope('user.registered', { userId: client, email: 'p@example.com', firstName: 'Pat', lastName: 'Page', role: 'COSIGNER' }), occurredAt: new Date(base).toISOString() },
    ]
    // Five payments a minute apart, two of them at the same millisecond (the id breaks the tie).
    for (const [i, minute] of [1, 2, 3, 3, 4].entries())
      events.push({ ...envelope('payment.completed', payment(client, 1_000 + i)), occurredAt: new Date(base + minute * 60_000).toISOString() })
    await publish(...events)

    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const query: string = `/admin/activity?clientId=${client}&type=payment_made&limit=2${cursor ? `&cursor=${cursor}` : ''}`
      const res = await get(query, admin)
      expect(res.statusCode).toBe(200)
      const page = res.json() as ActivityPageResponse
      for (const item of page.items) {
        expect(item).toMatchObject({ clientId: client, clientName: 'Pat Page', type: 'payment_made' })
        seen.push(item.occurredAt + item.id)
      }
      cursor = page.nextCursor
      pages++
    } while (cursor && pages < 10)
    expect(pages).toBe(3)
    expect(seen).toHaveLength(5)
    expect([...seen].sort().reverse()).toEqual(seen)

    const all = (await get(`/admin/activity?clientId=${client}`, admin)).json() as ActivityPageResponse
    expect(all.items.map((i) => i.type)).toEqual(['payment_made', 'payment_made', 'payment_made', 'payment_made', 'payment_made', 'profile_update'])
    expect(all.nextCursor).toBeNull()
  })

  it('refuses bad filters with the error envelope', async () => {
    const admin = as('ADMIN')
    for (const query of ['clientId=nope', 'type=birthday', 'limit=0', 'limit=101', 'cursor=abc', 'sort=asc']) {
      const res = await get(`/admin/activity?${query}`, admin)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } })
    }
  })
})

describe('admin alerts', () => {
  it('each rule fires once, however often its event comes, and is pushed live to admins only', async () => {
    const admin = await adminSocket()
    const renter = await connect(app, randomUUID())
    const user = randomUUID()
    const disputeId = randomUUID()
    const large = payment(user, LARGE_TRANSACTION_THRESHOLD_CENTS)
    const events: EventEnvelope[] = [
      envelope('payment.failed', { ...payment(user, 4_900), reason: 'Declined' }),
      envelope('payment.completed', large),
      envelope('payment.completed', payment(user, LARGE_TRANSACTION_THRESHOLD_CENTS - 1)),
      envelope('dispute.opened', { disputeId, reporterId: user, reporterRole: 'RENTER', subjectType: 'payment', subjectId: large.paymentId, title: 'Charged twice', priority: 'high' }),
      envelope('credit_report.uploaded', { userId: user, creditScore: 812, documentId: randomUUID() }),
      // A second excellent report of the same client: high_value_signup fires once per client.
      envelope('credit_report.uploaded', { userId: user, creditScore: 830, documentId: randomUUID() }),
      envelope('cosigner_profile.submitted', { profileId: randomUUID(), userId: user }),
    ]
    await publish(...events)
    for (const event of events) await redeliver(event)

    const alerts = await app.prisma.adminAlert.findMany({ where: { sourceEventId: { in: events.map((e) => e.id) } } })
    expect(alerts.map((a) => a.type).sort()).toEqual(['dispute_opened', 'high_value_signup', 'large_transaction', 'payment_failed', 'profile_review'])
    expect(alerts.find((a) => a.type === 'dispute_opened')).toMatchObject({ priority: 'high', subjectId: disputeId, read: false })

    await waitFor('five pushes to the admin', () => admin.received.filter((m) => m.type === 'admin_alert.created').length >= 5)
    await new Promise((r) => setTimeout(r, 300))
    const pushed = admin.received.flatMap((m) => (m.type === 'admin_alert.created' ? [m.alert.type] : []))
    expect(pushed.sort()).toEqual(['dispute_opened', 'high_value_signup', 'large_transaction', 'payment_failed', 'profile_review'])
    expect(renter.received.filter((m) => m.type.startsWith('admin_alert'))).toEqual([])
  }, 60_000)

  it('read state is shared by the admins: marking one read updates every admin’s count', async () => {
    const first = as('ADMIN')
    const other = await adminSocket()
    await publish(envelope('payment.failed', { ...payment(randomUUID(), 100), reason: 'Declined' }))
    const list = (await get('/admin/alerts', first)).json() as AdminAlertListResponse
    expect(list.unreadCount).toBeGreaterThan(0)
    const target = list.items.find((a) => !a.read)!
    const read = await post(`/admin/alerts/${target.id}/read`, first)
    expect(read.statusCode).toBe(200)
    expect(read.json()).toMatchObject({ alert: { id: target.id, read: true }, unreadCount: list.unreadCount - 1 })
    await waitFor('the read push', () => other.received.some((m) => m.type === 'admin_alerts.read' && m.ids?.includes(target.id)))

    const all = await post('/admin/alerts/read-all', first)
    expect(all.json()).toEqual({ updated: list.unreadCount - 1, unreadCount: 0 })
    expect(((await get('/admin/alerts', first)).json() as AdminAlertListResponse).unreadCount).toBe(0)
    expect((await post(`/admin/alerts/${randomUUID()}/read`, first)).statusCode).toBe(404)
  })
})

describe('access', () => {
  it('every admin route refuses non-admins (403) and visitors (401) with the error envelope', async () => {
    const routes: [string, string][] = [
      ['GET', '/admin/activity'],
      ['GET', `/admin/activity?clientId=${randomUUID()}`],
      ['GET', '/admin/alerts'],
      ['POST', `/admin/alerts/${randomUUID()}/read`],
      ['POST', '/admin/alerts/read-all'],
    ]
    for (const [method, url] of routes) {
      for (const role of ['RENTER', 'COSIGNER'] as const) {
        const res = await app.inject({ method: method as 'GET', url, headers: as(role).auth })
        expect([url, role, res.statusCode]).toEqual([url, role, 403])
        expect(res.json()).toEqual({ error: { code: 'FORBIDDEN', message: expect.any(String) } })
      }
      const anonymous = await app.inject({ method: method as 'GET', url })
      expect([url, anonymous.statusCode]).toEqual([url, 401])
      expect(anonymous.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } })
    }
  })
})
