// Reachable only through the gateway: without the internal token (or with a wrong one) every route answers 403,
// with it the route answers as usual; /healthz stays open for probes (docs/security.md).
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { checkGatewayOnly, signedInClaims } from '@cosign/service-kit'
import { buildApp } from '../src/app.js'
import { readConfig } from '../src/config.js'

const USER_ID = '00000000-0000-4000-8000-00000000beef'
let documentsDir = ''
beforeAll(async () => {
  documentsDir = await mkdtemp(path.join(os.tmpdir(), 'cosign-documents-test-'))
})
afterAll(() => rm(documentsDir, { recursive: true, force: true }))

// Applies the migrations and builds the app inside the test: on a loaded machine that takes several seconds.
test('answers only requests that came through the gateway', async () => {
  const { statuses, refusal } = await checkGatewayOnly({
    service: 'documents',
    migrationsDir: fileURLToPath(new URL('../prisma/migrations', import.meta.url)),
    build: (env, names) => buildApp({ ...readConfig({ ...env, DOCUMENTS_DIR: documentsDir }), ...names }),
    request: (app) => ({
      method: 'GET',
      url: '/documents',
      headers: {
        authorization: `Bearer ${app.jwt.sign(signedInClaims({ sub: USER_ID, email: 'gw@users.test', role: 'ADMIN' }))}`,
      },
    }),
  })
  expect(statuses).toEqual({ withoutToken: 403, wrongToken: 403, throughGateway: 200, health: 200 })
  expect(refusal).toMatchObject({ error: { code: 'FORBIDDEN' } })
}, 30_000)
