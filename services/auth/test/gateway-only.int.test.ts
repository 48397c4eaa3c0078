// Reachable only through the gateway: without the internal token (or with a wrong one) every route answers 403,
// with it the route answers as usual; /healthz stays open for probes (docs/security.md).
import { fileURLToPath } from 'node:url'
import { checkGatewayOnly } from '@cosign/service-kit'
import { buildApp } from '../src/app.js'
import { readConfig } from '../src/config.js'

// Applies the migrations and builds the app inside the test: on a loaded machine that takes several seconds.
test('answers only requests that came through the gateway', async () => {
  const { statuses, refusal } = await checkGatewayOnly({
    service: 'auth',
    migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
    build: (env, names) => buildApp({ ...readConfig(env), ...names }),
    request: () => ({
      method: 'POST',
      url: '/signup',
      headers: { 'content-type': 'application/json' },
      payload: {
        email: 'gateway-only@users.test',
        password: 'gateway-only-1',
        confirmPassword: 'gateway-only-1', acceptTerms: true,
        role: 'RENTER',
      },
    }),
  })
  expect(statuses).toEqual({ withoutToken: 403, wrongToken: 403, throughGateway: 201, health: 200 })
  expect(refusal).toMatchObject({ error: { code: 'FORBIDDEN' } })
}, 30_000)
