import { errorHandling } from './errors.js'
import { nonFiniteNumberPath } from './finite-numbers.js'
import { createHttpServer } from './http.js'

test('nonFiniteNumberPath points at the first NaN or Infinity, anywhere in the value', () => {
  expect(nonFiniteNumberPath({ a: 1, b: [0, -0, 2.5] })).toBeNull()
  expect(nonFiniteNumberPath({ page: Infinity })).toBe('/page')
  expect(nonFiniteNumberPath({ list: [{ n: 1 }, { n: NaN }] })).toBe('/list/1/n')
  expect(nonFiniteNumberPath({ 'a/b': -Infinity })).toBe('/a~1b')
  expect(nonFiniteNumberPath('Infinity')).toBeNull()
})

describe('every compiled schema refuses non-finite numbers', () => {
  const app = createHttpServer({ name: 'test', logLevel: 'silent' })
  let seen: unknown[] = []
  beforeAll(async () => {
    await app.register(errorHandling)
    const query = { type: 'object', properties: { page: { type: 'integer', minimum: 1 }, ratio: { type: 'number' } }, additionalProperties: false }
    app.get('/list', { schema: { querystring: query } }, async (request) => {
      seen.push((request.query as { page?: number }).page)
      return { ok: true }
    })
    app.post('/items', { schema: { body: { type: 'object', properties: { amount: { type: 'number' } } } } }, async () => ({ ok: true }))
    await app.ready()
  })
  afterAll(() => app.close())
  beforeEach(() => (seen = []))

  test.each(['Infinity', '1e309', '-1e309', 'NaN'])('query page=%s is a 400 in the envelope, the handler never runs', async (value) => {
    const res = await app.inject({ method: 'GET', url: `/list?page=${value}` })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBeTruthy()
    expect(res.json().error.message).toMatch(/querystring\/page must be (a finite number|integer|>= 1)/)
    expect(seen).toEqual([])
  })

  test('a number query parameter of Infinity is refused too; finite ones pass', async () => {
    expect((await app.inject({ method: 'GET', url: '/list?ratio=Infinity' })).statusCode).toBe(400)
    const ok = await app.inject({ method: 'GET', url: '/list?page=2&ratio=0.5' })
    expect(ok.statusCode).toBe(200)
    expect(seen).toEqual([2])
  })

  test('a JSON body with 1e309 (parsed as Infinity) is a 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/items', headers: { 'content-type': 'application/json' }, payload: '{"amount":1e309}' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toMatch(/^body\/amount must be (a finite )?number$/)
  })
})
