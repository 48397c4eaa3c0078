import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { authEndpoints } from '@cosign/api'
import { applyMigrations, cleanupTestRun, compareWithDeclarations, testRunNames } from '@cosign/service-kit'
import { buildApp } from '../src/app.js'
import { readConfig } from '../src/config.js'

const names = testRunNames('auth')
let app: FastifyInstance
beforeAll(async () => {
  const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../prisma/migrations')
  await applyMigrations({ databaseUrl: names.databaseUrl, schema: names.schema, migrationsDir })
  app = await buildApp({ ...readConfig({ NODE_ENV: 'test' }), ...names })
  await app.ready()
})
afterAll(async () => {
  await app?.close()
  await cleanupTestRun(names)
})

// Issue 16: the endpoints declared in @cosign/api are exactly the routes the service serves.
test('every declared auth endpoint is served, and every served route is declared', () => {
  expect(compareWithDeclarations(app.registeredRoutes, authEndpoints)).toEqual({ undeclared: [], unregistered: [] })
})
