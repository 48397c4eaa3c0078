import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
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
