import type { FastifyInstance } from 'fastify'
import { errorHandling, isUniqueViolation, requiredText } from './errors.js'
import { createHttpServer } from './http.js'

describe('validation messages', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = createHttpServer({ name: 'test', logger: false })
    await app.register(errorHandling)
    app.post(
      '/form',
      {
        schema: {
          body: {
            type: 'object',
            additionalProperties: false,
            required: ['email'],
            properties: {
              email: {
                type: 'string',
                pattern: '^[^@]+@[^@]+$',
                userMessage: 'Please enter a valid email address',
              },
              code: { type: 'string', pattern: '^[A-Z]{3}$' },
            },
          },
        },
      },
      async () => ({ ok: true }),
    )
    await app.ready()
  })
  afterAll(() => app.close())

  const post = (payload: object) => app.inject({ method: 'POST', url: '/form', payload })

  it("answers a property's userMessage for any failure of its schema", async () => {
    for (const email of ['nope', 42]) {
      const res = await post({ email })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({
        error: { code: 'VALIDATION_ERROR', message: 'Please enter a valid email address' },
      })
    }
  })

  it('never shows a regular expression', async () => {
    const res = await post({ email: 'a@b', code: 'abc' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe('body/code is not in the expected format')
  })

  it('refuses query parameters on a route that declares none', async () => {
    const res = await app.inject({ method: 'POST', url: '/form?debug=1', payload: { email: 'a@b' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe("querystring must not have property 'debug'")
    expect((await app.inject({ method: 'POST', url: '/form', payload: { email: 'a@b' } })).statusCode).toBe(
      200,
    )
  })

  it('keeps the readable texts for missing and unknown properties', async () => {
    expect((await post({})).json().error.message).toBe("body must have property 'email'")
    expect((await post({ email: 'a@b', extra: 1 })).json().error.message).toBe(
      "body must not have property 'extra'",
    )
  })
})

test('requiredText trims a required text and refuses a blank or absent one with the given message', () => {
  expect(requiredText('  a reason \n', 'Say why')).toBe('a reason')
  for (const blank of ['', '   ', undefined, null])
    expect(() => requiredText(blank, 'Say why')).toThrow(expect.objectContaining({ statusCode: 400, message: 'Say why' }))
})

test('isUniqueViolation knows a unique violation however it is wrapped, and nothing else', () => {
  // Prisma's known request error, the pg adapter's cause, a raw query's error and one wrapped in another.
  expect(isUniqueViolation({ code: 'P2002', message: 'Unique constraint failed on the fields: (`name`)' })).toBe(true)
  expect(
    isUniqueViolation({ code: 'P2010', meta: { driverAdapterError: { cause: { originalCode: '23505', kind: 'x' } } } }),
  ).toBe(true)
  expect(isUniqueViolation({ meta: { driverAdapterError: { cause: { kind: 'UniqueConstraintViolation' } } } })).toBe(true)
  expect(isUniqueViolation({ code: '23505' })).toBe(true)
  expect(isUniqueViolation(new Error('send failed', { cause: { meta: { code: '23505' } } }))).toBe(true)
  expect(isUniqueViolation(new Error('duplicate key value violates unique constraint "services_name_key"'))).toBe(true)

  expect(isUniqueViolation({ code: 'P2025', message: 'Record to update not found.' })).toBe(false)
  expect(isUniqueViolation(new Error('connection refused', { cause: { code: 'ECONNREFUSED' } }))).toBe(false)
  expect(isUniqueViolation(undefined)).toBe(false)
  expect(isUniqueViolation('23505')).toBe(false)
  const cyclic: { message: string; cause?: unknown } = { message: 'loops' }
  cyclic.cause = cyclic
  expect(isUniqueViolation(cyclic)).toBe(false)
})
