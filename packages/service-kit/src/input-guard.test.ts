import { PassThrough } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { errorHandling } from './errors.js'
import { createHttpServer } from './http.js'
import { BROKEN_TEXT_MESSAGE, findInputProblem, MAX_INPUT_DEPTH, NUL_MESSAGE, TOO_DEEP_MESSAGE } from './input-guard.js'

function nested(levels: number): unknown {
  let value: unknown = 'leaf'
  for (let i = 0; i < levels; i++) value = [value]
  return value
}

describe('findInputProblem', () => {
  it('accepts ordinary input', () => {
    expect(findInputProblem({ name: 'Ana', tags: ['a', 'b'], n: 1, ok: true, none: null })).toBeNull()
    expect(findInputProblem(undefined)).toBeNull()
    expect(findInputProblem(nested(MAX_INPUT_DEPTH))).toBeNull()
  })
  it('leaves raw bodies alone', () => {
    expect(findInputProblem(Buffer.from('a\u0000b'))).toBeNull()
    expect(findInputProblem(new Map([['k', 'a\u0000']]))).toBeNull()
    expect(findInputProblem(new PassThrough())).toBeNull()
  })
  it('walks objects without a prototype (parsed query strings)', () => {
    expect(findInputProblem(Object.assign(Object.create(null), { q: 'a\u0000' }))).toBe('nul')
  })
  it('finds NUL in values, keys and array items', () => {
    expect(findInputProblem({ name: 'A\u0000' })).toBe('nul')
    expect(findInputProblem({ ['k\u0000']: 'v' })).toBe('nul')
    expect(findInputProblem({ list: ['ok', 'x\u0000y'] })).toBe('nul')
  })
  it('finds lone surrogates (stored as U+FFFD otherwise) and accepts paired ones', () => {
    expect(findInputProblem({ title: 'a\ud800' })).toBe('broken-text')
    expect(findInputProblem({ title: '\udc00b' })).toBe('broken-text')
    expect(findInputProblem({ ['k\udbff']: 'v' })).toBe('broken-text')
    expect(findInputProblem({ title: 'emoji \ud83d\ude00 ok' })).toBeNull()
  })
  it('stops at the depth bound without walking the rest', () => {
    expect(findInputProblem(nested(MAX_INPUT_DEPTH + 1))).toBe('too-deep')
    expect(findInputProblem(nested(100_000))).toBe('too-deep')
  })
})

describe('refuseUnstorableInput in every server', () => {
  let app: FastifyInstance
  let handled = 0
  beforeAll(async () => {
    app = createHttpServer({ name: 'test', logger: false })
    await app.register(errorHandling)
    const querystring = { type: 'object', additionalProperties: false, properties: { q: { type: 'string' } } }
    app.post('/items/:id', { schema: { querystring } }, async (request) => {
      handled++
      return { body: request.body, query: request.query }
    })
    await app.ready()
  })
  afterAll(() => app.close())

  it('lets ordinary input through', async () => {
    const res = await app.inject({ method: 'POST', url: '/items/1?q=a', payload: { name: 'Ana' } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ body: { name: 'Ana' }, query: { q: 'a' } })
  })

  it.each([
    ['a body string', '/items/1', JSON.stringify({ name: 'A\u0000' })],
    ['a body key', '/items/1', '{"k\\u0000":1}'],
    ['the query', '/items/1?q=a%00b', '{}'],
    ['a path parameter', '/items/1%00', '{}'],
  ])('refuses NUL in %s with 400 before the handler', async (_where, url, payload) => {
    const before = handled
    const res = await app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/json' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: NUL_MESSAGE } })
    expect(handled).toBe(before)
  })

  // Only JSON can carry one (a query string's bytes are UTF-8, decoded with U+FFFD for broken sequences).
  it.each([
    ['a body string', '/items/1', '{"title":"Hi \\ud800"}'],
    ['a body key', '/items/1', '{"\\udc00":"x"}'],
  ])('refuses a lone surrogate in %s with 400 before the handler', async (_where, url, payload) => {
    const before = handled
    const res = await app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: BROKEN_TEXT_MESSAGE } })
    expect(handled).toBe(before)
  })

  it('refuses deep nesting with 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/items/1', payload: { a: nested(3000) } })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe(TOO_DEEP_MESSAGE)
  })
})
