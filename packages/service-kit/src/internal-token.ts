import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import { ERROR_CODES } from '@cosign/api'
import { errorBody } from './errors.js'

/** Header by which the gateway proves a request came through it (INTERNAL_TOKEN, shared with the services). */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token'

/**
 * Probes of orchestrators and of the gateway's /readyz reach a service without the token; so does Prometheus,
 * which presents METRICS_TOKEN to /metrics instead (metrics.ts).
 */
const OPEN_PATHS = new Set(['/healthz', '/readyz', '/metrics'])

export const GATEWAY_ONLY_MESSAGE = 'This service is reachable only through the gateway.'

// Digests have one length whatever was sent, so the comparison takes the same time for any wrong value.
const digest = (value: string) => createHash('sha256').update(value).digest()

/**
 * onRequest hook: 403 for any request whose `x-internal-token` is missing or wrong (health paths aside),
 * before the body is read or a token verified. Registered first by `createHttpServer({ internalToken })`.
 */
export function requireInternalToken(token: string) {
  const expected = digest(token)
  return function checkInternalToken(
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ): void {
    const url = request.raw.url ?? ''
    const query = url.indexOf('?')
    if (OPEN_PATHS.has(query === -1 ? url : url.slice(0, query))) return done()
    const presented = request.headers[INTERNAL_TOKEN_HEADER]
    if (typeof presented === 'string' && timingSafeEqual(digest(presented), expected)) return done()
    // A body the caller is still sending is not read: close rather than leave the connection waiting.
    void reply
      .code(403)
      .header('connection', 'close')
      .send(errorBody(ERROR_CODES.forbidden, GATEWAY_ONLY_MESSAGE))
  }
}
