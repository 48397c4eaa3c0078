import type { FastifyReply, FastifyRequest } from 'fastify'
import type { ApiResult } from '../store.js'

export const send = (reply: FastifyReply, result: ApiResult) => reply.code(result.statusCode).send(result.body)
export const minimal = (request: FastifyRequest) => /return=minimal/i.test(String(request.headers.prefer ?? ''))
export const requestId = (request: FastifyRequest) => {
  const id = request.headers['paypal-request-id']
  return typeof id === 'string' && id ? id : undefined
}
