import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { applyMigrations, cleanupTestRun, testRunNames } from '@cosign/service-kit'
import { buildApp } from '../src/app.js'
import { readConfig } from '../src/config.js'

const names = testRunNames('contracts')
let app: FastifyInstance
beforeAll(async () => {
  const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../prisma/migrations')
  await applyMigrations({ databaseUrl: names.databaseUrl, schema: names.schema, migrationsDir })
  app = await buildApp({ ...readConfig({ NODE_ENV: 'test' }), ...names })
})
afterAll(async () => {
  await app.close()
  await cleanupTestRun(names)
})

test('is ready when its database schema is migrated and reachable', async () => {
  // Ready once the broker's first connection is up: a loaded machine may take a few probes (the probe's own
  // 3-s bound), as an orchestrator's readiness probe does; never ready within 20 s still fails.
  const deadline = Date.now() + 20_000
  let res = await app.inject({ method: 'GET', url: '/readyz' })
  while (res.statusCode !== 200 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    res = await app.inject({ method: 'GET', url: '/readyz' })
  }
  expect(res.statusCode).toBe(200)
  expect(res.json().status).toBe('ready')
  const tables = await app.prisma.$queryRaw<Array<{ table_name: string }>>`
    SELECT table_name FROM information_schema.tables WHERE table_schema = ${names.schema} ORDER BY table_name`
  expect(tables.map((t) => t.table_name)).toEqual([
    '_prisma_migrations',
    'accepted_match_requests',
    'confirmed_payout_emails',
    'contract_events',
    'contract_signatures',
    'contracts',
    'cosigner_payouts',
    'directory_users',
    'ledger_entries',
    'outbox_events',
    'processed_events',
    'renter_service_payments',
  ])
})

test('unknown routes answer 404 in the error shape', async () => {
  const res = await app.inject({ method: 'GET', url: '/no-such-route' })
  expect(res.statusCode).toBe(404)
  expect(res.json().error.code).toBe('NOT_FOUND')
})
