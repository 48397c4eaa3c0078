import type { FastifyInstance, FastifyRequest } from 'fastify'
import { Type } from '@sinclair/typebox'
import { endpoint, typed, type Role } from '@cosign/api'
import { AppError, errorHandling } from './errors.js'
import { createHttpServer } from './http.js'
import { compareWithDeclarations, serveEndpoint } from './endpoints.js'

const things = {
  getThing: endpoint({
    service: 'chat', method: 'GET', path: '/things/:id', access: 'signed-in',
    params: Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
    response: { 200: typed<{ id: string }>() },
  }),
  addThing: endpoint({
    service: 'chat', method: 'POST', path: '/things', access: ['ADMIN'], refusal: 'Only admins add things.',
    body: Type.Object({ name: Type.String({ minLength: 1 }) }, { additionalProperties: false }),
    response: { 201: Type.Object({ name: Type.String() }) },
  }),
  listThings: endpoint({
    service: 'chat', method: 'GET', path: '/things', access: 'public', response: { 200: typed<string[]>() },
  }),
}

describe('serveEndpoint', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = createHttpServer({ name: 'test', logger: false })
    await app.register(errorHandling)
    // The JWT check's stand-in: the caller's role comes in a header (the real one verifies an access token).
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const role = request.headers['x-role']
      if (typeof role !== 'string') throw new AppError(401, 'UNAUTHORIZED', 'Sign in first.')
      request.user = { sub: 'u1', role: role as Role, email: 'u@example.com' } as FastifyRequest['user']
    })
    serveEndpoint(app, things.getThing, async (request) => ({ id: request.params.id }))
    serveEndpoint(app, things.addThing, async (request, reply) => reply.code(201).send({ name: request.body.name }))
    serveEndpoint(app, things.listThings, async () => ['a'])
    app.get('/undeclared', async () => 'x')
    await app.ready()
  })
  afterAll(() => app.close())

  it("enforces each declaration's access rule, with the declared refusal", async () => {
    const id = '5b0e7f0e-8f4c-4a4e-9d55-7a1f2c3d4e5f'
    expect((await app.inject({ url: '/things' })).statusCode).toBe(200)
    expect((await app.inject({ url: `/things/${id}` })).statusCode).toBe(401)
    expect((await app.inject({ url: `/things/${id}`, headers: { 'x-role': 'RENTER' } })).json()).toEqual({ id })
    const refused = await app.inject({ method: 'POST', url: '/things', headers: { 'x-role': 'RENTER' }, payload: { name: 'a' } })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ error: { code: 'FORBIDDEN', message: 'Only admins add things.' } })
    const added = await app.inject({ method: 'POST', url: '/things', headers: { 'x-role': 'ADMIN' }, payload: { name: 'a' } })
    expect(added.statusCode).toBe(201)
  })

  it('validates params and body with the declared schemas (400), and refuses queries nobody declared', async () => {
    expect((await app.inject({ url: '/things/not-a-uuid', headers: { 'x-role': 'RENTER' } })).statusCode).toBe(400)
    const blank = await app.inject({ method: 'POST', url: '/things', headers: { 'x-role': 'ADMIN' }, payload: { name: '' } })
    expect(blank.statusCode).toBe(400)
    expect((await app.inject({ url: '/things?x=1' })).statusCode).toBe(400)
  })

  it('compares registered routes with declarations both ways', () => {
    const { addThing, getThing } = things
    expect(compareWithDeclarations(app.registeredRoutes, { addThing, getThing, other: { ...getThing, path: '/other' } })).toEqual({
      undeclared: ['GET /things', 'GET /undeclared'],
      unregistered: ['GET /other'],
    })
  })
})
