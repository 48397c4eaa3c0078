import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import fastifyCors from '@fastify/cors'

/**
 * Credentialed CORS for the micro-frontend origins (they run on their own ports in development) and the
 * public origin. Other origins get no CORS headers at all, so browsers refuse the response; their
 * preflights are not answered (404).
 */
export default fp<{ origins: string[] }>(
  async function cors(app: FastifyInstance, opts) {
    const allowed = new Set(opts.origins)
    await app.register(fastifyCors, {
      origin: (origin, callback) =>
        callback(null, origin !== undefined && allowed.has(origin) ? origin : false),
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      exposedHeaders: ['x-request-id', 'content-disposition', 'retry-after'],
      maxAge: 600,
    })
  },
  { name: 'cors' },
)
