import { randomBytes } from 'node:crypto'
import net, { type AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import { buildApp } from '../src/app.js'
import { readConfig, type GatewayConfig } from '../src/config.js'
import { startStubService, type StubService } from './helpers/upstreams.js'

// Issue 26, the gateway's side of early answers: an answer sent before the request's body was read whole (an
// unknown route, a refused token, a body over the limit) closes the connection, so whoever sends the body (HAProxy,
// a browser) is not left with a connection the gateway stopped reading. Raw sockets: the bytes on the wire.
const runId = randomBytes(4).toString('hex')
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true })
let upstream: StubService
let gateway: FastifyInstance
let port = 0
const opened = new Set<net.Socket>()

beforeAll(async () => {
  upstream = await startStubService('any')
  const base = readConfig({ NODE_ENV: 'test' })
  const config: GatewayConfig = {
    ...base,
    services: Object.fromEntries(Object.keys(base.services).map((s) => [s, upstream.url])) as GatewayConfig['services'],
    authRateLimit: { ...base.authRateLimit, keyPrefix: `test:gateway-early:${runId}:` },
  }
  // The real route table: undeclared paths are the gateway's own 404s.
  gateway = await buildApp(config)
  await gateway.listen({ port: 0, host: '127.0.0.1' })
  port = (gateway.server.address() as AddressInfo).port
  await redis.connect()
})

afterAll(async () => {
  // Only a failed test leaves a connection open (the gateway must close every one): not waited for.
  for (const socket of opened) socket.destroy()
  await gateway?.close()
  await upstream?.close()
  const keys = await redis.keys(`test:gateway-early:${runId}:*`)
  if (keys.length) await redis.del(...keys)
  redis.disconnect()
})

interface Exchange {
  status: number
  headers: Record<string, string>
  body: string
  /** The gateway ended the connection (FIN) after its answer. */
  endedByGateway: boolean
}

/**
 * Writes `head` and then `body` (all of it, or as much as the gateway takes until it answers) on a fresh
 * connection, and reads until the gateway ends the connection or, for an answer that keeps it, until the answer is
 * whole (then this side closes).
 */
function exchange(head: string, body: (socket: net.Socket) => void): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const received: Buffer[] = []
    let endedByGateway = false
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(head)
      body(socket)
    })
    opened.add(socket)
    socket.on('data', (chunk) => {
      received.push(chunk)
      const answer = parse(Buffer.concat(received).toString('utf8'))
      if (answer && answer.headers.connection !== 'close') socket.end()
    })
    socket.on('end', () => {
      endedByGateway = true
      socket.end()
    })
    // Writes after the answer may fail (EPIPE) once the gateway stops reading: the answer is what counts.
    socket.on('error', () => undefined)
    socket.on('close', () => {
      opened.delete(socket)
      const answer = parse(Buffer.concat(received).toString('utf8'))
      if (!answer) return reject(new Error(`no whole answer: ${Buffer.concat(received).toString('utf8').slice(0, 200)}`))
      resolve({ ...answer, endedByGateway })
    })
  })
}

function parse(text: string): Omit<Exchange, 'endedByGateway'> | null {
  const headEnd = text.indexOf('\r\n\r\n')
  if (headEnd < 0) return null
  const [statusLine, ...lines] = text.slice(0, headEnd).split('\r\n')
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  )
  // The first answer alone: after it, a connection kept open may carry Node's own answer to the unfinished body.
  const rest = Buffer.from(text.slice(headEnd + 4))
  const length = Number(headers['content-length'])
  if (rest.length < length) return null
  return { status: Number(statusLine.split(' ')[1]), headers, body: rest.subarray(0, length).toString('utf8') }
}

const MIB = 1024 * 1024
const requestHead = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`
/** 256 KiB of a body announced far larger, then nothing more: the body never ends. */
const partOfBody = (socket: net.Socket) => void socket.write(Buffer.alloc(256 * 1024, 0x20))
/** 256 KiB of chunks, the chunked body's end never sent. */
const partOfChunkedBody = (socket: net.Socket) => {
  for (let i = 0; i < 4; i++) socket.write(`10000\r\n${' '.repeat(0x10000)}\r\n`)
}
/** A chunked body written as fast as the connection takes it until the connection fails or ends. */
const endlessChunkedBody = (socket: net.Socket) => {
  const chunk = Buffer.from(`10000\r\n${' '.repeat(0x10000)}\r\n`)
  const write = () => {
    while (socket.writable && !socket.destroyed) if (!socket.write(chunk)) return void socket.once('drain', write)
  }
  write()
}

const expectEnvelope = (answer: Exchange, status: number, code: string) => {
  expect(answer.status).toBe(status)
  expect(answer.headers['content-type']).toMatch(/^application\/json/)
  expect(JSON.parse(answer.body)).toEqual({ error: { code, message: expect.any(String) } })
}

const lengthHead = (requestLine: string, length: number, more: string[] = []) =>
  requestHead([requestLine, 'Host: gateway', 'Content-Type: application/json', `Content-Length: ${length}`, ...more])
const chunkedHead = (requestLine: string, more: string[] = []) =>
  requestHead([requestLine, 'Host: gateway', 'Content-Type: application/json', 'Transfer-Encoding: chunked', ...more])

const cases: [string, string, (socket: net.Socket) => void, number, string][] = [
  ['an unknown API route, a body of announced length', lengthHead('POST /api/nowhere/at-all HTTP/1.1', 8 * MIB), partOfBody, 404, 'NOT_FOUND'],
  ['an unknown API route, a chunked body', chunkedHead('POST /api/nowhere/at-all HTTP/1.1'), partOfChunkedBody, 404, 'NOT_FOUND'],
  ["an undeclared path of a service's", chunkedHead('POST /api/auth/no-such-endpoint HTTP/1.1'), partOfChunkedBody, 404, 'NOT_FOUND'],
  [
    'a path outside the API (the not-found handler)',
    requestHead(['PUT /some/page HTTP/1.1', 'Host: gateway', 'Content-Type: application/octet-stream', `Content-Length: ${8 * MIB}`]),
    partOfBody,
    404,
    'NOT_FOUND',
  ],
  [
    'a broken token on a declared route (the error handler)',
    chunkedHead('POST /api/auth/logout HTTP/1.1', ['Authorization: Bearer x.y.z']),
    partOfChunkedBody,
    401,
    'UNAUTHORIZED',
  ],
  ['a body announced over the limit', lengthHead('POST /api/auth/logout HTTP/1.1', 64 * MIB), partOfBody, 413, 'PAYLOAD_TOO_LARGE'],
]

test.each(cases)('%s: the envelope, then the gateway closes the connection', async (_name, head, body, status, code) => {
  const answer = await exchange(head, body)
  expectEnvelope(answer, status, code)
  expect(answer.headers.connection).toBe('close')
  expect(answer.endedByGateway).toBe(true)
})

test('a client still sending its body after the early answer gets the whole answer, never a reset under it', async () => {
  for (let attempt = 0; attempt < 5; attempt++) {
    const answer = await exchange(chunkedHead('POST /api/nowhere/at-all HTTP/1.1'), endlessChunkedBody)
    expectEnvelope(answer, 404, 'NOT_FOUND')
    expect(answer.endedByGateway).toBe(true)
  }
})

test('an early answer to a request whose body came whole keeps the connection for the next request', async () => {
  const body = '{"a":1}'
  const request = lengthHead('POST /api/nowhere/at-all HTTP/1.1', body.length) + body
  const answers = await new Promise<string>((resolve, reject) => {
    let text = ''
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request))
    socket.on('data', (chunk) => {
      text += chunk.toString('utf8')
      // The first answer whole: the same connection takes a second request.
      if (text.split('HTTP/1.1 404').length === 2 && parse(text)) socket.write(request)
      if (text.split('HTTP/1.1 404').length === 3 && parse(text.slice(text.lastIndexOf('HTTP/1.1 404')))) socket.end()
    })
    socket.on('error', reject)
    socket.on('close', () => resolve(text))
  })
  expect(answers.split('HTTP/1.1 404 Not Found')).toHaveLength(3)
  expect(answers.toLowerCase()).not.toContain('connection: close')
})
