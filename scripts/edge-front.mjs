// The edge's front (issue 26): the only process on the public port. A byte pipe: each client connection gets one
// connection to HAProxy on loopback (EDGE_HAPROXY_PORT), opened with a PROXY v1 line that names the client (HAProxy
// sets X-Forwarded-For from it), and bytes pass both ways as they come. The client's bytes also go through Node's
// HTTP parser (llhttp, strict), only to watch: a request it cannot read is answered here in the API's error
// envelope and both sides are closed, before any byte of the unreadable part reaches HAProxy. Why a front and not
// HAProxy alone: HAProxy 2.6 answers the errors its own H1 parser raises with built-in HTML, whatever `errorfile`
// says (fixed only in 3.2; docs/decisions.md "The edge's parser errors in JSON" and "A byte pipe").
//
// Usage: node scripts/edge-front.mjs (PORT_OFFSET as for the platform). Exported for tests: startEdgeFront().
import { HTTPParser, methods } from 'node:_http_common'
import net from 'node:net'
import { fileURLToPath } from 'node:url'
import { EDGE_HAPROXY_PORT, GATEWAY_PORT, edgeErrorAnswers } from './platform.mjs'

/** HAProxy's own limit is 128 header lines (tune.http.maxhdr): refuse more than 100 here, in JSON, before it can. */
const MAX_HEADER_LINES = 100
/** Node's default; HAProxy's tune.bufsize (platform.mjs) is larger, so whatever passes here fits there. */
const MAX_HEADER_BYTES = 16 * 1024
/** HAProxy's `timeout http-request`: the whole request head within 30 s, or 408. */
const HEADERS_TIMEOUT_MS = 30_000
/** A client that half-closed after an early answer may still send: its bytes are read (and dropped) this long. */
const DRAIN_MS = 5_000
const CONNECT = methods.indexOf('CONNECT')

/** The raw HTTP answer of `status` in the API's envelope, closing the connection. */
const errorAnswer = (status) => edgeErrorAnswers()[status] ?? edgeErrorAnswers()[400]

/** The PROXY v1 line naming the client (IPv4 clients without the IPv6 mapping prefix, as X-Forwarded-For had). */
function proxyLine(socket) {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/
  const source = (socket.remoteAddress ?? '').replace(mapped, '$1')
  const target = (socket.localAddress ?? '').replace(mapped, '$1')
  if (!source || !target) return 'PROXY UNKNOWN\r\n'
  const family = net.isIPv4(source) && net.isIPv4(target) ? 'TCP4' : net.isIPv6(source) && net.isIPv6(target) ? 'TCP6' : ''
  return family ? `PROXY ${family} ${source} ${target} ${socket.remotePort} ${socket.localPort}\r\n` : 'PROXY UNKNOWN\r\n'
}

/** What a parser error means for the client: a status the edge answers. */
function statusOfParserError(err, sawLineEnd) {
  // The URL counts toward the head's size: when the request line alone did not fit, it is a long URL.
  if (err.code === 'HPE_HEADER_OVERFLOW') return sawLineEnd ? 431 : 414
  return 400
}

/** The value of header `name` (lower case) in a flat [name, value, ...] list, if any. */
function headerValue(pairs, name) {
  for (let i = 0; i < pairs.length; i += 2) if (pairs[i].length === name.length && pairs[i].toLowerCase() === name) return pairs[i + 1]
  return undefined
}

/**
 * One client connection and its HAProxy connection. The parser observes the client's bytes; each chunk is parsed
 * before it is forwarded, so a chunk with an error never reaches HAProxy. An error is answered in the envelope when
 * no answer byte went out since the request began; otherwise (the answer already started) both sides just close.
 */
function pipeConnection(client, upstreamPort, heads) {
  const upstream = net.connect(upstreamPort, '127.0.0.1')
  upstream.setNoDelay(true)
  client.setNoDelay(true)
  upstream.write(proxyLine(client))

  const parser = new HTTPParser()
  parser.initialize(HTTPParser.REQUEST, {}, MAX_HEADER_BYTES, HTTPParser.kLenientNone)
  // When the current request's first byte came (0 outside a head); the sweep answers 408 past the deadline.
  const conn = { headStartedAt: 0, refuse: (status) => refuse(status) }
  let observing = true // false after an upgrade: then bytes only
  let answerSinceRequest = false // an answer byte went to the client since the current request began
  let headLines = 0
  let sawLineEnd = false
  let refusal = 0 // the status to answer, found by a parser callback during the current chunk
  let upstreamDone = false

  let requests = 0
  parser[HTTPParser.kOnMessageBegin] = () => {
    requests++
    conn.headStartedAt = Date.now()
    heads.add(conn)
    answerSinceRequest = false
    headLines = 0
    sawLineEnd = false
  }
  // Node hands the headers over in batches of 32 pairs while a head is long, the rest with the head's end.
  const checkHeaders = (headers) => {
    if (!headers) return
    headLines += headers.length / 2
    if (headLines > MAX_HEADER_LINES) refusal ||= 431
    const expect = headerValue(headers, 'expect')
    if (expect !== undefined && expect.toLowerCase() !== '100-continue') refusal ||= 417
  }
  parser[HTTPParser.kOnHeaders] = (headers) => {
    sawLineEnd = true
    checkHeaders(headers)
  }
  parser[HTTPParser.kOnHeadersComplete] = (_major, _minor, headers, method, _url, _status, _message, upgrade) => {
    conn.headStartedAt = 0
    heads.delete(conn)
    checkHeaders(headers)
    // CONNECT is not a request this edge relays.
    if (method === CONNECT) refusal ||= 400
    else if (upgrade && !refusal) observing = false
  }
  parser[HTTPParser.kOnMessageComplete] = () => {}

  let closed = false
  function close() {
    heads.delete(conn)
    upstream.destroy()
    if (!closed) parser.free()
    closed = true
  }
  function refuse(status) {
    observing = false
    close()
    if (answerSinceRequest || client.writableEnded) return client.destroy()
    client.end(errorAnswer(status))
    client.setTimeout(DRAIN_MS, () => client.destroy())
  }

  client.on('data', (chunk) => {
    if (upstreamDone) return // answered and closing: what the client still sends is read and dropped
    if (observing) {
      const result = parser.execute(chunk)
      // A number of bytes, or an error (from the main realm: `instanceof Error` fails under test runners' VMs).
      if (typeof result !== 'number')
        return refuse(statusOfParserError(result, sawLineEnd || chunk.subarray(0, MAX_HEADER_BYTES).includes(10)))
      if (refusal) return refuse(refusal)
      if (conn.headStartedAt !== 0 && !sawLineEnd) sawLineEnd = chunk.includes(10)
    }
    if (!upstream.write(chunk)) client.pause()
  })
  upstream.on('drain', () => client.resume())
  upstream.on('data', (chunk) => {
    answerSinceRequest = true
    if (!client.write(chunk)) upstream.pause()
  })
  client.on('drain', () => upstream.resume())

  // HAProxy closed (after an answer with `Connection: close`, an early answer, a timeout): what it sent goes out
  // whole, then the client's side closes; the client's remaining bytes are read and dropped for a moment, so the
  // kernel does not reset the connection (which could cost the client the answer).
  const upstreamEnded = () => {
    if (upstreamDone) return
    upstreamDone = true
    close()
    client.resume()
    if (client.destroyed) return
    client.end()
    client.setTimeout(DRAIN_MS, () => client.destroy())
  }
  upstream.on('end', upstreamEnded)
  upstream.on('error', () => {
    // Unreachable, or broken before its answer began: the edge cannot serve the request under way.
    if (requests > 0 && !answerSinceRequest && !upstreamDone) {
      upstreamDone = true
      refuse(503)
    } else upstreamEnded()
  })
  upstream.on('close', upstreamEnded)
  // The client went away: so does its HAProxy session, at once (not at HAProxy's client timeout).
  client.on('end', () => {
    if (!upstreamDone) upstream.end()
  })
  client.on('error', () => client.destroy())
  client.on('close', close)
}

export function startEdgeFront({
  port = GATEWAY_PORT,
  host,
  upstreamPort = EDGE_HAPROXY_PORT,
  headersTimeoutMs = HEADERS_TIMEOUT_MS,
} = {}) {
  /** Connections whose current request head is still coming: checked for their deadline (408). */
  const heads = new Set()
  const sweep = setInterval(
    () => {
      const deadline = Date.now() - headersTimeoutMs
      for (const conn of heads) if (conn.headStartedAt && conn.headStartedAt <= deadline) conn.refuse(408)
    },
    Math.min(1_000, headersTimeoutMs),
  )
  sweep.unref()
  const sockets = new Set()
  // Half-open allowed: a client that sent its request and half-closed still gets the answer.
  const server = net.createServer({ noDelay: true, allowHalfOpen: true }, (client) => {
    sockets.add(client)
    client.on('close', () => sockets.delete(client))
    pipeConnection(client, upstreamPort, heads)
  })

  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen({ port, host }, () => {
      server.off('error', reject)
      resolve({
        server,
        close: () =>
          new Promise((done) => {
            clearInterval(sweep)
            server.close(() => done())
            for (const socket of sockets) socket.destroy()
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
