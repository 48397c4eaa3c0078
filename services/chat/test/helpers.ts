import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import WebSocket from 'ws'
import { applyMigrations, EventBus, type testRunNames, signedInClaims } from '@cosign/service-kit'
import type { DomainEvents, EventEnvelope, EventType, RealtimePush, Role } from '@cosign/api'
import { buildApp } from '../src/app.js'
import { readConfig, type ChatConfig } from '../src/config.js'
import { NOTIFICATIONS_CONSUMER } from '../src/plugins/notification-consumer.js'

export type RunNames = ReturnType<typeof testRunNames>
const here = path.dirname(fileURLToPath(import.meta.url))

export async function migrateChat(names: RunNames): Promise<void> {
  await applyMigrations({
    databaseUrl: names.databaseUrl,
    schema: names.schema,
    migrationsDir: path.join(here, '../prisma/migrations'),
  })
}

/** A chat app on the run's schema, stream and subject prefix (migrate first). */
export function chatApp(names: RunNames, overrides: Partial<ChatConfig> = {}): Promise<FastifyInstance> {
  return buildApp({
    ...readConfig({ NODE_ENV: 'test' }),
    databaseUrl: names.databaseUrl,
    natsUrl: names.natsUrl,
    schema: names.schema,
    eventStream: names.eventStream,
    subjectPrefix: names.subjectPrefix,
    ...overrides,
  })
}

/** A bus on the run's stream: the test publishes domain events the way producing services do. */
export function testBus(names: RunNames): Promise<EventBus> {
  return EventBus.connect({
    natsUrl: names.natsUrl,
    stream: names.eventStream,
    subjectPrefix: names.subjectPrefix,
    name: 'chat-test',
  })
}

export function envelope<T extends EventType>(type: T, data: DomainEvents[T]): EventEnvelope<T> {
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), data }
}

export function tokenFor(app: FastifyInstance, userId = randomUUID(), role: Role = 'RENTER') {
  return {
    userId,
    auth: { authorization: `Bearer ${app.jwt.sign(signedInClaims({ sub: userId, email: `${userId}@example.com`, role }))}` },
  }
}

/** A user this service has heard of (what auth's user.registered leaves): admins can message them. */
export async function knownUser(app: FastifyInstance, userId: string): Promise<void> {
  await app.prisma.chatUser.upsert({ where: { userId }, create: { userId, firstName: 'Known', role: 'RENTER' }, update: {} })
}

/** Polls until the probe returns something truthy, or fails with the label after the timeout. */
export async function waitFor<T>(
  label: string,
  probe: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  timeoutMs = 30_000, // a loaded CI machine (Redis timing out) took over 15 s once
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Waits until a durable consumer (default: the notification consumer) has acknowledged everything in the stream. */
export async function waitForConsumerIdle(bus: EventBus, durable = NOTIFICATIONS_CONSUMER): Promise<void> {
  const jsm = await bus.js.jetstreamManager()
  await waitFor(`${durable} to catch up`, async () => {
    const info = await jsm.consumers.info(bus.options.stream, durable).catch(() => null)
    return !!info && info.num_pending === 0 && info.num_ack_pending === 0
  })
}

export async function streamMessageCount(bus: EventBus): Promise<number> {
  const jsm = await bus.js.jetstreamManager()
  return (await jsm.streams.info(bus.options.stream)).state.messages
}

// ---- Websocket clients -----------------------------------------------------------------------------------

/** Every socket a test opened (closeSockets() in afterAll). */
const openSockets: WebSocket[] = []
export function closeSockets(): void {
  for (const socket of openSockets.splice(0)) socket.terminate()
}

export const urlOf = (instance: FastifyInstance, query: string) =>
  `ws://127.0.0.1:${(instance.server.address() as AddressInfo).port}/ws${query}`

export function socketToken(
  instance: FastifyInstance,
  userId: string,
  expiresIn?: number,
  session: { sid?: string; ver?: number } = {},
  role: Role = 'RENTER',
) {
  return instance.jwt.sign(
    signedInClaims({ sub: userId, email: `${userId}@example.com`, role, ...session }),
    expiresIn ? { expiresIn } : {},
  )
}

/** Opens a socket and collects what it receives; resolves once the server has registered it. */
export async function connect(
  instance: FastifyInstance,
  userId: string,
  options: { autoPong?: boolean; expiresIn?: number; sid?: string; ver?: number; role?: Role } = {},
) {
  const token = socketToken(instance, userId, options.expiresIn, { sid: options.sid, ver: options.ver }, options.role)
  const socket = new WebSocket(urlOf(instance, `?token=${token}`), {
    autoPong: options.autoPong ?? true,
  })
  openSockets.push(socket)
  const received: RealtimePush[] = []
  let pings = 0
  socket.on('message', (data) => received.push(JSON.parse(data.toString()) as RealtimePush))
  socket.on('ping', () => pings++)
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)))
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  await waitFor('the socket to be registered', () => instance.realtime.connectionCount(userId) > 0)
  await instance.realtime.subscribed(userId)
  return { socket, received, closed, pings: () => pings }
}
