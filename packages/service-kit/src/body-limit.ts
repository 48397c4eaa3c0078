import { Transform, type Readable } from 'node:stream'
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, RequestPayload } from 'fastify'
import { payloadTooLarge } from './errors.js'

/**
 * Oversize bodies declared up to this size are read and discarded before the 413 goes out; larger ones are
 * refused at once and the connection closed. Above the gateway's own limit, so whatever the gateway lets
 * through gets a readable answer from the service.
 */
export const DRAIN_MAX_BYTES = 32 * 1024 * 1024

const isMultipart = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/')

/**
 * An onRequest hook that refuses a body whose declared length exceeds the route's limit before it is read.
 * Fastify's own refusal answers while the body is still arriving and closes the connection; a client (the
 * gateway above all) that is still sending then gets a broken pipe instead of the 413. Reading the declared
 * bytes first keeps the answer readable and the connection reusable. Multipart uploads are skipped when
 * `multipart` is false: the route reading them limits each file with its own message.
 */
export function refuseOversizeBodies(options: { multipart: boolean }) {
  return function refuseOversizeBody(
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ): void {
    const declared = Number(request.headers['content-length'])
    if (!(declared > request.routeOptions.bodyLimit) || (!options.multipart && isMultipart(request)))
      return done()
    if (declared > DRAIN_MAX_BYTES) {
      reply.header('connection', 'close')
      reply.send(payloadTooLarge())
      return
    }
    // Not calling done(): the request ends here, once its body has been read.
    request.raw.once('end', () => reply.send(payloadTooLarge()))
    request.raw.resume()
  }
}

/**
 * A preParsing hook for bodies sent without a declared length (chunked): the route's limit is counted as
 * the bytes arrive. Fastify's own check answers 413 at the first byte over the limit while the client is
 * still sending, and a client that is still writing (the gateway above all) then sees a broken pipe instead
 * of the answer. `drain`: the rest is read and discarded (up to DRAIN_MAX_BYTES) and the 413 goes out once
 * the body has ended, so it is readable and the connection reusable (services). Without `drain` the stream
 * fails at the limit with the 413 error (the gateway, which forwards bodies as they come, tells that failure
 * from an upstream one by `isPayloadTooLarge`).
 */
export function limitChunkedBodies(options: { multipart: boolean; drain: boolean }) {
  return function limitChunkedBody(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: RequestPayload,
    done: (err: Error | null, stream?: RequestPayload) => void,
  ): void {
    if (request.headers['content-length'] !== undefined || !request.headers['transfer-encoding'])
      return done(null, payload)
    if (!options.multipart && isMultipart(request)) return done(null, payload)
    const limit = request.routeOptions.bodyLimit
    let received = 0
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        received += chunk.length
        if (received <= limit) return next(null, chunk)
        if (options.drain && received <= DRAIN_MAX_BYTES) return next()
        reply.header('connection', 'close')
        next(payloadTooLarge())
      },
      flush(next) {
        next(received > limit ? payloadTooLarge() : null)
      },
    })
    ;(payload as Readable).on('error', (err) => counted.destroy(err))
    ;(payload as Readable).pipe(counted)
    done(null, counted)
  }
}

/** Whether a failed body stream failed on a body limit (limitChunkedBodies), not on its connection. */
export const isPayloadTooLarge = (err: unknown) => (err as { statusCode?: number } | null)?.statusCode === 413
