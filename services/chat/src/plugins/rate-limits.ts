import fp from 'fastify-plugin'
import { closeRedis, connectRedis } from '@cosign/service-kit'
import { SUPPORT_VISITOR_PER_EMAIL_PER_HOUR, SUPPORT_VISITOR_PER_IP_PER_HOUR } from '@cosign/api'
import type { RateLimit } from '../domain/deps.js'

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: {
      /** Chat messages per user per minute. */
      chatMessages: RateLimit
      /** Problem reports (disputes) per user per hour. */
      disputeReports: RateLimit
      /** Signed-out visitors' support messages per email address per hour, and per network address per hour. */
      visitorSupportByEmail: RateLimit
      visitorSupportByIp: RateLimit
    }
  }
}

/** INCR the user's counter; the first hit of a window starts its expiry. Atomic, so no counter lives forever. */
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`

/**
 * Per-user limits shared by every chat instance: a Redis counter per user and kind that expires a window after
 * that user's first action of the window (`<prefix>:chat-send:<userId>`, `<prefix>:dispute-open:<userId>`).
 * Redis commands fail fast (no offline queue, short timeouts) and a failure lets the action through, logged once
 * per outage: chat keeps working while Redis is down, only unlimited.
 */
export default fp<{ redisUrl: string; keyPrefix: string; chatMessagesPerMinute: number; disputeReportsPerHour: number }>(
  async (app, opts) => {
    const redis = connectRedis(opts.redisUrl, app.log, 'chat rate limits are not enforced')

    const limit = (kind: string, windowMs: number, max: number): RateLimit => ({
      async allow(userId) {
        try {
          const count = Number(await redis.eval(HIT_SCRIPT, 1, `${opts.keyPrefix}:${kind}:${userId}`, windowMs))
          return count <= max
        } catch (err) {
          // While Redis is down the outage is logged once (connectRedis), not every check.
          if (redis.status === 'ready') app.log.warn({ err, kind }, 'rate limit check failed; action allowed')
          return true
        }
      },
    })
    app.decorate('rateLimits', {
      chatMessages: limit('chat-send', 60_000, opts.chatMessagesPerMinute),
      disputeReports: limit('dispute-open', 3_600_000, opts.disputeReportsPerHour),
      visitorSupportByEmail: limit('support-visitor-email', 3_600_000, SUPPORT_VISITOR_PER_EMAIL_PER_HOUR),
      visitorSupportByIp: limit('support-visitor-ip', 3_600_000, SUPPORT_VISITOR_PER_IP_PER_HOUR),
    })

    app.addHook('onClose', async () => closeRedis(redis))
  },
  { name: 'rate-limits' },
)
