import type { FastifyInstance } from 'fastify'
import { chatEndpoints } from '@cosign/api'
import { cleanupTestRun, compareWithDeclarations, testRunNames } from '@cosign/service-kit'
import { chatApp, migrateChat } from './helpers.js'

const names = testRunNames('chat')
let app: FastifyInstance

beforeAll(async () => {
  await migrateChat(names)
  app = await chatApp(names)
  await app.ready()
}, 30_000)

afterAll(async () => {
  await app?.close()
  await cleanupTestRun(names)
}, 30_000)

// Issue 16: the endpoints declared in @cosign/api are exactly the routes the service serves.
test('every declared chat endpoint is served, and every served route is declared', () => {
  expect(compareWithDeclarations(app.registeredRoutes, chatEndpoints)).toEqual({ undeclared: [], unregistered: [] })
})
