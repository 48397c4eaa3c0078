import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify'
import replyFrom, { type FastifyReplyFromHooks } from '@fastify/reply-from'
import rateLimit from '@fastify/rate-limit'
import { ERROR_CODES, MESSAGES } from '@cosign/contracts'
import { AppError, errorBody, notFound } from '@cosign/service-kit'
import { SERVICE_NAMES, type GatewayConfig, type ServiceName } from '../config.js'
import { clientAddress, setForwardingHeaders } from '../lib/forwarding.js'

// OPTIONS is not proxied: CORS preflights are answered (or refused) by the gateway itself.
const PROXIED_METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']

/** Credential endpoints of the auth service that are rate limited per client IP and path. */
export const RATE_LIMITED_AUTH_PATHS = ['/login', '/admin/login', '/signup', '/refresh'] as const

const IDEMPOTENT_WITHOUT_BODY = new Set(['GET', 'HEAD'])
const STALE_CONNECTION_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET'])

/**
 * A pooled keep-alive connection the service closed at the same moment we reused it fails with a socket
 * error: one immediate retry for GET/HEAD hides that race. Nothing else is retried (in particular not a
 * service's own 503, which reply-from would otherwise retry up to 10 times).
 */
function retryStaleConnectionOnce({ err, req, attempt }: { err: Error; req: unknown; attempt: number }) {
  const method = (req as { method?: string }).method ?? ''
  const code = (err as { code?: string } | undefined)?.code ?? ''
  return attempt === 0 && IDEMPOTENT_WITHOUT_BODY.has(method) && STALE_CONNECTION_CODES.has(code) ? 1 : null
}

function sendUpstreamFailure(
  reply: FastifyReply,
  service: ServiceName,
  error: Error & { statusCode?: number },
) {
  if (error.statusCode === 504)
    return reply
      .code(504)
      .send(
        errorBody(
          'GATEWAY_TIMEOUT',
          `The ${service} service took too long to answer. Please try again shortly.`,
        ),
      )
  return reply
    .code(503)
    .send(
      errorBody(
        ERROR_CODES.serviceUnavailable,
        `The ${service} service is unavailable. Please try again shortly.`,
      ),
    )
}

/**
 * `/api/<service>/*` -> the service, prefix stripped, everything else (method, query, headers, cookies,
 * body bytes) as sent. Bodies are never parsed here: the raw request stream is piped upstream, so
 * multipart uploads and signed webhook payloads arrive byte for byte, and responses stream back (CSV
 * exports). Undici keeps a keep-alive pool per service.
 */
export default async function proxyRoutes(app: FastifyInstance, opts: { config: GatewayConfig }) {
  const { config } = opts

  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload))

  await app.register(replyFrom, {
    disableRequestLogging: true,
    undici: {
      connections: 128,
      pipelining: 1,
      keepAliveTimeout: 30_000,
      headersTimeout: config.upstreamTimeoutMs,
      bodyTimeout: 60_000,
    },
  })

  await app.register(rateLimit, {
    global: false,
    redis: app.redis,
    nameSpace: config.authRateLimit.keyPrefix,
    // Redis down: let requests through (logins must keep working); the redis plugin logs the outage.
    skipOnError: true,
    keyGenerator: (request) => clientAddress(request, config.trustProxy),
    errorResponseBuilder: () => new AppError(429, ERROR_CODES.rateLimited, MESSAGES.tooManyRequests),
  })

  const checkPresentedToken = app.checkPresentedToken

  for (const service of SERVICE_NAMES) {
    const prefix = `/api/${service}`
    const upstream = config.services[service]
    // Built once per service, not per request.
    const fromOptions: FastifyReplyFromHooks = {
      getUpstream: () => upstream,
      rewriteRequestHeaders: (request, headers) =>
        setForwardingHeaders(request as FastifyRequest, headers, config.trustProxy) as typeof headers,
      onError: (reply, { error }) => sendUpstreamFailure(reply as FastifyReply, service, error),
      retryDelay: retryStaleConnectionOnce,
    }
    const forward = (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.raw.url ?? ''
      // The router matched a decoded path; the raw URL must carry the prefix literally to be cut safely.
      if (!url.startsWith(prefix)) throw notFound(`Route ${request.method} ${url.split('?')[0]} not found`)
      const queryStart = url.indexOf('?')
      const path = queryStart === -1 ? url.slice(prefix.length) : url.slice(prefix.length, queryStart)
      // reply-from appends the original query string to this path.
      return reply.from(path || '/', fromOptions)
    }

    for (const url of [prefix, `${prefix}/*`])
      app.route({ method: PROXIED_METHODS, url, onRequest: checkPresentedToken, handler: forward })

    if (service === 'auth') {
      for (const path of RATE_LIMITED_AUTH_PATHS)
        app.route({
          method: 'POST',
          url: `${prefix}${path}`,
          onRequest: checkPresentedToken,
          config: { rateLimit: { max: config.authRateLimit.max, timeWindow: config.authRateLimit.windowMs } },
          handler: forward,
        })
    }
  }

  const unknownApi = (request: FastifyRequest) => {
    throw notFound(`Route ${request.method} ${(request.raw.url ?? '').split('?')[0]} not found`)
  }
  app.route({ method: PROXIED_METHODS, url: '/api', handler: unknownApi })
  app.route({ method: PROXIED_METHODS, url: '/api/*', handler: unknownApi })
}
