import { matchingEndpoints } from '@cosign/api'
import { compareWithDeclarations } from '@cosign/service-kit'
import { startHarness, type Harness } from './helpers.js'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
}, 30_000)
afterAll(async () => {
  await h?.close()
}, 30_000)

// Issue 16: the endpoints declared in @cosign/api are exactly the routes the service serves.
test('every declared matching endpoint is served, and every served route is declared', () => {
  expect(compareWithDeclarations(h.app.registeredRoutes, matchingEndpoints)).toEqual({
    undeclared: [],
    unregistered: [],
  })
})
