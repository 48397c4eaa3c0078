import type { FastifyError, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ERROR_CODES, type ErrorBody } from '@cosign/api'

const PAYLOAD_TOO_LARGE_MESSAGE = 'Request body is too large'

/** An expected failure with a user-facing message; anything else is answered as a 500 and logged. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}
export const badRequest = (message: string, code: string = ERROR_CODES.validation) => new AppError(400, code, message)
export const unauthorized = (message: string, code: string = ERROR_CODES.unauthorized) => new AppError(401, code, message)
export const forbidden = (message = 'You do not have permission to do this.') => new AppError(403, ERROR_CODES.forbidden, message)
export const notFound = (message = 'Not found') => new AppError(404, ERROR_CODES.notFound, message)
export const payloadTooLarge = () => new AppError(413, ERROR_CODES.payloadTooLarge, PAYLOAD_TOO_LARGE_MESSAGE)
export const conflict = (message: string, code: string = ERROR_CODES.conflict) => new AppError(409, code, message)
export const tooManyRequests = (message: string) => new AppError(429, ERROR_CODES.rateLimited, message)

/** A required text input, trimmed; blank (or absent), a 400 with the caller's message. */
export function requiredText(value: string | null | undefined, message: string): string {
  const text = value?.trim()
  if (!text) throw badRequest(message)
  return text
}

type MaybeDbError = {
  code?: unknown
  message?: unknown
  cause?: unknown
  meta?: { code?: unknown; driverAdapterError?: { cause?: { originalCode?: unknown; kind?: unknown } } }
}

/**
 * A write refused by a unique index (two writers raced for one key), however it reaches a service: Prisma's P2002,
 * PostgreSQL's 23505 through the pg driver adapter, or a raw query's error (on the error or one of its causes).
 */
export function isUniqueViolation(err: unknown): boolean {
  let e = err as MaybeDbError | null | undefined
  // A few causes deep at most: a cause chain is short, and a cycle must not loop.
  for (let depth = 0; depth < 8 && e && typeof e === 'object'; depth++, e = e.cause as MaybeDbError | undefined) {
    if (e.code === 'P2002' || e.code === '23505' || e.meta?.code === '23505') return true
    const adapter = e.meta?.driverAdapterError?.cause
    if (adapter?.originalCode === '23505' || adapter?.kind === 'UniqueConstraintViolation') return true
    if (typeof e.message === 'string' && /23505|unique constraint/i.test(e.message)) return true
  }
  return false
}

export function errorBody(code: string, message: string): ErrorBody {
  return { error: { code, message } }
}

/**
 * Schema keyword for the user-facing message of a property: any failure of that property's schema (type,
 * length, pattern...) is answered with it, e.g. `{ type: 'string', pattern: ..., userMessage: 'Please enter a
 * valid email address' }`.
 */
export const USER_MESSAGE_KEYWORD = 'userMessage'

/** One schema failure (Ajv's error object, verbose) as one readable sentence ("body/email must have property 'email'"). */
export function schemaFailureMessage(
  failure: { keyword: string; instancePath?: string; params: object; message?: string; parentSchema?: object } | undefined,
  context: string,
  fallback = 'is invalid',
): string {
  if (!failure) return `${context} ${fallback}`
  const userMessage = (failure.parentSchema as Record<string, unknown> | undefined)?.[USER_MESSAGE_KEYWORD]
  if (typeof userMessage === 'string') return userMessage
  const where = context + (failure.instancePath || '')
  const params = failure.params as Record<string, unknown>
  if (failure.keyword === 'required') return `${where} must have property '${String(params.missingProperty)}'`
  if (failure.keyword === 'additionalProperties')
    return `${where} must not have property '${String(params.additionalProperty)}'`
  // A regular expression means nothing to a user (and says more than it should about the server).
  if (failure.keyword === 'pattern') return `${where} is not in the expected format`
  return `${where} ${failure.message ?? 'is invalid'}`
}

/** Turns a request's schema validation failure into one readable sentence. */
function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0]
  if (!first) return error.message
  return schemaFailureMessage(first, error.validationContext ?? 'request')
}

/**
 * Maps every failure to `{ error: { code, message } }`: schema errors, malformed JSON, wrong content type,
 * oversize bodies and unknown routes are the client's (4xx); only real faults answer 500.
 */
export const errorHandling = fp(
  async function errorHandling(app: FastifyInstance) {
    app.setErrorHandler((err: FastifyError, request, reply) => {
      if (err instanceof AppError) return reply.code(err.statusCode).send(errorBody(err.code, err.message))
      if (err.validation) return reply.code(400).send(errorBody(ERROR_CODES.validation, validationMessage(err)))
      const status = err.statusCode ?? 500
      if (status === 413) return reply.code(413).send(errorBody(ERROR_CODES.payloadTooLarge, PAYLOAD_TOO_LARGE_MESSAGE))
      if (status === 415)
        return reply.code(415).send(errorBody(ERROR_CODES.unsupportedMediaType, 'Unsupported content type'))
      if (err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err instanceof SyntaxError)
        return reply.code(400).send(errorBody(ERROR_CODES.badJson, 'Request body is not valid JSON'))
      if (status === 429) return reply.code(429).send(errorBody(ERROR_CODES.rateLimited, err.message))
      if (status >= 400 && status < 500) return reply.code(status).send(errorBody(err.code ?? 'BAD_REQUEST', err.message))
      request.log.error({ err }, 'unhandled error')
      return reply.code(500).send(errorBody(ERROR_CODES.internal, 'Something went wrong. Please try again.'))
    })
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send(errorBody(ERROR_CODES.notFound, `Route ${request.method} ${request.url.split('?')[0]} not found`)),
    )
  },
  { name: 'error-handling' },
)
