import { Agent, request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { DRAIN_MAX_BYTES } from './body-limit.js'
import { errorHandling } from './errors.js'
import { createHttpServer } from './http.js'

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
  reusedSocket: boolean
}

/** Sends `body` (or only `sent` bytes of a larger declared length) and reads the whole answer. */
function post(
  port: number,
  agent: Agent,
  options: { body: Buffer; contentType?: string; declaredLength?: number },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/echo',
        method: 'POST',
        agent,
        headers: {
          'content-type': options.contentType ?? 'application/json',
          'content-length': options.declaredLength ?? options.body.length,
        },
      },
      (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            reusedSocket: req.reusedSocket,
          }),
        )
      },
    )
    // A body cut short by the server's close is expected in the "refused at once" case.
    req.on('error', (err) => (options.declaredLength ? undefined : reject(err)))
    req.write(options.body)
    if (!options.declaredLength) req.end()
  })
}

async function startServer(bodyLimitCoversMultipart: boolean) {
  const app = createHttpServer({ name: 'test', logger: false, bodyLimit: 1024, bodyLimitCoversMultipart })
  await app.register(errorHandling)
  app.addContentTypeParser('multipart/form-data', (_request, payload, done) => {
    let length = 0
    payload.on('data', (chunk: Buffer) => (length += chunk.length))
    payload.on('end', () => done(null, { length }))
  })
  app.post('/echo', async (request) => ({ received: request.body }))
  await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, port: (app.server.address() as AddressInfo).port }
}

let servers: FastifyInstance[] = []
const agents: Agent[] = []
const keepAlive = () => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  agents.push(agent)
  return agent
}
afterEach(async () => {
  agents.splice(0).forEach((agent) => agent.destroy())
  await Promise.all(servers.map((app) => app.close()))
  servers = []
})

test('an oversize body is read, refused with 413 in the error shape, and the connection stays usable', async () => {
  const { app, port } = await startServer(false)
  servers.push(app)
  const agent = keepAlive()
  const refused = await post(port, agent, { body: Buffer.alloc(512 * 1024, 0x20) })
  expect(refused.status).toBe(413)
  expect(JSON.parse(refused.body)).toEqual({
    error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  })
  expect(refused.headers.connection).toBe('keep-alive')

  const next = await post(port, agent, { body: Buffer.from('{"a":1}') })
  expect(next.status).toBe(200)
  expect(JSON.parse(next.body)).toEqual({ received: { a: 1 } })
  expect(next.reusedSocket).toBe(true)
})

test('a body declared beyond what is worth reading is refused at once and the connection closed', async () => {
  const { app, port } = await startServer(false)
  servers.push(app)
  const refused = await post(port, keepAlive(), {
    body: Buffer.from('{"a":'),
    declaredLength: DRAIN_MAX_BYTES + 1,
  })
  expect(refused.status).toBe(413)
  expect(refused.headers.connection).toBe('close')
  expect(JSON.parse(refused.body).error.code).toBe('PAYLOAD_TOO_LARGE')
})

test('multipart bodies are left to the route unless the limit covers them', async () => {
  const upload = { body: Buffer.alloc(4096, 0x61), contentType: 'multipart/form-data; boundary=x' }
  const service = await startServer(false)
  const gateway = await startServer(true)
  servers.push(service.app, gateway.app)
  const passed = await post(service.port, keepAlive(), upload)
  expect(passed.status).toBe(200)
  expect(JSON.parse(passed.body)).toEqual({ received: { length: 4096 } })
  const refused = await post(gateway.port, keepAlive(), upload)
  expect(refused.status).toBe(413)
})

/** Sends `size` bytes without a declared length (chunked) and reads the whole answer. */
function postChunked(port: number, agent: Agent, size: number): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: '/echo', method: 'POST', agent, headers: { 'content-type': 'application/json' } },
      (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk.toString()))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, reusedSocket: req.reusedSocket }))
      },
    )
    req.on('error', reject)
    for (let sent = 0; sent < size; sent += 256) req.write(Buffer.alloc(Math.min(256, size - sent), 0x20))
    req.end()
  })
}

test('a chunked body over the limit is read to its end, then refused with 413 (a client still sending gets the answer)', async () => {
  const { app, port } = await startServer(false)
  servers.push(app)
  const agent = keepAlive()
  const refused = await postChunked(port, agent, 256 * 1024)
  expect(refused.headers['transfer-encoding']).toBeUndefined()
  expect(refused.status).toBe(413)
  expect(JSON.parse(refused.body)).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' } })
  // Fastify closes the connection after any body-parsing error; the body was read whole before that.
  const small = await postChunked(port, agent, 512)
  expect(small.status).toBe(400) // 512 spaces: read whole, then refused as empty JSON
})
