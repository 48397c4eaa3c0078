import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { redactUrl } from '../lib/redact-url.js'

/**
 * One info line per completed request (Fastify's own request lines are off): the request logger carries
 * the request id, and access tokens in query strings are masked.
 */
export default fp(
  async function requestLogging(app: FastifyInstance) {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          url: redactUrl(request.url),
          statusCode: reply.statusCode,
          responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request completed',
      )
    })
  },
  { name: 'request-logging' },
)
