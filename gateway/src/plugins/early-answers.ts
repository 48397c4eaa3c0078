import type { IncomingMessage } from 'node:http'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/** How long a connection closed after an early answer still reads (and drops) the body the client is sending. */
export const LINGER_MS = 5_000

const announcesBody = (request: FastifyRequest) =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length']) > 0

/**
 * Any answer the gateway sends before the request's body has arrived whole (404 for an unknown route, 401 for a
 * broken token, 413, an upstream failure, a service's own early answer) closes the connection. Kept open, the
 * connection would wait for the rest of a body nobody reads: a chunked body stays piped into the limit counter,
 * so Node never drains it, and the sender (HAProxy, a browser) is left with a busy connection and a full
 * receive queue on the gateway's side (decisions.md, "The gateway's side of early answers").
 *
 * Closing is lingering, as the edge's front does: the answer goes out with `Connection: close`, then the
 * gateway ends its side and reads and drops what still comes until the body ends, the client closes, or
 * LINGER_MS pass. Destroying at once, with unread bytes in the kernel, would reset the connection and could
 * lose the answer under the reset.
 */
export default fp(
  async function earlyAnswers(app: FastifyInstance) {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!announcesBody(request) || request.raw.complete) return done(null, payload)
      // An answer made at once, while Node's parser is still inside the bytes that carried the head: the rest
      // of them (often the whole body) is parsed first, so a body that came whole keeps its connection.
      setImmediate(() => {
        if (!request.raw.complete) {
          reply.header('connection', 'close')
          lingerOnClose(request.raw)
        }
        done(null, payload)
      })
    })
  },
  { name: 'early-answers' },
)

/**
 * Node ends a `Connection: close` answer's socket with `destroySoon()` once the answer is written: replaced,
 * for this socket, by a lingering close.
 */
function lingerOnClose(request: IncomingMessage) {
  const socket = request.socket
  // The request was destroyed already (an upstream failure destroys the body it was streaming): no socket left.
  if (!socket || socket.destroyed) return
  const nodeDestroySoon = socket.destroySoon.bind(socket)
  socket.destroySoon = () => {
    // The body arrived whole meanwhile: nothing unread, Node's own close.
    if (socket.destroyed || request.complete) return nodeDestroySoon()
    const destroy = () => socket.destroy()
    const timer = setTimeout(destroy, LINGER_MS)
    socket.once('close', () => clearTimeout(timer))
    // The body has ended (nothing left unread) or the client has closed its side: nothing more to wait for.
    request.once('end', destroy)
    socket.once('end', destroy)
    socket.end()
    // Whatever the body was piped into (the limit counter, the upstream request) no longer reads it.
    request.unpipe()
    request.resume()
  }
}
