import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared state of the gateway (auth rate-limit counters). May be disconnected: callers fail open. */
    redis: Redis
  }
}

/**
 * Connects to Redis without waiting for it: the gateway must start and serve logins while Redis is down.
 * Commands fail fast instead of queueing (no offline queue, short timeouts), so a rate-limit check never
 * holds a request; the outage is logged once and its end once.
 */
export default fp<{ url: string }>(
  async function redisPlugin(app: FastifyInstance, opts) {
    const redis = new Redis(opts.url, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      commandTimeout: 500,
      // How long a closing connection may linger (untyped ioredis option; its default of 2 s would hold
      // shutdown when Redis was never reachable).
      ...({ disconnectTimeout: 200 } as object),
    })
    let unavailable = false
    redis.on('error', (err: Error) => {
      if (unavailable) return
      unavailable = true
      app.log.warn(
        { err: err.message },
        'redis unavailable: auth rate limits are not enforced until it is back',
      )
    })
    redis.on('ready', () => {
      if (!unavailable) return
      unavailable = false
      app.log.info('redis available again: auth rate limits enforced')
    })
    app.decorate('redis', redis)
    app.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect())
      else redis.disconnect()
    })
  },
  { name: 'redis' },
)
