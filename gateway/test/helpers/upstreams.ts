import { createHash } from 'node:crypto'
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import Fastify, { type FastifyInstance } from 'fastify'
import { WebSocketServer } from 'ws'
import { API_SERVICES, endpoint, typed, type EndpointMethod } from '@cosign/api'
import type { RouteTable } from '../../src/routes/proxy.js'

/** What a stand-in service saw of one request. */
export interface SeenRequest {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: Buffer
}

export interface StubService {
  url: string
  seen: SeenRequest[]
  /** Requests whose path (query excluded) is exactly this one. */
  seenAt(path: string): SeenRequest[]
  /** Lets the streaming endpoint send its second chunk. */
  releaseStream(): void
  close(): Promise<void>
}

/**
 * A route table for stand-in services that answer any path (the proxy's mechanics: headers, bodies, timeouts):
 * everything under each `/api/<service>` is forwarded. The real table is tested with the real declarations.
 */
export function anyPathRouteTable(): RouteTable {
  const methods: EndpointMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
  const everything = (service: (typeof API_SERVICES)[number]) =>
    Object.fromEntries(
      methods.flatMap((method) =>
        ['', '/*'].map((path) => [`${method} ${path}`, endpoint({ service, method, path, access: 'public', response: { 200: typed<unknown>() } })]),
      ),
    )
  return Object.fromEntries(API_SERVICES.map((service) => [service, everything(service)]))
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')

/**
 * A tiny HTTP service standing in for one of ours: it records every request byte for byte and answers
 * with what it saw. `/readyz` is ready; `/stream.csv` sends one chunk, waits for releaseStream(), then
 * ends; `/slow` answers after 5 s; `/unavailable` answers 503; `/cookie` sets a cookie; `/empty` answers
 * 204; `/large` answers 1 MiB with its length announced; `/hop` answers with hop-by-hop headers.
 */
export async function startStubService(name: string): Promise<StubService> {
  const seen: SeenRequest[] = []
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  const app: FastifyInstance = Fastify({ logger: false })
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))

  app.addHook('onRequest', async (request) => {
    // the body is attached in preHandler; keep the order of arrival here
    seen.push({
      method: request.method,
      url: request.raw.url ?? '',
      headers: request.headers,
      body: Buffer.alloc(0),
    })
    ;(request as unknown as { seenIndex: number }).seenIndex = seen.length - 1
  })
  app.addHook('preHandler', async (request) => {
    const index = (request as unknown as { seenIndex: number }).seenIndex
    seen[index].body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
  })

  app.get('/readyz', async () => ({ status: 'ready' }))
  // Far beyond the test's 200-ms upstream timeout: undici checks its timeouts on a coarse clock, and on a loaded
  // machine a 1-s answer sometimes arrived before the 200-ms timeout was noticed (seen once in a full run).
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5000))
    return { slow: true }
  })
  app.get('/unavailable', async (_request, reply) =>
    reply.code(503).send({ error: { code: 'X', message: 'down' } }),
  )
  app.get('/cookie', async (_request, reply) =>
    reply.header('set-cookie', 'stub_session=abc; Path=/; HttpOnly').send({ ok: true }),
  )
  app.get('/empty', async (_request, reply) => reply.code(204).send())
  app.get('/large', async (_request, reply) =>
    reply.header('content-type', 'application/octet-stream').send(Buffer.alloc(1024 * 1024, 7)),
  )
  app.get('/hop', async (_request, reply) =>
    reply
      .header('connection', 'keep-alive, x-hop-only')
      .header('x-hop-only', '1')
      .header('x-kept', '1')
      .send({ ok: true }),
  )
  app.get('/stream.csv', async (_request, reply) => {
    reply.hijack()
    reply.raw.writeHead(200, {
      'content-type': 'text/csv',
      'content-disposition': 'attachment; filename="x.csv"',
    })
    reply.raw.write('Date,Amount\n')
    await released
    reply.raw.end('2026-01-01,10.00\n')
  })
  app.all('/*', async (request) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
    return {
      service: name,
      method: request.method,
      url: request.raw.url,
      requestId: request.headers['x-request-id'],
      bodySha256: sha256(body),
      bodyLength: body.length,
    }
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = app.server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    seenAt: (path) => seen.filter((r) => r.url.split('?')[0] === path),
    releaseStream: () => release(),
    close: () => app.close(),
  }
}

export interface StubChat {
  url: string
  upgrades: Array<{ url: string; headers: IncomingHttpHeaders }>
  close(): Promise<void>
}

/** Stand-in chat service: `/readyz`, and websocket `/ws` that echoes every message as `echo:<message>`. */
export async function startStubChat(): Promise<StubChat> {
  const upgrades: StubChat['upgrades'] = []
  const server: Server = createServer((req, res) => {
    if (req.url === '/readyz')
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ready"}')
    else res.writeHead(404).end()
  })
  const wss = new WebSocketServer({ noServer: true })
  server.on('upgrade', (req, socket, head) => {
    upgrades.push({ url: req.url ?? '', headers: req.headers })
    if ((req.url ?? '').split('?')[0] !== '/ws') return socket.destroy()
    wss.handleUpgrade(req, socket, head, (ws) => {
      ws.on('message', (data) => ws.send(`echo:${data.toString()}`))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    upgrades,
    close: async () => {
      for (const client of wss.clients) client.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** A local port with nothing listening on it: a service that is down, or a port to tell a process to take. */
export async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
