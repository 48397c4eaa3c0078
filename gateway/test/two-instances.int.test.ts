// Two chat instances and two gateways on the real PostgreSQL, NATS and Redis (issue 12): what one instance
// accepts reaches sockets held by the other, a client that reconnects gets exactly what it missed, and stopping
// one chat instance in the middle of a conversation loses nothing and doubles nothing.
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import WebSocket from 'ws'
import { applyMigrations, cleanupTestRun, EventBus, testRunNames, signedInClaims } from '@cosign/service-kit'
import type { ChatMessageDto, ChatMessagePush, ConversationListResponse, MessageListResponse } from '@cosign/api'
import { buildApp } from '../src/app.js'
import { readConfig, type GatewayConfig } from '../src/config.js'
import { startFailoverProxy, type FailoverProxy } from './helpers/failover-proxy.js'
// The real chat service, built beforehand (`pnpm --filter @cosign/chat build`).
import { buildApp as buildChatApp } from '../../services/chat/dist/app.js'
import { readConfig as readChatConfig } from '../../services/chat/dist/config.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const names = testRunNames('chat')
const secrets = { NODE_ENV: 'test', INTERNAL_TOKEN: randomBytes(32).toString('hex'), JWT_SECRET: randomBytes(32).toString('hex') }

let chat1: FastifyInstance
let chat2: FastifyInstance
let chat2Stopped = false
let gatewayA: FastifyInstance
let gatewayB: FastifyInstance
const proxies: FailoverProxy[] = []
let bus: EventBus
let shellDir: string

const portOf = (app: FastifyInstance) => (app.server.address() as AddressInfo).port
const base = (app: FastifyInstance) => `http://127.0.0.1:${portOf(app)}`

async function startChat(): Promise<FastifyInstance> {
  const app = await buildChatApp({
    ...readChatConfig(secrets),
    databaseUrl: names.databaseUrl,
    natsUrl: names.natsUrl,
    schema: names.schema,
    eventStream: names.eventStream,
    subjectPrefix: names.subjectPrefix,
    messageRateLimitPerMinute: 10_000,
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  await app.events.connected
  return app
}

/** A gateway whose chat upstream is the first of `chats` that accepts a connection (the load balancer's part). */
async function startGateway(chats: FastifyInstance[]): Promise<FastifyInstance> {
  const proxy = await startFailoverProxy(chats.map(portOf))
  proxies.push(proxy)
  const config = readConfig(secrets)
  const unused = 'http://127.0.0.1:9'
  const app = await buildApp({
    ...config,
    services: { ...config.services, auth: unused, matching: unused, contracts: unused, payments: unused, documents: unused, chat: proxy.url },
    shellDir,
  } satisfies GatewayConfig)
  await app.listen({ port: 0, host: '127.0.0.1' })
  return app
}

beforeAll(async () => {
  await applyMigrations({
    databaseUrl: names.databaseUrl,
    schema: names.schema,
    migrationsDir: path.resolve(here, '../../services/chat/prisma/migrations'),
  })
  shellDir = await mkdtemp(path.join(tmpdir(), 'gateway-shell-'))
  await writeFile(path.join(shellDir, 'index.html'), '<!doctype html><html><body>shell</body></html>')
  chat1 = await startChat()
  chat2 = await startChat()
  // Gateway A reaches chat 1 while it runs, gateway B chat 2 (then chat 1 once chat 2 is stopped).
  gatewayA = await startGateway([chat1, chat2])
  gatewayB = await startGateway([chat2, chat1])
  bus = await EventBus.connect({ natsUrl: names.natsUrl, stream: names.eventStream, subjectPrefix: names.subjectPrefix, name: 'two-instances-test' })
}, 120_000)

afterAll(async () => {
  for (const socket of sockets) socket.terminate()
  await gatewayA?.close()
  await gatewayB?.close()
  for (const proxy of proxies) await proxy.close()
  await chat1?.close()
  if (!chat2Stopped) await chat2?.close()
  await bus?.close()
  await cleanupTestRun(names)
  if (shellDir) await rm(shellDir, { recursive: true, force: true })
}, 30_000)

// ---- people, conversation, API through a gateway ---------------------------------------------------------

interface Person {
  id: string
  token: string
}
const person = (role: 'RENTER' | 'COSIGNER' | 'ADMIN'): Person => {
  const id = randomUUID()
  return { id, token: chat1.jwt.sign(signedInClaims({ sub: id, email: `${id}@example.com`, role })) }
}

async function waitFor<T>(label: string, probe: () => Promise<T | null | undefined | false> | T | null | undefined | false, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

async function api<T>(gateway: FastifyInstance, who: Person, method: 'GET' | 'POST', url: string, body?: object): Promise<{ status: number; json: T }> {
  const res = await fetch(`${base(gateway)}/api/chat${url}`, {
    method,
    headers: { authorization: `Bearer ${who.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  return { status: res.status, json: (await res.json()) as T }
}

/** A renter and a cosigner whose accepted match request opened their conversation (from the events, as live). */
async function conversationPair() {
  const renter = person('RENTER')
  const cosigner = person('COSIGNER')
  const event = (type: string, data: object) => ({ id: randomUUID(), type, occurredAt: new Date().toISOString(), data })
  await bus.publish(event('user.registered', { userId: renter.id, email: 'r@example.com', firstName: 'Rena', lastName: 'Lopez', role: 'RENTER' }) as never)
  await bus.publish(event('user.registered', { userId: cosigner.id, email: 'c@example.com', firstName: 'Cora', lastName: 'Kim', role: 'COSIGNER' }) as never)
  await bus.publish(event('match_request.accepted', { requestId: randomUUID(), renterId: renter.id, cosignerId: cosigner.id }) as never)
  const conversationId = await waitFor('the conversation', async () => {
    const { status, json } = await api<ConversationListResponse>(gatewayA, renter, 'GET', '/conversations')
    return status === 200 && json.items[0]?.id
  })
  return { renter, cosigner, conversationId }
}

async function send(gateway: FastifyInstance, from: Person, conversationId: string, message: string): Promise<ChatMessageDto> {
  const { status, json } = await api<{ message: ChatMessageDto }>(gateway, from, 'POST', `/conversations/${conversationId}/messages`, { message })
  expect(status).toBe(201)
  return json.message
}

// ---- sockets through a gateway -----------------------------------------------------------------------------

const sockets: WebSocket[] = []
interface Listener {
  socket: WebSocket
  pushes: ChatMessageDto[]
  closed: Promise<void>
}
async function listen(gateway: FastifyInstance, who: Person): Promise<Listener> {
  const socket = new WebSocket(`ws://127.0.0.1:${portOf(gateway)}/api/chat/ws?token=${who.token}`)
  sockets.push(socket)
  const pushes: ChatMessageDto[] = []
  socket.on('message', (data) => {
    const push = JSON.parse(data.toString()) as ChatMessagePush
    if (push.type === 'chat.message') pushes.push(push.message)
  })
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  return { socket, pushes, closed }
}

/** A socket is registered by chat just after the upgrade: wait until a push to the user reaches it. */
async function settled(listener: Listener, sender: Person, conversationId: string, gateway: FastifyInstance) {
  const probe = await send(gateway, sender, conversationId, `probe ${randomUUID()}`)
  await waitFor('the probe push', () => listener.pushes.some((m) => m.id === probe.id))
  return probe
}

async function after(gateway: FastifyInstance, who: Person, conversationId: string, seq: number): Promise<ChatMessageDto[]> {
  const { status, json } = await api<MessageListResponse>(gateway, who, 'GET', `/conversations/${conversationId}/messages?after=${seq}&limit=100`)
  expect(status).toBe(200)
  return json.items
}

const ids = (messages: ChatMessageDto[]) => messages.map((m) => m.id)
const ascending = (messages: ChatMessageDto[]) => messages.every((m, i) => i === 0 || m.seq > messages[i - 1].seq)

// ---- the three promises ----------------------------------------------------------------------------------

test('a message sent through gateway A (chat 1) reaches the recipient’s socket on gateway B (chat 2) once', async () => {
  const { renter, cosigner, conversationId } = await conversationPair()
  const recipient = await listen(gatewayB, renter)
  const probe = await settled(recipient, cosigner, conversationId, gatewayA)
  const sent = await send(gatewayA, cosigner, conversationId, 'hello across instances')
  await waitFor('the push on gateway B', () => recipient.pushes.some((m) => m.id === sent.id))
  // Both chat instances hold sockets, only chat 2 holds this one: had either delivered it twice (or chat 1
  // also reached it), a second copy would arrive within this pause.
  await new Promise((r) => setTimeout(r, 300))
  expect(ids(recipient.pushes)).toEqual([probe.id, sent.id])
  expect(recipient.pushes[1].message).toBe('hello across instances')
  recipient.socket.close()
})

test('reconnect and resume: `after` the last message held returns exactly the ones sent while the socket was closed', async () => {
  const { renter, cosigner, conversationId } = await conversationPair()
  const first = await listen(gatewayB, renter)
  await settled(first, cosigner, conversationId, gatewayA)
  const held = [...first.pushes]
  first.socket.close()
  await first.closed
  const missed = [] as ChatMessageDto[]
  for (const text of ['one', 'two', 'three']) missed.push(await send(gatewayA, cosigner, conversationId, text))
  const second = await listen(gatewayA, renter)
  const resumed = await after(gatewayB, renter, conversationId, held.at(-1)!.seq)
  expect(ids(resumed)).toEqual(ids(missed))
  expect(resumed.map((m) => m.message)).toEqual(['one', 'two', 'three'])
  // And the new socket is live.
  const next = await send(gatewayB, cosigner, conversationId, 'four')
  await waitFor('the push on the new socket', () => second.pushes.some((m) => m.id === next.id))
  second.socket.close()
})

test('every forbidden read or write is refused through either gateway (either chat instance), and nothing is stored', async () => {
  const { renter, cosigner, conversationId } = await conversationPair()
  const stranger = person('RENTER')
  const otherCosigner = person('COSIGNER')
  const admin = person('ADMIN')
  const messages = `/conversations/${conversationId}/messages`
  for (const gateway of [gatewayA, gatewayB]) {
    // Strangers (another renter, another cosigner) see no conversation at all; admins without a dispute are refused.
    for (const who of [stranger, otherCosigner]) {
      expect((await api(gateway, who, 'GET', messages)).status).toBe(404)
      expect((await api(gateway, who, 'POST', messages, { message: 'let me in' })).status).toBe(404)
    }
    expect((await api(gateway, admin, 'GET', messages)).status).toBe(403)
    expect((await api(gateway, admin, 'POST', messages, { message: 'hello' })).status).toBe(403)
    // The parties' own bad input: blank, overlong, a malformed or foreign contract id.
    expect((await api(gateway, renter, 'POST', messages, { message: '   ' })).status).toBe(400)
    expect((await api(gateway, cosigner, 'POST', messages, { message: 'x'.repeat(4_001) })).status).toBe(400)
    expect((await api(gateway, renter, 'POST', messages, { message: 'about our lease', contractId: 'not-an-id' })).status).toBe(400)
    const foreign = await api(gateway, renter, 'POST', messages, { message: 'about our lease', contractId: randomUUID() })
    expect(foreign.status).toBeGreaterThanOrEqual(400)
    expect(foreign.status).toBeLessThan(500)
  }
  const { status, json } = await api<MessageListResponse>(gatewayB, cosigner, 'GET', messages)
  expect(status).toBe(200)
  expect(json.items).toEqual([])
})

test('one chat instance stopped mid-stream: every accepted message reaches the recipient once, in order', async () => {
  const { renter, cosigner, conversationId } = await conversationPair()
  // The recipient's socket is held by chat 2 (through gateway B); the sender writes through both gateways.
  const view = new Map<string, ChatMessageDto>()
  const perSocket: ChatMessageDto[][] = []
  let current = await listen(gatewayB, renter)
  perSocket.push(current.pushes)
  await settled(current, cosigner, conversationId, gatewayA)
  let reconnects = 0
  let stopped = false
  // The client's part: on close, reconnect (gateway B now reaches chat 1) and ask for everything after the
  // last message it holds.
  const keepOpen = async (): Promise<void> => {
    await current.closed
    if (stopped) return
    reconnects++
    current = await waitFor('a new socket', () => listen(gatewayB, renter).catch(() => null))
    perSocket.push(current.pushes)
    const last = Math.max(0, ...[...view.values(), ...perSocket.flat()].map((m) => m.seq))
    for (const m of await after(gatewayB, renter, conversationId, last)) view.set(m.id, m)
    return keepOpen()
  }
  const reconnecting = keepOpen()

  const accepted: ChatMessageDto[] = []
  for (let i = 1; i <= 30; i++) {
    if (i === 11) {
      chat2Stopped = true
      void chat2.close()
    }
    const gateway = i % 2 ? gatewayA : gatewayB
    // The client's retry: a request refused while its instance goes away is sent again (next instance).
    const message = await waitFor(`message ${i} accepted`, async () => {
      const { status, json } = await api<{ message: ChatMessageDto }>(gateway, cosigner, 'POST', `/conversations/${conversationId}/messages`, { message: `m${i}` })
      return status === 201 ? json.message : null
    })
    accepted.push(message)
    await new Promise((r) => setTimeout(r, 20))
  }
  expect(reconnects).toBeGreaterThanOrEqual(1)
  await waitFor('every accepted message on the recipient’s side', () => {
    for (const m of perSocket.flat()) view.set(m.id, m)
    return accepted.every((m) => view.has(m.id))
  })
  stopped = true
  current.socket.close()
  await reconnecting

  // Once each: no text twice among what was stored, and each socket got each push at most once, in order.
  const stored = await after(gatewayA, renter, conversationId, accepted[0].seq - 1)
  expect(stored.map((m) => m.message)).toEqual(Array.from({ length: 30 }, (_, i) => `m${i + 1}`))
  expect(ids(stored)).toEqual(ids(accepted))
  for (const pushes of perSocket) {
    expect(new Set(ids(pushes)).size).toBe(pushes.length)
    expect(ascending(pushes)).toBe(true)
  }
  const shown = [...view.values()].filter((m) => m.seq >= accepted[0].seq).sort((x, y) => x.seq - y.seq)
  expect(ids(shown)).toEqual(ids(accepted))
}, 90_000)
