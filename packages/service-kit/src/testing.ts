import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import { connect } from '@nats-io/transport-node'
import { jetstreamManager } from '@nats-io/jetstream'
import type { AccessTokenClaims, EventEnvelope, Role } from '@cosign/api'
import { applyMigrations, dropSchema } from './migrate.js'
import type { EventBus } from './nats.js'
import { INTERNAL_TOKEN_HEADER } from './internal-token.js'

/**
 * Names for one integration-test run: its own PostgreSQL schema and its own JetStream stream and subject
 * prefix, so runs never collide with each other or with a running platform on the same machine.
 */
export function testRunNames(service: string) {
  const id = randomBytes(4).toString('hex')
  return {
    schema: `${service}_test_${id}`,
    eventStream: `TEST_${service.toUpperCase()}_${id}`,
    subjectPrefix: `test_${service}_${id}`,
    databaseUrl: process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/cosign_test',
    natsUrl: process.env.NATS_URL ?? 'nats://127.0.0.1:4222',
  }
}

/** Removes what testRunNames created. */
export async function cleanupTestRun(
  names: ReturnType<typeof testRunNames>,
  extraSchemas: string[] = [],
): Promise<void> {
  for (const schema of [names.schema, ...extraSchemas]) await dropSchema(names.databaseUrl, schema)
  const nc = await connect({ servers: names.natsUrl })
  try {
    const jsm = await jetstreamManager(nc)
    await jsm.streams.delete(names.eventStream).catch(() => undefined)
  } finally {
    await nc.close()
  }
}

/** Waits for a message on the run's stream whose event matches; resolves with it or null after the timeout. */
export async function waitForStreamEvent<T = unknown>(
  names: ReturnType<typeof testRunNames>,
  type: string,
  predicate: (event: { id: string; type: string; data: T }) => boolean,
  timeoutMs = 5000,
): Promise<{ id: string; type: string; data: T } | null> {
  const nc = await connect({ servers: names.natsUrl })
  try {
    const jsm = await jetstreamManager(nc)
    const deadline = Date.now() + timeoutMs
    const subject = `${names.subjectPrefix}.${type}`
    while (Date.now() < deadline) {
      const info = await jsm.streams.info(names.eventStream).catch(() => null)
      const last = info?.state.last_seq ?? 0
      for (let seq = info?.state.first_seq ?? 1; seq <= last; seq++) {
        const msg = await jsm.streams.getMessage(names.eventStream, { seq }).catch(() => null)
        if (msg?.subject !== subject) continue
        const event = msg.json<{ id: string; type: string; data: T }>()
        if (predicate(event)) return event
      }
      await new Promise((r) => setTimeout(r, 100))
    }
    return null
  } finally {
    await nc.close()
  }
}

/**
 * Puts another copy of an already published event on the stream, as an at-least-once redelivery would (a
 * publish without the msg id escapes JetStream's de-duplication), and waits until `durable` has acknowledged it.
 */
export async function redeliverEvent(
  bus: EventBus,
  event: EventEnvelope,
  durable: string,
  timeoutMs = 10_000,
): Promise<void> {
  const { seq } = await bus.js.publish(bus.subject(event.type), JSON.stringify(event))
  const jsm = await bus.js.jetstreamManager()
  const deadline = Date.now() + timeoutMs
  while ((await jsm.consumers.info(bus.options.stream, durable)).ack_floor.stream_seq < seq) {
    if (Date.now() > deadline) throw new Error(`${durable} did not acknowledge the copy of event ${event.id}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/**
 * One request sent as an outsider would (no internal token, then a wrong one of the right length) and as the
 * gateway does (the right token), plus /healthz without any: what a test of "reachable only through the
 * gateway" asserts on, for an app built with `internalToken`.
 */
export async function injectAroundGateway(
  app: FastifyInstance,
  internalToken: string,
  request: InjectOptions,
): Promise<{
  responses: Record<AroundGateway, LightMyRequestResponse>
  statuses: Record<AroundGateway, number>
}> {
  const withToken = (value: string) => ({
    ...request,
    headers: { ...request.headers, [INTERNAL_TOKEN_HEADER]: value },
  })
  const responses = {
    withoutToken: await app.inject(request),
    wrongToken: await app.inject(withToken('x'.repeat(internalToken.length))),
    throughGateway: await app.inject(withToken(internalToken)),
    health: await app.inject({ method: 'GET', url: '/healthz' }),
  }
  const statuses = Object.fromEntries(Object.entries(responses).map(([k, r]) => [k, r.statusCode]))
  return { responses, statuses: statuses as Record<AroundGateway, number> }
}
type AroundGateway = 'withoutToken' | 'wrongToken' | 'throughGateway' | 'health'

/**
 * The whole "reachable only through the gateway" check of one service, on a fresh test run: migrates, builds
 * the app from an environment with INTERNAL_TOKEN set (as the platform does), sends `request` around and
 * through the gateway, cleans up. A service's test asserts on the statuses and the refusal's body.
 */
export async function checkGatewayOnly(options: {
  service: string
  migrationsDir: string
  build: (env: NodeJS.ProcessEnv, names: ReturnType<typeof testRunNames>) => Promise<FastifyInstance>
  /** A request the service answers with success when it comes through the gateway. */
  request: (app: FastifyInstance) => InjectOptions
}): Promise<{ statuses: Record<AroundGateway, number>; refusal: unknown }> {
  const names = testRunNames(options.service)
  const internalToken = randomBytes(32).toString('hex')
  const { databaseUrl, schema } = names
  await applyMigrations({ databaseUrl, schema, migrationsDir: options.migrationsDir })
  const app = await options.build(
    { NODE_ENV: 'test', INTERNAL_TOKEN: internalToken, LOG_LEVEL: 'silent' },
    names,
  )
  try {
    const { responses, statuses } = await injectAroundGateway(app, internalToken, options.request(app))
    return { statuses, refusal: responses.withoutToken.json() }
  } finally {
    await app.close()
    await cleanupTestRun(names)
  }
}

/** A free TCP port on loopback (asked of the kernel, then released). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export interface OwnNats {
  url: string
  /** SIGKILLs the server (no clean shutdown) and waits until it is gone. */
  kill(): Promise<void>
  /** Starts it again on the same port: with its store (`keepStore`) or on a fresh empty one. */
  restart(options: { keepStore: boolean }): Promise<void>
  /** Kills it and removes its store directories. */
  stop(): Promise<void>
}

/**
 * A NATS server with JetStream of the test's own (not the machine's shared one), for fault tests that kill
 * and restart it: `nats-server -js` on a free loopback port with its store in a temporary directory.
 */
export async function startOwnNats(binary = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server'): Promise<OwnNats> {
  const port = await freePort()
  const monitorPort = await freePort()
  const dirs = [mkdtempSync(path.join(tmpdir(), 'own-nats-'))]
  let child: ChildProcess | null = null

  const start = async () => {
    const storeDir = dirs[dirs.length - 1]
    const proc = spawn(binary, ['-a', '127.0.0.1', '-p', String(port), '-m', String(monitorPort), '-js', '-sd', storeDir], {
      stdio: 'ignore',
    })
    child = proc
    let exited = false
    // A test process that dies without its afterAll must not leave the server running.
    const reap = () => proc.kill('SIGKILL')
    process.once('exit', reap)
    proc.once('exit', () => {
      exited = true
      process.removeListener('exit', reap)
    })
    // Ready once its monitoring endpoint says JetStream is up (it may take a moment to bind after a kill).
    const deadline = Date.now() + 20_000
    for (;;) {
      if (exited) throw new Error(`nats-server exited at start (port ${port})`)
      const ok = await fetch(`http://127.0.0.1:${monitorPort}/healthz?js-enabled-only=true`)
        .then((r) => r.ok)
        .catch(() => false)
      if (ok) return
      if (Date.now() > deadline) throw new Error(`nats-server on port ${port} not ready within 20 s`)
      await new Promise((r) => setTimeout(r, 100))
    }
  }

  const kill = async () => {
    const proc = child as ChildProcess | null
    child = null
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve())
      proc.kill('SIGKILL')
    })
  }

  await start()
  return {
    url: `nats://127.0.0.1:${port}`,
    kill,
    async restart({ keepStore }) {
      await kill()
      if (!keepStore) dirs.push(mkdtempSync(path.join(tmpdir(), 'own-nats-')))
      await start()
    },
    async stop() {
      await kill()
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * An access token's claims as the auth service signs them, for tests that sign their own tokens: an admin's
 * carry `mfa: true`, as a session that passed the second factor does (every admin route requires it, auth.ts).
 */
export function signedInClaims(claims: { sub: string; email: string; role: Role } & Partial<AccessTokenClaims>): AccessTokenClaims {
  return claims.role === 'ADMIN' ? { mfa: true, ...claims } : claims
}
