import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import type { MessageRateLimit } from '../domain/deps.js'

declare module 'fastify' {
  interface FastifyInstance {
    messageRateLimit: MessageRateLimit
  }
}

/** INCR the user's counter; the first hit of a window starts its expiry. Atomic, so no counter lives forever. */
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`
const WINDOW_MS = 60_000

/**
 * Per-user message limit shared by every chat instance: a Redis counter per user that expires a minute after
 * that user's first message of the window (`<prefix>:chat-send:<userId>`). Redis commands fail fast (no offline
 * queue, short timeouts) and a failure lets the message through, logged once per outage: chat keeps working
 * while Redis is down, only unlimited.
 */
export default fp<{ redisUrl: string; perMinute: number; keyPrefix: string }>(
  async (app, opts) => {
    const redis = new Redis(opts.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 2_000,
      commandTimeout: 500,
      lazyConnect: false,
      ...({ disconnectTimeout: 200 } as object),
    })
    let unavailable = false
    redis.on('error', (err: Error) => {
      if (!unavailable) app.log.warn({ err: err.message }, 'redis unavailable: chat message limits are not enforced')
      unavailable = true
    })
    redis.on('ready', () => {
      if (unavailable) app.log.info('redis available again: chat message limits enforced')
      unavailable = false
    })

    app.decorate('messageRateLimit', {
      async allow(userId) {
        try {
          const count = Number(await redis.eval(HIT_SCRIPT, 1, `${opts.keyPrefix}:chat-send:${userId}`, WINDOW_MS))
          return count <= opts.perMinute
        } catch (err) {
          if (!unavailable) app.log.warn({ err }, 'chat message limit check failed; message allowed')
          return true
        }
      },
    } satisfies MessageRateLimit)

    app.addHook('onClose', async () => {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect())
      else redis.disconnect()
    })
  },
  { name: 'message-rate-limit' },
)
