import { randomUUID } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { applyMigrations, cleanupTestRun, EventBus, testRunNames, signedInClaims } from '@cosign/service-kit'
import type { DomainEvents, EventEnvelope, EventType, Role } from '@cosign/api'
import { buildApp } from '../src/app.js'
import { readConfig, type DocumentsConfig } from '../src/config.js'

export type RunNames = ReturnType<typeof testRunNames>
const here = path.dirname(fileURLToPath(import.meta.url))

/** A migrated documents app on the run's schema and stream, storing files in a fresh temporary directory. */
export async function documentsApp(
  names: RunNames,
): Promise<{ app: FastifyInstance; config: DocumentsConfig; cleanup: () => Promise<void> }> {
  await applyMigrations({
    databaseUrl: names.databaseUrl,
    schema: names.schema,
    migrationsDir: path.join(here, '../prisma/migrations'),
  })
  const documentsDir = await mkdtemp(path.join(os.tmpdir(), 'cosign-documents-test-'))
  const config: DocumentsConfig = {
    ...readConfig({ NODE_ENV: 'test', DOCUMENTS_DIR: documentsDir }),
    databaseUrl: names.databaseUrl,
    natsUrl: names.natsUrl,
    schema: names.schema,
    eventStream: names.eventStream,
    subjectPrefix: names.subjectPrefix,
  }
  const app = await buildApp(config)
  return { app, config, cleanup: () => rm(documentsDir, { recursive: true, force: true }) }
}

export function testBus(names: RunNames): Promise<EventBus> {
  return EventBus.connect({
    natsUrl: names.natsUrl,
    stream: names.eventStream,
    subjectPrefix: names.subjectPrefix,
    name: 'documents-test',
  })
}

/**
 * A documents app and a bus on a run of their own for the file's tests (started before all, removed after all);
 * read the fields inside the tests.
 */
export function documentsRunWithBus(label: string) {
  const run = {} as { app: FastifyInstance; config: DocumentsConfig; bus: EventBus; names: RunNames }
  let cleanup: (() => Promise<void>) | undefined
  beforeAll(async () => {
    run.names = testRunNames(label)
    ;({ app: run.app, config: run.config, cleanup } = await documentsApp(run.names))
    run.bus = await testBus(run.names)
  }, 30_000)
  afterAll(async () => {
    await run.app?.close()
    await run.bus?.close()
    await cleanup?.()
    if (run.names) await cleanupTestRun(run.names)
  }, 30_000)
  return run
}

export function envelope<T extends EventType>(type: T, data: DomainEvents[T]): EventEnvelope<T> {
  return { id: randomUUID(), type, occurredAt: new Date().toISOString(), data }
}

export interface TestUser {
  id: string
  headers: { authorization: string }
}
export function user(app: FastifyInstance, role: Role = 'RENTER'): TestUser {
  const id = randomUUID()
  return {
    id,
    headers: { authorization: `Bearer ${app.jwt.sign(signedInClaims({ sub: id, email: `${id}@example.com`, role }))}` },
  }
}

export type FormValue = string | { fileName: string; data: Buffer; type?: string }
/** A multipart/form-data body as a browser's FormData would send it. */
export async function multipart(fields: Record<string, FormValue>) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields))
    if (typeof value === 'string') form.append(name, value)
    else
      form.append(
        name,
        new Blob([value.data], { type: value.type ?? 'application/octet-stream' }),
        value.fileName,
      )
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  }
}

/** Every file under the store, temporary ones included (relative paths). */
export async function storedFiles(config: DocumentsConfig): Promise<string[]> {
  const entries = await readdir(config.documentsDir, { recursive: true, withFileTypes: true })
  return entries
    .filter((e) => e.isFile() && e.name !== '.gitignore') // the store's own marker
    .map((e) => path.relative(config.documentsDir, path.join(e.parentPath ?? e.path, e.name)))
}

export async function waitFor<T>(
  label: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Waits until a durable consumer has acknowledged everything it was given. */
export async function waitForConsumerIdle(bus: EventBus, durable: string): Promise<void> {
  const jsm = await bus.js.jetstreamManager()
  await waitFor(`${durable} to catch up`, async () => {
    const info = await jsm.consumers.info(bus.options.stream, durable).catch(() => null)
    return !!info && info.num_pending === 0 && info.num_ack_pending === 0
  })
}
