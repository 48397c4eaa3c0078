import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { ERROR_CODES } from '@cosign/api'
import { errorBody } from './errors.js'

/** Headers every answer carries, also those written straight to the socket below. */
export const NOSNIFF = { name: 'x-content-type-options', value: 'nosniff' } as const

export const CLIENT_ERROR_MESSAGES = {
  headersTooLarge: 'The request headers are too large.',
  timeout: 'The request took too long to arrive.',
  malformed: 'The request is malformed.',
  closing: 'The service is shutting down. Please try again.',
} as const

/** What Node's parser reports, as the status and envelope the client gets. */
function describe(code: string | undefined): { status: number; code: string; message: string } {
  if (code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, code: 'HEADERS_TOO_LARGE', message: CLIENT_ERROR_MESSAGES.headersTooLarge }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return { status: 408, code: 'REQUEST_TIMEOUT', message: CLIENT_ERROR_MESSAGES.timeout }
  return { status: 400, code: 'BAD_REQUEST', message: CLIENT_ERROR_MESSAGES.malformed }
}

/**
 * Fastify's `clientErrorHandler` (Node's 'clientError' event): requests Node's HTTP parser refuses (headers or
 * URL over the size limit, a malformed request line or header, a request that took too long) never reach
 * Fastify's routing or error handler, and Fastify's default writes its own body shape. This writes the
 * platform's envelope instead, then closes the connection as Node does (the parser cannot go on).
 */
export function writeClientError(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Duplex): void {
  // A reset connection has nobody left to answer.
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const { status, code, message } = describe(err.code)
  this.log.debug({ err }, 'client error')
  if (socket.writable) {
    const body = JSON.stringify(errorBody(code, message))
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        `${NOSNIFF.name}: ${NOSNIFF.value}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    )
  }
  socket.destroy(err)
}

/** The envelope of a request routed while the server is closing (Fastify's own 503 has another shape). */
export const closingBody = () => errorBody(ERROR_CODES.serviceUnavailable, CLIENT_ERROR_MESSAGES.closing)
