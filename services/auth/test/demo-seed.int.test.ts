// The demo marketplace's accounts (SEED_DEMO=1): created once with the documented password, however often the
// seed runs, each announced with user.registered like a sign-up.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { applyMigrations, cleanupTestRun, testRunNames } from '@cosign/service-kit'
import { DEMO_COSIGNERS, DEMO_PASSWORD, DEMO_RENTERS } from '@cosign/api'
import { buildApp } from '../src/app.js'
import { readConfig } from '../src/config.js'
import { seedDemoAccounts } from '../src/domain/seed-demo-accounts.js'
import { logIn } from './helpers.js'

const names = testRunNames('auth')
const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../prisma/migrations')
let app: FastifyInstance

beforeAll(async () => {
  await applyMigrations({ databaseUrl: names.databaseUrl, schema: names.schema, migrationsDir })
  app = await buildApp({
    ...readConfig({ NODE_ENV: 'test' }),
    databaseUrl: names.databaseUrl,
    natsUrl: names.natsUrl,
    schema: names.schema,
    eventStream: names.eventStream,
    subjectPrefix: names.subjectPrefix,
    logLevel: 'error',
  })
  await app.ready()
}, 30_000)
afterAll(async () => {
  await app?.close()
  await cleanupTestRun(names)
}, 30_000)

const ALL = [...DEMO_COSIGNERS, ...DEMO_RENTERS]

it('creates each demo account once, under its fixed id and role, signed in with the demo password', async () => {
  expect(await seedDemoAccounts(app.prisma, app.events.record)).toBe(ALL.length)
  expect(await seedDemoAccounts(app.prisma, app.events.record)).toBe(0)

  const users = await app.prisma.user.findMany({ where: { email: { in: ALL.map((a) => a.email) } } })
  expect(users.map((u) => `${u.id} ${u.role}`).sort()).toEqual(ALL.map((a) => `${a.id} ${a.role}`).sort())
  const registered = await app.prisma.outboxEvent.count({
    where: { subject: { endsWith: 'user.registered' } },
  })
  expect(registered).toBe(ALL.length)
  // Demo cosigners' PayPal emails (example.com, no mail) are seeded as confirmed, announced once (issue 27).
  const paypalConfirmed = await app.prisma.outboxEvent.count({ where: { subject: { endsWith: 'user.paypal_verified' } } })
  expect(paypalConfirmed).toBe(DEMO_COSIGNERS.length)
  const cosigners = users.filter((u) => u.role === 'COSIGNER')
  expect(cosigners.every((u) => u.paypalVerified && u.paypalEmail)).toBe(true)

  const res = await logIn(app, DEMO_COSIGNERS[0].email, DEMO_PASSWORD)
  expect(res.statusCode).toBe(200)
})
