import type { IncomingHttpHeaders } from 'node:http'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import httpProxy from '@fastify/http-proxy'
import { ERROR_CODES } from '@cosign/api'
import { errorBody, forbidden, websocketMetrics } from '@cosign/service-kit'
import type { GatewayConfig } from '../config.js'
import { setForwardingHeaders } from '../lib/forwarding.js'

/** Chat messages are short text: a frame larger than this is refused instead of being relayed. */
const MAX_FRAME_BYTES = 256 * 1024

/**
 * `/api/chat/ws` -> chat `/ws`, query string kept (the browser sends `?token=<access token>`). The token
 * is verified before the upgrade: a missing, bad or expired one gets a 401 answer and the socket closes
 * without reaching the chat service. A browser page of another origin gets a 403 before that: browsers send
 * their page's Origin on every upgrade and CORS does not apply to websockets, so without this check any site
 * could open a socket with a token it obtained. Clients that send no Origin (not a browser) are let through,
 * as at the edge.
 */
export default async function chatSocketRoute(app: FastifyInstance, opts: { config: GatewayConfig }) {
  const { config } = opts
  const sockets = websocketMetrics(app.metrics.registry)
  // The origins whose pages may call the API (CORS): the public origin and the configured front-end origins.
  const pageOrigins = new Set(config.corsOrigins)
  const forwardHeaders = (request: FastifyRequest) => {
    const headers: Record<string, string | string[] | undefined> = {}
    if (request.headers.cookie) headers.cookie = request.headers.cookie
    if (request.headers.authorization) headers.authorization = request.headers.authorization
    return setForwardingHeaders(request, headers, config)
  }
  const unavailable = (reply: FastifyReply) =>
    reply
      .code(503)
      .send(
        errorBody(
          ERROR_CODES.serviceUnavailable,
          'The chat service is unavailable. Please try again shortly.',
        ),
      )

  await app.register(httpProxy, {
    prefix: '/api/chat/ws',
    upstream: config.services.chat,
    rewritePrefix: '/ws',
    routes: ['/'],
    httpMethods: ['GET'],
    websocket: true,
    preHandler: (request, _reply, done) => {
      const origin = request.headers.origin
      if (origin !== undefined && !pageOrigins.has(origin))
        return done(forbidden('Chat connections are only accepted from Cosign pages.'))
      app.requireSocketToken(request).then(() => done(), done)
    },
    wsServerOptions: { maxPayload: MAX_FRAME_BYTES },
    // Counted once both sides are connected, until the link is torn down (the proxy calls each hook once).
    wsHooks: { onConnect: () => sockets.opened(), onDisconnect: () => sockets.closed() },
    wsClientOptions: {
      maxPayload: MAX_FRAME_BYTES,
      // Supported by @fastify/http-proxy, missing from its typings.
      ...({
        rewriteRequestHeaders: (_headers: IncomingHttpHeaders, request: FastifyRequest) =>
          forwardHeaders(request),
      } as object),
    },
    // A plain GET on the socket path (no upgrade) is proxied like any other chat request.
    replyOptions: {
      rewriteRequestHeaders: (request, headers) =>
        setForwardingHeaders(request as FastifyRequest, headers, config) as typeof headers,
      onError: (reply) => unavailable(reply as FastifyReply),
      retryDelay: () => null,
    },
    undici: { connections: 16, pipelining: 1 },
  })
}
