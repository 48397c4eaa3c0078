import type { Redis } from 'ioredis'
import type { RateLimit } from '../model/rate-limited-error.js'

/** Counts a hit in a fixed window; the first hit starts the window. Returns [count, ms left in the window]. */
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {n, redis.call('PTTL', KEYS[1])}`

export type { RateLimit }

/**
 * Fixed-window request counters in Redis, shared by every auth instance: the throttles of the account-recovery
 * endpoints (per address asked about, per client address). A subject is a string such as `reset:ip:<addr>`.
 */
export class RateLimits {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /** Counts one request of `subject`; returns the seconds to wait when it is over the limit, else 0. */
  async hit(subject: string, limit: RateLimit): Promise<number> {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, `${this.prefix}:${subject}`, limit.windowMs)) as [number, number]
    return count > limit.max ? Math.max(1, Math.ceil((ttl > 0 ? ttl : limit.windowMs) / 1000)) : 0
  }
}
