import { createHmac, randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import WebSocket from 'ws'
import { cleanupTestRun, revocationSubject, testRunNames, type EventBus } from '@cosign/service-kit'
import type { ContractUpdatedMessage, NotificationListResponse, RealtimeMessage } from '@cosign/api'
import { TOKEN_EXPIRED_CLOSE_CODE } from '../src/plugins/realtime.js'
import { CONTRACT_UPDATES_CONSUMER } from '../src/plugins/contract-updates-consumer.js'
import {
  chatApp,
  closeSockets,
  connect,
  envelope,
  migrateChat,
  socketToken,
  streamMessageCount,
  testBus,
  urlOf,
  waitFor,
  waitForConsumerIdle,
} from './helpers.js'

const names = testRunNames('chat')
// Only the heartbeat test's instance pings this often: at 300 ms, a loaded machine that stalls the test process
// between a ping and its pong (same process) drops healthy sockets, and a push then has nobody to reach.
const HEARTBEAT_MS = 300
let app: FastifyInstance
let other: FastifyInstance // a second chat instance on the same stream, as in a scaled deployment
let pinging: FastifyInstance // a third, with the short heartbeat
let bus: EventBus

/** The HTTP status a refused upgrade was answered with. */
function refusedStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url)
    socket.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0)
      socket.terminate()
    })
    socket.on('open', () => reject(new Error('the socket opened')))
    socket.on('error', () => undefined)
  })
}

beforeAll(async () => {
  await migrateChat(names)
  app = await chatApp(names)
  other = await chatApp(names)
  pinging = await chatApp(names, { heartbeatMs: HEARTBEAT_MS })
  for (const instance of [app, other, pinging]) await instance.listen({ port: 0, host: '127.0.0.1' })
  bus = await testBus(names)
  for (const instance of [app, other, pinging]) await instance.events.connected
}, 30_000)

afterAll(async () => {
  closeSockets()
  await app?.close()
  await other?.close()
  await pinging?.close()
  await bus?.close()
  await cleanupTestRun(names)
}, 30_000)

describe('websocket pushes', () => {
  it('pushes a stored notification to its owner’s open socket, and to nobody else', async () => {
    const owner = randomUUID()
    const bystander = randomUUID()
    const mine = await connect(app, owner)
    const theirs = await connect(app, bystander)

    await bus.publish(
      envelope('notification.requested', {
        userId: owner,
        title: 'Contract ready',
        message: 'Please review it.',
      }),
    )
    const [pushed] = (await waitFor('the push', () =>
      mine.received.length ? mine.received : null,
    )) as RealtimeMessage[]
    expect(pushed).toMatchObject({
      type: 'notification.created',
      notification: { title: 'Contract ready', message: 'Please review it.', read: false },
    })

    const list = (
      await app.inject({
        method: 'GET',
        url: '/notifications',
        headers: { authorization: `Bearer ${socketToken(app, owner)}` },
      })
    ).json() as NotificationListResponse
    expect(list.items.map((n) => n.id)).toEqual([pushed.notification.id])
    expect(theirs.received).toHaveLength(0)
  }, 30_000)

  it('reaches a socket held by another instance through NATS, without storing pushes in the event stream', async () => {
    const userId = randomUUID()
    const client = await connect(other, userId)
    const before = await streamMessageCount(bus)
    const notification = {
      id: randomUUID(),
      title: 'Hello',
      message: 'from the other instance',
      read: false,
      createdAt: new Date().toISOString(),
    }

    app.realtime.publish(userId, { type: 'notification.created', notification })
    await waitFor('the cross-instance push', () => client.received.length > 0)
    expect(client.received).toEqual([{ type: 'notification.created', notification }])
    expect(app.realtime.connectionCount(userId)).toBe(0)
    expect(await streamMessageCount(bus)).toBe(before)
  }, 30_000)

  it('pushes contract.updated to both parties of a contract, on any instance, and to nobody else', async () => {
    const renterId = randomUUID()
    const cosignerId = randomUUID()
    const contractId = randomUUID()
    const renter = await connect(app, renterId)
    const renterSecondTab = await connect(other, renterId)
    const cosigner = await connect(other, cosignerId)
    const stranger = await connect(app, randomUUID())
    const parties = { contractId, renterId, cosignerId }
    const before = await streamMessageCount(bus)

    await bus.publish(
      envelope('contract.payment_step_updated', {
        ...parties,
        step: 1,
        status: 'completed',
        amountCents: 23_000,
        at: new Date().toISOString(),
      }),
    )
    const stepUpdate: ContractUpdatedMessage = {
      type: 'contract.updated',
      contractId,
      step: 1,
      stepStatus: 'completed',
    }
    for (const client of [renter, renterSecondTab, cosigner])
      await waitFor('the contract push', () => client.received.length > 0)
    for (const client of [renter, renterSecondTab, cosigner]) expect(client.received).toEqual([stepUpdate])

    // Status changes carry the status; an old event (a backlog replayed) is not pushed at all.
    await bus.publish(
      envelope('contract.cancelled', {
        ...parties,
        cancelledBy: 'cosigner',
        cancelledByUserId: cosignerId,
        reason: 'Moved away',
      }),
    )
    await bus.publish({
      ...envelope('contract.finalized', parties),
      occurredAt: new Date(Date.now() - 60 * 60 * 1000).toISOString(),
    })
    await waitForConsumerIdle(bus, CONTRACT_UPDATES_CONSUMER)
    await waitFor('the cancel push', () => renter.received.length > 1 && cosigner.received.length > 1)
    const cancelled: ContractUpdatedMessage = { type: 'contract.updated', contractId, status: 'cancelled' }
    expect(renter.received).toEqual([stepUpdate, cancelled])
    expect(cosigner.received).toEqual([stepUpdate, cancelled])

    expect(stranger.received).toEqual([])
    // Pushes only: nothing stored as a notification, nothing added to the event stream but the 3 events.
    expect(await app.prisma.notification.count({ where: { userId: { in: [renterId, cosignerId] } } })).toBe(0)
    expect(await streamMessageCount(bus)).toBe(before + 3)
  }, 30_000)

  it('refuses the upgrade without a valid token', async () => {
    expect(await refusedStatus(urlOf(app, ''))).toBe(401)
    expect(await refusedStatus(urlOf(app, '?token=not-a-jwt'))).toBe(401)
    // Well-formed and unexpired, but signed with another secret.
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
    const body = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: randomUUID(), email: 'x@example.com', role: 'ADMIN', exp: Math.floor(Date.now() / 1000) + 600 })}`
    const foreign = `${body}.${createHmac('sha256', 'not-our-secret').update(body).digest('base64url')}`
    expect(await refusedStatus(urlOf(app, `?token=${foreign}`))).toBe(401)
  }, 30_000)

  it('answers a plain GET (no upgrade) with 426 in the error shape', async () => {
    const res = await app.inject({ method: 'GET', url: `/ws?token=${socketToken(app, randomUUID())}` })
    expect(res.statusCode).toBe(426)
    expect(res.json().error.code).toBe('UPGRADE_REQUIRED')
    expect((await app.inject({ method: 'GET', url: '/ws' })).statusCode).toBe(401)
  })

  it('pings live sockets and drops one that stops answering', async () => {
    const userId = randomUUID()
    const healthy = await connect(pinging, userId)
    const silent = await connect(pinging, userId, { autoPong: false })
    expect(pinging.realtime.connectionCount(userId)).toBe(2)

    await silent.closed
    expect(healthy.pings()).toBeGreaterThanOrEqual(1)
    await waitFor('the dead socket to be forgotten', () => pinging.realtime.connectionCount(userId) === 1)
    expect(healthy.socket.readyState).toBe(WebSocket.OPEN)

    healthy.socket.close()
    await healthy.closed
    await waitFor('the closed socket to be forgotten', () => pinging.realtime.connectionCount(userId) === 0)
  }, 30_000)

  it('closes a socket when its access token expires', async () => {
    const userId = randomUUID()
    // Whole seconds: a 1-s token signed late in a second lived a few milliseconds, and on a loaded machine the
    // handshake came after its end (401 instead of an open socket). 4 s leaves the handshake room.
    const client = await connect(app, userId, { expiresIn: 4 })
    expect(await client.closed).toBe(TOKEN_EXPIRED_CLOSE_CODE)
    await waitFor('the expired socket to be forgotten', () => app.realtime.connectionCount(userId) === 0)
  }, 30_000)

  it("closes the sockets of a session when it ends (logout), and a user's older sockets when their access changes", async () => {
    const userId = randomUUID()
    const phone = await connect(app, userId, { sid: 'phone', ver: 1 })
    const laptop = await connect(app, userId, { sid: 'laptop', ver: 1 })
    const other = await connect(app, randomUUID(), { sid: 'other', ver: 0 })
    const announce = async (notice: object) => {
      bus.nc.publish(revocationSubject(names.subjectPrefix), JSON.stringify(notice))
      await bus.nc.flush()
    }

    await announce({ sid: 'phone' })
    expect(await phone.closed).toBe(TOKEN_EXPIRED_CLOSE_CODE)
    await waitFor('the ended session to be forgotten', () => app.realtime.connectionCount(userId) === 1)

    // A version the laptop's token already has ends nothing; a higher one (switched off, role changed) does.
    await announce({ userId, version: 1 })
    await new Promise((r) => setTimeout(r, 200))
    expect(laptop.socket.readyState).toBe(WebSocket.OPEN)
    await announce({ userId, version: 2 })
    expect(await laptop.closed).toBe(TOKEN_EXPIRED_CLOSE_CODE)
    expect(other.socket.readyState).toBe(WebSocket.OPEN)
  }, 30_000)
})
