import type { FastifyInstance } from 'fastify'
import { errorHandling } from './errors.js'
import { createHttpServer } from './http.js'
import { GATEWAY_ONLY_MESSAGE, INTERNAL_TOKEN_HEADER } from './internal-token.js'
import { injectAroundGateway } from './testing.js'

const TOKEN = 'a'.repeat(24) + 'internal-token-for-tests'

describe('requests that did not come through the gateway', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = createHttpServer({ name: 'test', logger: false, internalToken: TOKEN })
    await app.register(errorHandling)
    app.get('/thing', async () => ({ ok: true }))
    app.post('/thing', async () => ({ ok: true }))
    app.get('/healthz', async () => ({ status: 'ok' }))
    app.get('/readyz', async () => ({ status: 'ready' }))
    await app.ready()
  })
  afterAll(() => app.close())

  it('are refused with 403 in the error envelope; the right token passes; health stays open', async () => {
    const { responses, statuses } = await injectAroundGateway(app, TOKEN, { method: 'GET', url: '/thing' })
    expect(statuses).toEqual({ withoutToken: 403, wrongToken: 403, throughGateway: 200, health: 200 })
    for (const refused of [responses.withoutToken, responses.wrongToken])
      expect(refused.json()).toEqual({ error: { code: 'FORBIDDEN', message: GATEWAY_ONLY_MESSAGE } })
    expect(responses.throughGateway.json()).toEqual({ ok: true })
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200)
  })

  it('refuses before the body is looked at, tokens of any length, and unknown routes alike', async () => {
    const post = await app.inject({
      method: 'POST',
      url: '/thing',
      headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: 'short' },
      payload: '{not json',
    })
    expect(post.statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: '/healthz/../thing' })).statusCode).toBe(403)
  })

  it('is off for an app built without a token (the gateway itself)', async () => {
    const open = createHttpServer({ name: 'edge', logger: false })
    open.get('/thing', async () => ({ ok: true }))
    expect((await open.inject({ method: 'GET', url: '/thing' })).statusCode).toBe(200)
    await open.close()
  })
})
