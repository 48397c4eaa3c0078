// The edge's front (issue 26): the only process on the public port. It parses HTTP/1.1 with Node's parser and
// answers every request it cannot read in the API's error envelope, then relays the requests it could read to
// HAProxy on loopback (EDGE_HAPROXY_PORT), which does the rest of the edge's work (admission fast path, load
// balancing over the gateway's instances, health checks, retries). Why a front and not HAProxy alone: HAProxy
// 2.6 answers the errors its own H1 parser raises with built-in HTML, whatever `errorfile` says (fixed only in
// 3.2; docs/decisions.md "The edge's parser errors in JSON").
//
// Usage: node scripts/edge-front.mjs (PORT_OFFSET as for the platform). Exported for tests: startEdgeFront().
import http from 'node:http'
import net from 'node:net'
import { fileURLToPath } from 'node:url'
import { EDGE_HAPROXY_PORT, GATEWAY_PORT, edgeErrorAnswers } from './platform.mjs'

/** HAProxy's own limit is 101 header lines (tune.http.maxhdr): refuse more here, in JSON, before it can. */
const MAX_HEADER_LINES = 100
/** Node's default; HAProxy's tune.bufsize (platform.mjs) is larger, so whatever passes here fits there. */
const MAX_HEADER_BYTES = 16 * 1024
/** HAProxy's `timeout http-request`: the whole request head within 30 s, or 408. */
const HEADERS_TIMEOUT_MS = 30_000
/** An idle client connection is closed after this (HAProxy's idle keep-alive did the same with 30 s). */
const CLIENT_IDLE_MS = 30_000
/** Idle pooled connections to HAProxy are closed after this; HAProxy keeps its side open longer (300 s). */
const UPSTREAM_IDLE_MS = 60_000

/** Connection-level headers: they describe one hop, never forwarded (RFC 9110 7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])
/** Forwarding headers a client may not set: the edge says who it talked to. */
const FORWARDING = new Set(['x-forwarded-for', 'forwarded', 'x-real-ip'])

/** The raw HTTP answer of `status` in the API's envelope, closing the connection. */
function errorAnswer(status) {
  return edgeErrorAnswers()[status] ?? edgeErrorAnswers()[400]
}

/** The address HAProxy used to put in X-Forwarded-For: IPv4 clients without the IPv6 mapping prefix. */
const clientAddress = (socket) => (socket.remoteAddress ?? '').replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1')

/** The request's headers as [name, value] pairs for the next hop: hop-by-hop and forwarding headers replaced. */
function forwardedHeaders(req, keepUpgrade) {
  const listed = new Set(
    String(req.headers.connection ?? '')
      .split(',')
      .map((token) => token.trim().toLowerCase())
      .filter(Boolean),
  )
  const pairs = []
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i]
    const lower = name.toLowerCase()
    if (FORWARDING.has(lower)) continue
    if (keepUpgrade ? lower === 'connection' : HOP_BY_HOP.has(lower) || listed.has(lower)) continue
    pairs.push([name, req.rawHeaders[i + 1]])
  }
  if (keepUpgrade) pairs.push(['connection', 'upgrade'])
  pairs.push(['x-forwarded-for', clientAddress(req.socket)])
  return pairs
}

/** What a parser error means for the client: a status the edge answers. */
function statusOfClientError(err) {
  switch (err.code) {
    case 'HPE_HEADER_OVERFLOW': {
      // The URL counts toward the head's size: when the request line alone did not fit, it is a long URL.
      const head = err.rawPacket ? err.rawPacket.subarray(0, MAX_HEADER_BYTES).toString('latin1') : ''
      return head && !head.includes('\r\n') && !head.includes('\n') ? 414 : 431
    }
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'HPE_HEADERS_TIMEOUT':
      return 408
    default:
      return 400
  }
}

export function startEdgeFront({
  port = GATEWAY_PORT,
  host,
  upstreamPort = EDGE_HAPROXY_PORT,
  headersTimeoutMs = HEADERS_TIMEOUT_MS,
} = {}) {
  const agent = new http.Agent({
    keepAlive: true,
    maxFreeSockets: 256,
    timeout: UPSTREAM_IDLE_MS,
    scheduling: 'lifo',
  })

  /** The request relayed on each client connection: a parser error in its body ends it (clientError). */
  const relayed = new WeakMap()
  /** A connection already answered by the edge itself (and closing): nothing else is written to it. */
  const answered = (socket) => !socket || socket.writableEnded || socket.destroyed

  /** Answers `status` in the envelope unless an answer already began; the connection closes after it. */
  const refuse = (res, status) => {
    if (res.headersSent) return res.destroy()
    if (!answered(res.socket)) res.socket.end(errorAnswer(status))
  }

  const server = http.createServer(
    {
      maxHeaderSize: MAX_HEADER_BYTES,
      requireHostHeader: false, // HAProxy and the gateway decide about a missing Host, as before
      headersTimeout: headersTimeoutMs,
      // How often Node looks for requests past their head's deadline (its default, 30 s, would double it).
      connectionsCheckingInterval: Math.min(1_000, headersTimeoutMs),
      requestTimeout: 0, // bodies may take long (uploads); HAProxy's client timeout still applies
      keepAliveTimeout: CLIENT_IDLE_MS,
    },
    (req, res) => {
      if (req.rawHeaders.length / 2 > MAX_HEADER_LINES) return refuse(res, 431)
      const upstream = http.request({
        agent,
        host: '127.0.0.1',
        port: upstreamPort,
        method: req.method,
        path: req.url,
        headers: forwardedHeaders(req, false),
        setHost: false,
      })
      relayed.set(req.socket, upstream)
      let answerCame = false
      upstream.on('response', (answer) => {
        answerCame = true
        if (answered(res.socket)) return answer.destroy()
        const headers = []
        for (let i = 0; i < answer.rawHeaders.length; i += 2) {
          if (!HOP_BY_HOP.has(answer.rawHeaders[i].toLowerCase()))
            headers.push([answer.rawHeaders[i], answer.rawHeaders[i + 1]])
        }
        res.writeHead(answer.statusCode, answer.statusMessage, headers.flat())
        answer.pipe(res)
        answer.on('error', () => res.destroy())
      })
      // HAProxy unreachable, or the connection broke before an answer: the edge cannot serve this request. Once an
      // answer has come (say a 413 while the client still sends its body), the request's own write errors do not
      // matter: the answer goes out whole, or is cut by its own stream's error.
      upstream.on('error', () => {
        if (!answerCame && !res.writableEnded) refuse(res, 503)
      })
      // The client went away before its answer was complete, or while its body was still coming (an early answer,
      // then the client stopped sending): the request to HAProxy can never end, so it ends here rather than
      // holding a session open until HAProxy's client timeout.
      res.on('close', () => {
        if (!res.writableFinished || !req.complete) upstream.destroy()
      })
      req.pipe(upstream)
    },
  )

  server.on('clientError', (err, socket) => {
    // A body that broke mid-way (a bad chunk): its request goes no further.
    relayed.get(socket)?.destroy()
    // Nothing to answer on a connection that is already broken or whose answer already began.
    if (err.code === 'ECONNRESET' || answered(socket) || socket._httpMessage?.headersSent)
      return socket.destroy()
    socket.end(errorAnswer(statusOfClientError(err)))
  })
  // Expect values other than 100-continue: 417, in the envelope like every refusal.
  server.on('checkExpectation', (req, res) => refuse(res, 417))
  // CONNECT is not a request this edge relays.
  server.on('connect', (req, socket) => socket.end(errorAnswer(400)))

  // Websocket upgrades: the head (with our forwarding header) goes to HAProxy, then bytes flow both ways.
  server.on('upgrade', (req, socket, head) => {
    if (req.rawHeaders.length / 2 > MAX_HEADER_LINES) return socket.end(errorAnswer(431))
    const upstream = net.connect(upstreamPort, '127.0.0.1')
    let connected = false
    upstream.on('connect', () => {
      connected = true
      const lines = forwardedHeaders(req, true).map(([name, value]) => `${name}: ${value}`)
      upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`)
      if (head.length) upstream.write(head)
      upstream.pipe(socket)
      socket.pipe(upstream)
    })
    upstream.on('error', () => (connected ? socket.destroy() : socket.end(errorAnswer(503))))
    socket.on('error', () => upstream.destroy())
    socket.on('close', () => upstream.destroy())
    upstream.on('close', () => socket.destroy())
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host }, () => {
      server.off('error', reject)
      resolve({
        server,
        close: () =>
          new Promise((done) => {
            agent.destroy()
            server.close(() => done())
            server.closeAllConnections()
          }),
      })
    })
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const front = await startEdgeFront()
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => front.close().then(() => process.exit(0)))
}
