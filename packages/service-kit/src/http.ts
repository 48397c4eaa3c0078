import type { IncomingMessage } from 'node:http'
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify'
import { Ajv, type Options as AjvOptions } from 'ajv'
import addFormats from 'ajv-formats'
import { limitChunkedBodies, refuseOversizeBodies } from './body-limit.js'
import { finiteNumbersOnly } from './finite-numbers.js'
import { closingBody, NOSNIFF, writeClientError } from './client-errors.js'
import { badRequest, errorBody, schemaFailureMessage, USER_MESSAGE_KEYWORD } from './errors.js'
import { refuseUnstorableInput } from './input-guard.js'
import { INTERNAL_TOKEN_HEADER, requireInternalToken } from './internal-token.js'
import { requestIdFrom } from './request-id.js'
import { noQuery } from './schemas.js'
import { collectRoutes, type RegisteredRoute } from './endpoints.js'
import { batchedStdout, logCompletedRequests } from './logging.js'
import { registerMetrics } from './metrics.js'
import { enterRequestTrace, requestTraceContext, startRequestTrace } from './trace-context.js'

// verbose: a failure carries its schema, so a property's `userMessage` can be answered instead of Ajv's text.
const ajvBase: AjvOptions = { removeAdditional: false, allErrors: false, useDefaults: true, verbose: true }
function withOurKeywords(ajv: Ajv): Ajv {
  ajv.addKeyword({ keyword: USER_MESSAGE_KEYWORD, schemaType: 'string' })
  return addFormats.default(ajv)
}
/** JSON bodies keep their types: `{ "notes": ["x"] }` or `{ "password": 123 }` is a 400, not silently coerced. */
const strictAjv = withOurKeywords(new Ajv({ ...ajvBase, coerceTypes: false }))
/** Query strings, params and headers arrive as text, so they are coerced to the schema's types. */
const coercingAjv = withOurKeywords(new Ajv({ ...ajvBase, coerceTypes: 'array' }))

/**
 * A check of a JSON value against a schema, with the same rules and messages as request bodies: for input that
 * arrives outside HTTP (a websocket frame). Answers the value, typed, or throws a 400 AppError.
 */
export function bodyValidator<T>(schema: object, context = 'body'): (value: unknown) => T {
  const validate = finiteNumbersOnly(strictAjv.compile(schema))
  return (value) => {
    if (validate(value)) return value as T
    throw badRequest(schemaFailureMessage(validate.errors?.[0], context))
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on this server (method and path; HEAD and OPTIONS aside). */
    registeredRoutes: RegisteredRoute[]
  }
}

export interface HttpOptions {
  name: string
  logLevel?: string
  bodyLimit?: number
  /** pino transport/stream override, for tests. */
  logger?: FastifyServerOptions['logger']
  /**
   * Replaces the default id policy (`requestIdFrom`: the incoming `x-request-id` when it is short and plain,
   * else a UUID), which the gateway and the services share.
   */
  genReqId?: (req: IncomingMessage) => string
  /**
   * Whether `bodyLimit` also covers multipart bodies. The gateway, which forwards them unread, says yes;
   * services leave uploads to the route that reads them, which limits each file with its own message.
   */
  bodyLimitCoversMultipart?: boolean
  /**
   * Whether bodies stream through unread (the gateway's proxy): a chunked body over the limit then fails at
   * the limit instead of being drained first (body-limit.ts).
   */
  forwardsBodies?: boolean
  /**
   * Routes without a querystring schema refuse any query parameter (400), so an unknown or misspelt one is
   * never silently ignored. Default true; the gateway, which forwards queries unread, turns it off.
   */
  strictQuery?: boolean
  /**
   * The secret the gateway sends as `x-internal-token`: when given, every request without it is refused
   * with 403 (health paths aside). Services pass `config.internalToken`; the gateway, the edge, passes none.
   */
  internalToken?: string | null
  /** Bearer token for `GET /metrics` (Prometheus); default METRICS_TOKEN; none: metrics off (404). */
  metricsToken?: string | null
}

/**
 * The one way a Fastify instance is made here: request ids taken from `x-request-id` (set by the gateway)
 * or generated, echoed back and present in every log line; strict JSON schemas (no coercion of bodies,
 * unknown properties rejected by the schemas themselves); text PostgreSQL cannot store refused up front;
 * secrets redacted from logs; one log line per completed request, written in batches.
 */
export function createHttpServer(options: HttpOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? {
      level: options.logLevel ?? 'info',
      base: { service: options.name },
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        `req.headers["${INTERNAL_TOKEN_HEADER}"]`,
        'res.headers["set-cookie"]',
      ],
      stream: batchedStdout(),
    },
    // The id is always chosen by genReqId: a service reached directly must not take an unchecked one.
    requestIdHeader: false,
    genReqId: options.genReqId ?? requestIdFrom,
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'reqId' }),
    // Every line a request logs carries its trace id too (W3C traceparent, trace-context.ts).
    childLoggerFactory: (logger, bindings, childOptions, rawReq) =>
      logger.child({ ...bindings, traceId: requestTraceContext(rawReq).traceId }, childOptions),
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    // Errors Fastify raises before routing (e.g. 414 for an over-long path parameter) get the same body shape.
    frameworkErrors: (error, _request, reply) => {
      const status = (error as { statusCode?: number }).statusCode ?? 400
      void (reply as unknown as FastifyReply)
        .code(status)
        .header(NOSNIFF.name, NOSNIFF.value)
        .send(errorBody(status === 414 ? 'URI_TOO_LONG' : 'BAD_REQUEST', error.message))
    },
    // Requests Node's parser refuses (431, 400, 408) never reach Fastify: answered in the envelope too.
    clientErrorHandler: writeClientError,
    trustProxy: true,
    // Fastify's own 503 while closing has another body shape: the onRequest hook below answers instead.
    return503OnClosing: false,
  })
  app.setValidatorCompiler(({ schema, httpPart }) =>
    finiteNumbersOnly(httpPart === 'body' ? strictAjv.compile(schema) : coercingAjv.compile(schema)),
  )
  // The request's hop (with tracing, its server span when sampled) is the current trace context for what it
  // causes (outbox rows, forwarded requests, queries). Entered again once the body is read: the body's stream
  // events run outside the request's asynchronous context.
  app.addHook('onRequest', (request, reply, done) => {
    startRequestTrace(request.raw, reply.raw, request.routeOptions.url)
    done()
  })
  app.addHook('preHandler', (request, _reply, done) => {
    enterRequestTrace(request.raw)
    done()
  })
  // First: a caller that did not come through the gateway gets nothing else, not even a body check.
  if (options.internalToken) app.addHook('onRequest', requireInternalToken(options.internalToken))
  // Requests still routed while the app closes (kept-alive connections) get the envelope's 503.
  let closing = false
  app.addHook('preClose', (done) => {
    closing = true
    done()
  })
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done()
    void reply.code(503).header('connection', 'close').send(closingBody())
  })
  app.addHook('onRequest', refuseOversizeBodies({ multipart: options.bodyLimitCoversMultipart ?? false }))
  app.addHook(
    'preParsing',
    limitChunkedBodies({ multipart: options.bodyLimitCoversMultipart ?? false, drain: !(options.forwardsBodies ?? false) }),
  )
  app.addHook('preValidation', refuseUnstorableInput)
  // What the route-declaration tests compare with @cosign/api's endpoints (services/*/test/endpoints.int.test.ts).
  app.decorate('registeredRoutes', collectRoutes(app))
  if (options.strictQuery ?? true)
    app.addHook('onRoute', (route) => {
      if (!route.schema?.querystring) route.schema = { ...route.schema, querystring: noQuery }
    })
  // Callback-style hooks: they run on every request, and an async hook costs a promise each time.
  // nosniff on every answer: JSON (text users wrote included) and files are never sniffed into markup.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id)
    reply.header(NOSNIFF.name, NOSNIFF.value)
    done(null, payload)
  })
  logCompletedRequests(app)
  registerMetrics(app, { name: options.name, token: options.metricsToken ?? process.env.METRICS_TOKEN ?? null })
  return app
}
