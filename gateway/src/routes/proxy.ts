import type { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify'
import rateLimit from '@fastify/rate-limit'
import { Pool, type Dispatcher } from 'undici'
import { API_ENDPOINTS, ERROR_CODES, MESSAGES, chatEndpoints, type ApiService, type EndpointDeclaration } from '@cosign/api'
import { badRequest, errorBody, isPayloadTooLarge, notFound, payloadTooLarge, tooManyRequests } from '@cosign/service-kit'
import { SERVICE_NAMES, type GatewayConfig, type ServiceName } from '../config.js'
import { clientAddress, setForwardingHeaders } from '../lib/forwarding.js'
import { climbsOut, endToEndHeaders } from '../lib/proxy-headers.js'

// OPTIONS is not proxied: CORS preflights are answered (or refused) by the gateway itself.
const PROXIED_METHODS: HTTPMethods[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']

/** Credential endpoints of the auth service that are rate limited per client IP and path. */
export const RATE_LIMITED_AUTH_PATHS = [
  '/login',
  '/admin/login',
  '/login/second-factor',
  '/login/second-factor/enrollment',
  '/signup',
  '/refresh',
] as const
/** Public (no login) endpoints of the documents service, rate limited per client IP and route. */
export const RATE_LIMITED_PUBLIC_ROUTES = [
  { method: ['GET', 'HEAD'], path: '/agreements/verify/:sha256' },
  { method: ['POST'], path: '/agreements/verify' },
] as const satisfies { method: HTTPMethods[]; path: string }[]

/** What the gateway forwards: each service's endpoints (production: every declaration of @cosign/api). */
export type RouteTable = Partial<Record<ApiService, Readonly<Record<string, EndpointDeclaration>>>>

/** Declared endpoints the gateway serves with a route of its own (the chat socket: routes/chat-socket.ts). */
const SERVED_ELSEWHERE = new Set<EndpointDeclaration>([chatEndpoints.realtimeSocket])

const WITHOUT_BODY = new Set(['GET', 'HEAD'])
const STALE_CONNECTION_CODES = new Set(['UND_ERR_SOCKET', 'ECONNRESET'])
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT'])
/**
 * Responses up to this size whose length is announced are read whole and sent in one write (most API
 * answers); larger or unannounced ones (CSV exports, files) stream through as they arrive.
 */
const BUFFERED_RESPONSE_MAX_BYTES = 256 * 1024

const errorCode = (err: unknown) => (err as { code?: string } | null)?.code ?? ''

function sendUpstreamFailure(reply: FastifyReply, service: ServiceName, err: unknown) {
  // The body outgrew the gateway's limit as it streamed through (a chunked one): the client's fault, not the
  // service's, whichever side noticed first.
  if (isPayloadTooLarge(err)) return reply.code(413).header('connection', 'close').send(payloadTooLarge())
  reply.log.warn({ err, service }, 'upstream request failed')
  if (TIMEOUT_CODES.has(errorCode(err)))
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

function isStream(body: unknown): body is Readable {
  return typeof (body as Readable | null)?.pipe === 'function'
}

export default async function proxyRoutes(app: FastifyInstance, opts: { config: GatewayConfig; routeTable?: RouteTable }) {
  const { config, routeTable = API_ENDPOINTS } = opts

  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload))

  await app.register(rateLimit, {
    global: false,
    redis: app.redis,
    nameSpace: config.authRateLimit.keyPrefix,
    // Redis down: let requests through (logins must keep working); the redis plugin logs the outage.
    skipOnError: true,
    keyGenerator: (request) => clientAddress(request, config.trustProxy),
    errorResponseBuilder: () => tooManyRequests(MESSAGES.tooManyRequests),
  })

  const checkPresentedToken = app.checkPresentedToken
  const pools: Pool[] = []
  app.addHook('onClose', async () => {
    await Promise.all(pools.map((pool) => pool.close()))
  })

  for (const service of SERVICE_NAMES) {
    const prefix = `/api/${service}`
    // One keep-alive pool per service.
    const pool = new Pool(config.services[service], {
      connections: 128,
      pipelining: 1,
      keepAliveTimeout: 30_000,
      headersTimeout: config.upstreamTimeoutMs,
      bodyTimeout: 60_000,
    })
    pools.push(pool)

    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.raw.url ?? ''
      // The router matched a decoded path; the raw URL must carry the prefix literally to be cut safely.
      if (!url.startsWith(prefix)) throw notFound(`Route ${request.method} ${url.split('?')[0]} not found`)
      const rest = url.slice(prefix.length)
      const path = rest === '' || rest[0] === '?' ? `/${rest}` : rest
      const queryStart = path.indexOf('?')
      if (climbsOut(queryStart === -1 ? path : path.slice(0, queryStart)))
        throw badRequest('The path must not contain ".." segments')

      const headers = setForwardingHeaders(request, endToEndHeaders(request.headers), config)
      // Bodies are never parsed here: the request stream goes upstream byte for byte.
      const body = !WITHOUT_BODY.has(request.method) && isStream(request.body) ? request.body : null
      if (body === null) delete headers['content-length']
      const options: Dispatcher.RequestOptions = {
        path,
        method: request.method as Dispatcher.HttpMethod,
        headers,
        body,
      }

      let response: Dispatcher.ResponseData
      try {
        response = await pool.request(options)
      } catch (err) {
        // A pooled keep-alive connection the service closed as we reused it: one immediate retry hides
        // that race for requests without a body. Nothing else is retried, in particular no 5xx answer.
        if (body !== null || !STALE_CONNECTION_CODES.has(errorCode(err)))
          return sendUpstreamFailure(reply, service, err)
        try {
          response = await pool.request(options)
        } catch (retryErr) {
          return sendUpstreamFailure(reply, service, retryErr)
        }
      }

      const { statusCode } = response
      const length = Number(response.headers['content-length'])
      let payload: Buffer | Readable | undefined
      if (request.method === 'HEAD' || statusCode === 204 || statusCode === 304) {
        await response.body.dump()
      } else if (response.headers['content-length'] !== undefined && length <= BUFFERED_RESPONSE_MAX_BYTES) {
        try {
          payload = Buffer.from(await response.body.arrayBuffer())
        } catch (err) {
          return sendUpstreamFailure(reply, service, err)
        }
      } else {
        payload = response.body
      }

      // An answer that came before the whole body went up closes the connection (plugins/early-answers.ts).
      return reply.code(statusCode).headers(endToEndHeaders(response.headers)).send(payload)
    }

    // Routes with a rate limit of their own come first; the route table skips what they already serve.
    const served = new Set<string>()
    const serve = (methods: readonly HTTPMethods[], path: string, rateLimit?: { max: number; timeWindow: number }) => {
      app.route({
        method: [...methods],
        url: `${prefix}${path}`,
        onRequest: checkPresentedToken,
        ...(rateLimit ? { config: { rateLimit } } : {}),
        handler: forward,
      })
      for (const method of methods) served.add(`${method} ${path}`)
    }

    if (service === 'documents')
      for (const { method, path } of RATE_LIMITED_PUBLIC_ROUTES)
        serve(method, path, { max: config.publicRateLimit.verifyMax, timeWindow: config.publicRateLimit.windowMs })

    if (service === 'auth')
      for (const path of RATE_LIMITED_AUTH_PATHS)
        serve(['POST'], path, {
          max: path === '/refresh' ? config.authRateLimit.refreshMax : config.authRateLimit.max,
          timeWindow: config.authRateLimit.windowMs,
        })

    // The route table: a service's declared endpoints (@cosign/api) and nothing else, so an undeclared path is
    // answered 404 here without reaching a service.
    const declarations = routeTable[service] ?? {}
    // A GET also answers HEAD by asking the service for HEAD (Fastify's own HEAD routes would drop its headers).
    for (const declaration of Object.values(declarations))
      if (!SERVED_ELSEWHERE.has(declaration) && !served.has(`${declaration.method} ${declaration.path}`))
        serve(declaration.method === 'GET' ? ['GET', 'HEAD'] : [declaration.method], declaration.path)
  }

  const unknownApi = (request: FastifyRequest) => {
    throw notFound(`Route ${request.method} ${(request.raw.url ?? '').split('?')[0]} not found`)
  }
  app.route({ method: PROXIED_METHODS, url: '/api', handler: unknownApi })
  app.route({ method: PROXIED_METHODS, url: '/api/*', handler: unknownApi })
}
