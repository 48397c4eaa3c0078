import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Redis } from 'ioredis'
import { closeRedis, connectRedis } from '@cosign/service-kit'

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared state of the gateway (auth rate-limit counters). May be disconnected: callers fail open. */
    redis: Redis
  }
}

/**
 * Connects to Redis without waiting for it: the gateway must start and serve logins while Redis is down.
 * service-kit's connection: commands fail fast instead of queueing, so a rate-limit check never holds a request;
 * the outage is logged once and its end once.
 */
export default fp<{ url: string }>(
  async function redisPlugin(app: FastifyInstance, opts) {
    const redis = connectRedis(opts.url, app.log, 'auth rate limits are not enforced until it is back')
    app.decorate('redis', redis)
    app.addHook('onClose', async () => closeRedis(redis))
  },
  { name: 'redis' },
)
