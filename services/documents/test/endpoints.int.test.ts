import type { FastifyInstance } from 'fastify'
import { documentEndpoints } from '@cosign/api'
import { cleanupTestRun, compareWithDeclarations, testRunNames } from '@cosign/service-kit'
import { documentsApp } from './helpers.js'

const names = testRunNames('documents')
let app: FastifyInstance
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ app, cleanup } = await documentsApp(names))
  await app.ready()
}, 30_000)
afterAll(async () => {
  await app?.close()
  await cleanup?.()
  await cleanupTestRun(names)
}, 30_000)

// Issue 16: the endpoints declared in @cosign/api are exactly the routes the service serves.
test('every declared documents endpoint is served, and every served route is declared', () => {
  expect(compareWithDeclarations(app.registeredRoutes, documentEndpoints)).toEqual({ undeclared: [], unregistered: [] })
})
