import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { isErrorBody } from '@cosign/api'
import { writeClientError } from './client-errors.js'
import { errorHandling } from './errors.js'
import { createHttpServer } from './http.js'

/** Writes raw bytes to the server and reads everything it answers until it closes or goes quiet. */
function raw(port: number, request: string | Buffer, quietMs = 1000): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    let timer: NodeJS.Timeout | undefined
    const done = () => {
      clearTimeout(timer)
      socket.destroy()
      resolve(answer)
    }
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1')
      clearTimeout(timer)
      timer = setTimeout(done, quietMs)
    })
    socket.on('end', done)
    socket.on('close', done)
    socket.on('error', (err) => (answer ? done() : reject(err)))
    socket.write(request)
  })
}

function parse(answer: string) {
  const [head, body = ''] = answer.split('\r\n\r\n')
  const [statusLine, ...headerLines] = head.split('\r\n')
  const headers = Object.fromEntries(
    headerLines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  )
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown }
}

// Errors Node's HTTP parser or Fastify's router raise before any route or error handler runs: every one
// must still be `{ error: { code, message } }` (issue 14), with nosniff like every other answer.
describe('errors answered before a route runs', () => {
  let app: FastifyInstance
  let port: number
  beforeAll(async () => {
    app = createHttpServer({ name: 'test', logger: false })
    await app.register(errorHandling)
    app.get('/items/:id', async () => ({ ok: true }))
    await app.listen({ port: 0, host: '127.0.0.1' })
    port = (app.server.address() as AddressInfo).port
  })
  afterAll(() => app.close())

  it('431 for headers over the limit, in the envelope', async () => {
    const answer = parse(
      await raw(port, `GET /items/1 HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`),
    )
    expect(answer.status).toBe(431)
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.body).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' },
    })
  })

  it('431 also for an over-long URL (Node counts it with the headers)', async () => {
    const answer = parse(await raw(port, `GET /items/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`))
    expect(answer.status).toBe(431)
    expect(isErrorBody(answer.body)).toBe(true)
  })

  it('400 for a request Node cannot parse (bad request line, bad method, bad header)', async () => {
    for (const request of [
      'NOT A REQUEST\r\n\r\n',
      'GET /items/1 HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
      'G@T /items/1 HTTP/1.1\r\nHost: x\r\n\r\n',
      'POST /items/1 HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\nhello',
    ]) {
      const answer = parse(await raw(port, request))
      expect(answer.status).toBe(400)
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
      expect(answer.body).toEqual({ error: { code: 'BAD_REQUEST', message: 'The request is malformed.' } })
    }
  })

  it('400 for a URL Fastify cannot decode, 414 for an over-long parameter, 404 for an unknown route or method', async () => {
    const badUrl = await app.inject({ method: 'GET', url: '/items/%E0%A4%A' })
    expect(badUrl.statusCode).toBe(400)
    expect(isErrorBody(badUrl.json())).toBe(true)
    expect(badUrl.headers['x-content-type-options']).toBe('nosniff')
    const longParam = await app.inject({ method: 'GET', url: `/items/${'a'.repeat(200)}` })
    expect(longParam.statusCode).toBe(414)
    expect(longParam.json().error.code).toBe('URI_TOO_LONG')
    expect(longParam.headers['x-content-type-options']).toBe('nosniff')
    for (const method of ['GET', 'DELETE', 'PROPFIND'] as const) {
      const res = await app.inject({ method, url: method === 'GET' ? '/nowhere' : '/items/1' })
      expect(res.statusCode).toBe(404)
      expect(isErrorBody(res.json())).toBe(true)
    }
  })

  it('408 for a request that times out, in the envelope (what Node reports as ERR_HTTP_REQUEST_TIMEOUT)', () => {
    const written: string[] = []
    const socket = {
      writable: true,
      destroyed: false,
      write: (s: string) => written.push(s),
      destroy: () => {},
    }
    writeClientError.call(
      app,
      Object.assign(new Error('timeout'), { code: 'ERR_HTTP_REQUEST_TIMEOUT' }),
      socket as never,
    )
    const answer = parse(written.join(''))
    expect(answer.status).toBe(408)
    expect(answer.body).toEqual({
      error: { code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' },
    })
  })

  it('nothing is written to a socket the client already reset', () => {
    const written: string[] = []
    const socket = {
      writable: true,
      destroyed: false,
      write: (s: string) => written.push(s),
      destroy: () => {},
    }
    writeClientError.call(app, Object.assign(new Error('reset'), { code: 'ECONNRESET' }), socket as never)
    expect(written).toEqual([])
  })
})

describe('every answer', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = createHttpServer({ name: 'test', logger: false })
    await app.register(errorHandling)
    app.get('/ok', async () => ({ ok: true }))
    app.get('/slow', async () => {
      await new Promise((r) => setTimeout(r, 300))
      return { ok: true }
    })
    await app.ready()
  })
  afterAll(() => app.close())

  it('carries X-Content-Type-Options: nosniff (successes and errors alike)', async () => {
    for (const url of ['/ok', '/nowhere', '/ok?x=1']) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.headers['x-content-type-options']).toBe('nosniff')
    }
  })
})

// An id from outside ends up in every log line of every service: services reached directly keep only a
// safe shape, exactly as the gateway does.
describe('incoming request ids', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = createHttpServer({ name: 'test', logger: false })
    await app.register(errorHandling)
    app.get('/id', async (request) => ({ id: request.id }))
    await app.ready()
  })
  afterAll(() => app.close())

  const idFor = async (sent: string) =>
    (await app.inject({ method: 'GET', url: '/id', headers: { 'x-request-id': sent } })).json().id as string

  it('keeps a sane id (UUID, ULID, trace id)', async () => {
    for (const id of [
      '3f2c1a9e-8d7b-4c6a-9e5f-1a2b3c4d5e6f',
      '01HZX3K4M5N6P7Q8R9S0T1V2W3',
      'trace.1:span-2_a',
    ])
      expect(await idFor(id)).toBe(id)
  })

  it('replaces anything else with a fresh UUID', async () => {
    for (const id of ['a'.repeat(129), 'x\nfake log line', '<script>', 'a b', '-leading-dash', ''])
      expect(await idFor(id)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})

describe('while closing', () => {
  it('a request that arrives on a busy kept-alive connection gets 503 in the envelope', async () => {
    const app = createHttpServer({ name: 'test', logger: false })
    await app.register(errorHandling)
    let release: () => void = () => {}
    let holding: () => void = () => {}
    const held = new Promise<void>((r) => (holding = r))
    app.get(
      '/hold',
      () =>
        new Promise((r) => {
          release = () => r({ ok: true })
          holding()
        }),
    )
    app.get('/ok', async () => ({ ok: true }))
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const socket = connect(port, '127.0.0.1')
    let text = ''
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')))
    const ended = new Promise((r) => socket.on('close', r))
    socket.write('GET /hold HTTP/1.1\r\nHost: x\r\n\r\n')
    await held
    const closed = app.close()
    // The connection is busy, so closing leaves it open: the next request on it arrives while closing.
    socket.write('GET /ok HTTP/1.1\r\nHost: x\r\n\r\n')
    await new Promise((r) => setTimeout(r, 100))
    release()
    await Promise.race([ended, new Promise((r) => setTimeout(r, 2000))])
    socket.destroy()
    await closed
    const second = text.slice(text.indexOf('HTTP/1.1', 10))
    const parsed = parse(second)
    expect(parsed.status).toBe(503)
    expect(parsed.body).toEqual({
      error: { code: 'SERVICE_UNAVAILABLE', message: 'The service is shutting down. Please try again.' },
    })
  })
})
